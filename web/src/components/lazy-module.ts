// A module loaded on first need instead of with the page that shows it (docs/adr/0054: the home page's
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
  /**
   * A part on screen needs the module: loads it and, while any part still wants it, asks again after
   * LAZY_MODULE_RETRY_MS when a load fails. Returns the release. One schedule per module, however many
   * parts want it (the ~170 menu icons share one).
   */
  want(): () => void;
  subscribe(listener: () => void): () => void;
}

/** After a failed load, a part still on screen asks again after these waits (the last one repeats). */
export const LAZY_MODULE_RETRY_MS: readonly number[] = [5_000, 10_000, 30_000];

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let current: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  let wanters = 0;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const load = (): Promise<T> => {
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
  };
  const attempt = () => {
    retry = undefined;
    load().catch(() => {
      if (wanters === 0 || retry) return;
      const wait = LAZY_MODULE_RETRY_MS[Math.min(failures++, LAZY_MODULE_RETRY_MS.length - 1)];
      retry = setTimeout(attempt, wait);
    });
  };

  return {
    get current() {
      return current;
    },
    load,
    want() {
      wanters++;
      if (!current && !retry) attempt();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (--wanters > 0) return;
        clearTimeout(retry);
        retry = undefined;
        failures = 0;
      };
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
 * the render that asked for it has been painted (for a first render: after the first paint). While it
 * is still wanted, a load that failed (the server restarting, an outage longer than the import's own
 * retries) is tried again (`LazyModule.want`), so the part appears once the server answers again
 * instead of staying away until the page is reloaded.
 */
export function useLazyModule<T>(module: LazyModule<T>, wanted = true): T | undefined {
  const current = useSyncExternalStore(module.subscribe, () => module.current);
  useEffect(() => {
    if (!wanted || module.current) return;
    let release: (() => void) | undefined;
    const cancelPaint = afterNextPaint(() => (release = module.want()));
    return () => {
      cancelPaint();
      release?.();
    };
  }, [module, wanted]);
  return current;
}
