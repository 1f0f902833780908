// A module loaded on first need instead of with the page that shows it (issue 9: the home page's
// initial JS). Unlike React.lazy the load can start from an event (hover, the first paint, a press) and
// the module is read synchronously once it has arrived, so a component switches to it without a
// Suspense fallback in between. Every caller shares one import.
import { useEffect, useSyncExternalStore } from 'react';
import { afterNextPaint } from '../lib/after-paint';

export interface LazyModule<T> {
  /** The module once it has arrived. */
  readonly current: T | undefined;
  /** Starts the import (once; again after a failure) and resolves with the module. */
  load(): Promise<T>;
  subscribe(listener: () => void): () => void;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let current: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    get current() {
      return current;
    },
    load() {
      pending ??= importer().then(
        (module) => {
          current = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          // A chunk that failed to load (network) is asked for again on the next need.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Starts loading without waiting: the component that needs the module re-renders when it arrives. */
export function preload<T>(module: LazyModule<T>): void {
  module.load().catch(() => undefined);
}

/**
 * The module, or undefined until it has arrived. Loading starts once `wanted` holds and the frame of
 * the render that asked for it has been painted (for a first render: after the first paint).
 */
export function useLazyModule<T>(module: LazyModule<T>, wanted = true): T | undefined {
  const current = useSyncExternalStore(module.subscribe, () => module.current);
  useEffect(() => {
    if (wanted && !module.current) return afterNextPaint(() => preload(module));
  }, [module, wanted]);
  return current;
}
