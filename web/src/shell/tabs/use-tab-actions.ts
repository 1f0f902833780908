// What the tab bar does (01 §2.9, §4): open, 刷新 (remount the view), 关闭 (to the neighbour when the
// active tab closes), 关闭其他, 关闭所有 (pinned tabs survive). Closed tabs take their cached view with them.
// The actions read the location when they run, not as the bar renders: they stay the same object from
// one navigation to the next, and the bar does not re-render for a tab switch (docs/adr/0079).
import { useContext, useMemo } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_NavigationContext } from 'react-router-dom';
import { HOME_PATH } from '@/lib/constants/routes';
import { viewCache } from '../keep-alive/view-cache';
import { useShellNavigate } from '../navigation/use-shell-navigate';
import { neighbourOf, visitedViews, type VisitedView } from './visited-views';

export interface TabActions {
  open(view: VisitedView): void;
  refresh(view: VisitedView): void;
  close(view: VisitedView): void;
  closeOthers(view: VisitedView): void;
  closeAll(): void;
}

type CurrentLocation = () => { pathname: string; search: string };

/**
 * The router's location at the time of the call, read without subscribing to it: the data router's
 * state, or (a memory router in component tests) its history's location.
 */
function useLocationReader(): CurrentLocation {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const navigator = useContext(UNSAFE_NavigationContext)?.navigator as
    { location?: { pathname: string; search: string } } | undefined;
  return useMemo(
    () => () => router?.state.location ?? navigator?.location ?? { pathname: HOME_PATH, search: '' },
    [router, navigator],
  );
}

export function useTabActions(): TabActions {
  const go = useShellNavigate();
  const current = useLocationReader();

  return useMemo(
    () =>
      ({
        open(view) {
          const { pathname, search } = current();
          if (view.fullPath !== pathname + search) go(view.fullPath);
        },
        refresh(view) {
          viewCache.refresh(view.path);
          if (view.path !== current().pathname) go(view.fullPath);
        },
        close(view) {
          if (view.pinned) return;
          const next = neighbourOf(visitedViews.get(), view.path);
          viewCache.drop(visitedViews.close(view.path));
          if (view.path === current().pathname) go(next?.fullPath ?? HOME_PATH);
        },
        closeOthers(view) {
          viewCache.drop(visitedViews.closeOthers(view.path));
          if (view.path !== current().pathname) go(view.fullPath);
        },
        closeAll() {
          const removed = visitedViews.closeAll();
          viewCache.drop(removed);
          if (removed.includes(current().pathname)) go(visitedViews.get().at(-1)?.fullPath ?? HOME_PATH);
        },
      }) satisfies TabActions,
    [go, current],
  );
}
