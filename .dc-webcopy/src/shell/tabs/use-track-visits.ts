// Opens a tab for every page visited inside the layout (01 §4 "Tabs: added on each navigation") and
// keeps the home and affix tabs pinned at the front. Runs whether or not the tab bar is shown, so
// switching tabs back on shows the pages visited meanwhile.
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentRoute } from '../navigation/use-current-route';
import { useRouteTable } from '../route-table';
import { useLoadedSession } from '../session/use-session';
import { opensTab, pinnedViews, viewOf } from './tab-routes';
import { visitedViews } from './visited-views';

export function useTrackVisitedViews(): void {
  const { routes } = useRouteTable();
  const { homeName, permitted } = useLoadedSession();
  const route = useCurrentRoute();
  const { pathname, search } = useLocation();
  const pinned = useMemo(() => pinnedViews(routes, homeName, permitted), [routes, homeName, permitted]);

  useEffect(() => visitedViews.pin(pinned), [pinned]);
  useEffect(() => {
    if (opensTab(route)) visitedViews.add(viewOf(route, pathname, search));
  }, [route, pathname, search]);
}
