// A callback whose identity never changes but which always runs the latest render's code, for handlers
// passed to memoised elements (the menus, issue 9): a new function per render would rebuild them.
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useLatestCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
