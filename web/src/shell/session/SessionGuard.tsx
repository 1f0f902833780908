// Route guard (01 §2.4): decides every navigation from the session state and the matched route;
// loads the session on the first navigation with a token, and logs out when that load fails.
import { Spin } from 'antd';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FALLBACK_HOME_ROUTE_NAME } from '@/lib/constants/routes';
import { homePathOf } from '../navigation/home-path';
import { useCurrentRoute } from '../navigation/use-current-route';
import { useRouteTable } from '../route-table';
import { decideNavigation } from './guard-decision';
import { startSessionLoad } from './load-session';
import { useSession } from './use-session';

const NOTHING_PERMITTED: ReadonlySet<string> = new Set();

export function SessionGuard() {
  const table = useRouteTable();
  const session = useSession();
  const route = useCurrentRoute();
  const location = useLocation();
  const { pathname, search } = location;

  const decision = decideNavigation({
    hasToken: Boolean(session.token),
    signedOut: session.signedOut,
    loaded: Boolean(session.loaded),
    target: route,
    targetPath: pathname + search,
    permitted: session.loaded?.permitted ?? NOTHING_PERMITTED,
    limited: session.loaded?.limited ?? false,
    homePath: homePathOf(session.loaded, table),
    landing: session.landing,
    fallbackHome: FALLBACK_HOME_ROUTE_NAME,
  });

  const mustLoad = decision.kind === 'load';
  useEffect(() => {
    // Joins the load the route's code started ahead (app-routes), if it did.
    if (mustLoad) startSessionLoad(table.routes, route);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the route it is first loaded for: a later navigation joins that load
  }, [mustLoad, table.routes]);

  // A tab opened without a token waits for another tab to share the browser session before login.
  if (decision.kind === 'load' || (decision.kind === 'redirect' && session.joining))
    return <Spin fullscreen size="large" description="正在加载用户信息…" />;
  // Keyed by the location: a second POP to the same path (hash navigations can repeat one) must run
  // the redirect again instead of reusing the Navigate whose effect already ran.
  if (decision.kind === 'redirect')
    return <Navigate key={`${location.key}${pathname}`} to={decision.to} replace />;
  return <Outlet />;
}
