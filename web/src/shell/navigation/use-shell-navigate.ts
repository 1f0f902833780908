// navigate() for the shell's own controls (tabs, menus, search, top bar, alerts). A page still kept open
// has nothing to load: its navigation renders at once, in the click's task (flushSync), rather than as a
// transition that React slices and other work interleaves with (docs/adr/0024: the page shows in
// the next frame; the menus follow, see use-menu-selection.ts). Other targets stay transitions (lazy
// chunks).
//
// It navigates through the data router itself, not react-router's useNavigate: that hook reads the
// route context, which is new on every navigation, so each top-bar control using it re-rendered inside
// every tab switch's click. Shell paths are absolute: there is no route to resolve them against.
import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, type NavigateOptions } from 'react-router-dom';
import { viewCache } from '../keep-alive/view-cache';

type ShellNavigate = (to: string, options?: NavigateOptions) => void;

/** The view-cache key of a destination: its path without query or hash. */
function pathOf(to: string): string {
  return to.split(/[?#]/, 1)[0] ?? to;
}

export function useShellNavigate(): ShellNavigate {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  if (!router) throw new Error('useShellNavigate: the shell runs inside a data router (createHashRouter)');
  return useCallback(
    (to, options) => {
      const cached = viewCache.get().keys.includes(pathOf(to));
      void router.navigate(to, cached ? { ...options, flushSync: true } : options);
    },
    [router],
  );
}
