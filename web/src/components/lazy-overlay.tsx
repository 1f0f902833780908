// A drawer, dialog or pop-up whose code loads when it first opens (nothing of it in the page's
// initial JS, docs/adr/0054). Once loaded it stays rendered, so closing keeps its animation and reopening is instant.
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { retryImport } from '../lib/retry-import';

export function lazyOverlay<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Overlay = lazy(async () => ({ default: await retryImport(load) }));
  return function LazyOverlay(props: P) {
    const [wanted, setWanted] = useState(false);
    if (!wanted && isOpen(props)) setWanted(true);
    return wanted ? (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    ) : null;
  };
}
