// The route whose tree the side panel shows. The router renders a navigation in a React transition
// that waits for the target page's lazy chunks and then renders the whole page, so a tree that followed
// the rendered route would appear only after all of that (docs/adr/0056).
// The tree lives in the shell, so the panel follows the router's latest location directly (an urgent
// update of the panel alone) and the tree's first page is asked for as the navigation starts: its rows
// show while the page loads. Only a frame route the user may open that has a tree is followed early;
// otherwise the panel shows the rendered route's tree, so leaving a tree page keeps its tree until the
// next page is there.
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { matchPath, UNSAFE_DataRouterContext, type RouterState } from 'react-router-dom';
import { useCurrentRoute } from '../navigation/use-current-route';
import { useRouteTable } from '../route-table';
import type { ShellRoute } from '../route-types';
import { useSession } from '../session/use-session';
import { treeController } from './tree-store';

/** The framed route at this path (static paths first, as the router ranks them). */
export function frameRouteAt(routes: readonly ShellRoute[], pathname: string): ShellRoute | undefined {
  const framed = routes.filter((route) => route.layout === 'frame');
  return (
    framed.find((route) => route.path === pathname) ??
    framed.find((route) => matchPath({ path: route.path, end: true }, pathname))
  );
}

/** Where the router is going (a navigation waiting for its page) or is. */
function latestPath(state: RouterState): string {
  return (state.navigation.state === 'loading' ? state.navigation.location : state.location).pathname;
}

const NO_SUBSCRIPTION = () => {};

export function useTreeRoute(): ShellRoute | undefined {
  const current = useCurrentRoute();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { routes } = useRouteTable();
  const permitted = useSession().loaded?.permitted;

  const treeRouteAt = useCallback(
    (path: string) => {
      const route = frameRouteAt(routes, path);
      return route?.tree && permitted?.has(route.name) ? route : undefined;
    },
    [routes, permitted],
  );

  const subscribe = useCallback(
    (listener: () => void) => {
      if (!router) return NO_SUBSCRIPTION;
      let pending: ReturnType<typeof setTimeout> | undefined;
      const unsubscribe = router.subscribe((state) => {
        // Synchronously, before the router asks for the page's chunks: the browser holds requests
        // beyond six per server, and the tree's first page must not wait behind thirty scripts.
        const target = treeRouteAt(latestPath(state));
        if (target?.tree && treeController(target.tree).ensureLoaded()) {
          // A first load has just started; its request leaves after a few promise steps (the request
          // layer's middleware). Told now, React would mount the panel in a microtask before them and
          // the request would wait for that render (~200 ms at 4x CPU): React hears of it a task later.
          clearTimeout(pending);
          pending = setTimeout(listener, 0);
        } else listener();
      });
      return () => {
        clearTimeout(pending);
        unsubscribe();
      };
    },
    [router, treeRouteAt],
  );
  const read = () => (router ? latestPath(router.state) : undefined);
  const path = useSyncExternalStore(subscribe, read, read);

  const target = useMemo(() => (path === undefined ? undefined : treeRouteAt(path)), [path, treeRouteAt]);
  return target ?? current;
}
