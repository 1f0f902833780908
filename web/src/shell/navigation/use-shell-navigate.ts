// navigate() for the shell's own controls (tabs, menus, search). A page still kept open has nothing to
// load: its navigation renders at once, in the click's task (flushSync), rather than as a transition
// that React slices and other work interleaves with (issue 9, tab switch: the page shows in the next
// frame; the menus follow, see use-menu-selection.ts). Other targets stay transitions (lazy chunks).
import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router-dom';
import { viewCache } from '../keep-alive/view-cache';

/** The view-cache key of a destination: its path without query or hash. */
function pathOf(to: string): string {
  return to.split(/[?#]/, 1)[0] ?? to;
}

export function useShellNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return useCallback(
    (to, options) => {
      const cached = viewCache.get().keys.includes(pathOf(to));
      void navigate(to, cached ? { ...options, flushSync: true } : options);
    },
    [navigate],
  );
}
