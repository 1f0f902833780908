// navigate() for the console's own controls (tabs, menus, search, top bar, alerts, the pages' links and
// 返回 buttons). A page still kept open has nothing to load: its navigation renders at once, in the
// click's task (flushSync), rather than as a transition that React slices and other work interleaves
// with (docs/adr/0024: the page shows in the next frame; the menus follow, see use-menu-selection.ts).
// Other targets stay transitions (lazy chunks).
//
// It navigates through the data router itself, not react-router's useNavigate: that hook reads the
// route and location contexts, which are new on every navigation, so each control using it ran again
// inside every navigation's render, in the kept-alive pages too (docs/adr/0070). Paths are absolute:
// there is no route to resolve them against. A number goes back or forward in the history.
// Outside a data router (component tests with a MemoryRouter) it goes through the router's navigator.
import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_NavigationContext, type NavigateOptions } from 'react-router-dom';
import { viewCache } from '../keep-alive/view-cache';

export type ShellNavigate = (to: string | number, options?: NavigateOptions) => void;

/** The view-cache key of a destination: its path without query or hash. */
function pathOf(to: string): string {
  return to.split(/[?#]/, 1)[0] ?? to;
}

export function useShellNavigate(): ShellNavigate {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const navigator = useContext(UNSAFE_NavigationContext)?.navigator;
  if (!router && !navigator) throw new Error('useShellNavigate: the console runs inside a router');
  return useCallback(
    (to, options) => {
      if (!router) {
        if (typeof to === 'number') navigator.go(to);
        else if (options?.replace) navigator.replace(to, options.state);
        else navigator.push(to, options?.state);
        return;
      }
      if (typeof to === 'number') return void router.navigate(to);
      const cached = viewCache.get().keys.includes(pathOf(to));
      void router.navigate(to, cached ? { ...options, flushSync: true } : options);
    },
    [router, navigator],
  );
}
