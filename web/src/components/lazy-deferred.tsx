// A component that shows nothing at first, or nothing the first paint needs (a dock, a gate that waits
// for an answer, a back-to-top button): its code loads right after the first paint and it renders once
// it has arrived, so it stays out of the page's initial JS (docs/adr/0054).
import type { ComponentType } from 'react';
import { retryImport } from '../lib/retry-import';
import { lazyModule, useLazyModule } from './lazy-module';

export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const module = lazyModule(() => retryImport(load));
  return function Deferred(props: P) {
    const Component = useLazyModule(module);
    return Component ? <Component {...props} /> : null;
  };
}
