// What the tab bar does (01 §2.9, §4): open, 刷新 (remount the view), 关闭 (to the neighbour when the
// active tab closes), 关闭其他, 关闭所有 (pinned tabs survive). Closed tabs take their cached view with them.
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
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

export function useTabActions(): TabActions {
  const go = useShellNavigate();
  const { pathname, search } = useLocation();

  return useMemo(
    () =>
      ({
        open(view) {
          if (view.fullPath !== pathname + search) go(view.fullPath);
        },
        refresh(view) {
          viewCache.refresh(view.path);
          if (view.path !== pathname) go(view.fullPath);
        },
        close(view) {
          if (view.pinned) return;
          const next = neighbourOf(visitedViews.get(), view.path);
          viewCache.drop(visitedViews.close(view.path));
          if (view.path === pathname) go(next?.fullPath ?? HOME_PATH);
        },
        closeOthers(view) {
          viewCache.drop(visitedViews.closeOthers(view.path));
          if (view.path !== pathname) go(view.fullPath);
        },
        closeAll() {
          const removed = visitedViews.closeAll();
          viewCache.drop(removed);
          if (removed.includes(pathname)) go(visitedViews.get().at(-1)?.fullPath ?? HOME_PATH);
        },
      }) satisfies TabActions,
    [go, pathname, search],
  );
}
