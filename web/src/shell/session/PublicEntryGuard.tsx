// The login route's guard (01 §2.4 point 3), mounted by the entry without the route table: no token →
// the page; a token → the ?redirect target, or home. The same decision as SessionGuard's.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FALLBACK_HOME_ROUTE_NAME, HOME_PATH } from '@/lib/constants/routes';
import { decideNavigation } from './guard-decision';
import { useSession } from './use-session';

const NOTHING_PERMITTED: ReadonlySet<string> = new Set();

export function PublicEntryGuard({ name }: { name: string }) {
  const session = useSession();
  const location = useLocation();
  const decision = decideNavigation({
    hasToken: Boolean(session.token),
    signedOut: session.signedOut,
    loaded: false,
    target: { name, access: 'public' },
    targetPath: location.pathname + location.search,
    permitted: NOTHING_PERMITTED,
    limited: false,
    homePath: HOME_PATH,
    landing: session.landing,
    fallbackHome: FALLBACK_HOME_ROUTE_NAME,
  });
  if (decision.kind === 'redirect')
    return <Navigate key={`${location.key}${location.pathname}`} to={decision.to} replace />;
  return <Outlet />;
}
