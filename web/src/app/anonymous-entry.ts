// Where a link opened without a session goes, decided from the mounted route table alone: the guard's
// own decision (01 §2.4 points 1–2) for the route the path matches, without the signed-in frame's code
// (services, react-query, the layout). Loaded on its own by entry-location.ts (docs/adr/0072).
import { matchRoutes } from 'react-router-dom';
import { decideNavigation } from '../shell/session/guard-decision';
import { FALLBACK_HOME_ROUTE_NAME, HOME_PATH } from '@/lib/constants/routes';
import { catalogueRoutes, type CatalogueRoute } from '@zhsq/contract/catalogue';

/**
 * The mounted routes (route-table.ts's mountedRoutes: exactly the catalogue routes with a page), read
 * without the page map so that this chunk stays the catalogue alone.
 */
export const routesWithPages: readonly CatalogueRoute[] = catalogueRoutes.filter((route) => route.page);

const NOTHING_PERMITTED: ReadonlySet<string> = new Set();

/**
 * The login path a guarded route sends a visitor without a token to, or undefined where the router
 * decides itself: a public route (updateAccount, the error pages) and a path no route matches (404).
 */
export function anonymousRedirect(
  targetPath: string,
  signedOut = false,
  routes: readonly CatalogueRoute[] = routesWithPages,
): string | undefined {
  const pathname = targetPath.split('?')[0] ?? '/';
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, id: route.name })),
    pathname,
  );
  const matched = matches?.at(-1)?.route.id;
  const target = routes.find((route) => route.name === matched);
  if (!target) return undefined;
  const decision = decideNavigation({
    hasToken: false,
    signedOut,
    loaded: false,
    target,
    targetPath,
    permitted: NOTHING_PERMITTED,
    limited: false,
    homePath: HOME_PATH,
    fallbackHome: FALLBACK_HOME_ROUTE_NAME,
  });
  return decision.kind === 'redirect' ? decision.to : undefined;
}
