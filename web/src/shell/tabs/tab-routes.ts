// Which routes open a history tab and which tabs are pinned (01 §2.9, §4 "added on each navigation"): a
// page inside the layout opens a tab unless its route says tab=false (hidden add/edit/detail children,
// the account pages marked "not a tab", home and redirect); pages reached from the top bar open one too.
// Pinned: the user's home page and the affix routes the user may open.
import type { ShellRoute } from '../route-types';
import type { VisitedView } from './visited-views';

export function opensTab(route: ShellRoute | undefined): route is ShellRoute {
  return route !== undefined && route.layout === 'frame' && route.tab !== false;
}

export function viewOf(route: ShellRoute, pathname: string, search: string): VisitedView {
  return { path: pathname, fullPath: pathname + search, name: route.name, title: route.title, pinned: false };
}

/** Home first, then the affix routes in route-table order. Routes with path parameters cannot be pinned. */
export function pinnedViews(
  routes: readonly ShellRoute[],
  homeName: string,
  permitted: ReadonlySet<string>,
): VisitedView[] {
  const home = routes.find((route) => route.name === homeName);
  const affix = routes.filter((route) => route.affix && route.name !== homeName && permitted.has(route.name));
  return [home, ...affix]
    .filter((route): route is ShellRoute => opensTab(route) && !route.path.includes(':'))
    .map((route) => ({ ...viewOf(route, route.path, ''), pinned: true }));
}
