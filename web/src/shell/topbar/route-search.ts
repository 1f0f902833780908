// Route search of the top bar (01 §2.6): fuzzy search (fuse.js) over the titles and paths of the pages the
// user may open, weights 0.7 (title) and 0.3 (path), threshold 0.4 (01 §9). DashboardPolice and
// DashboardProperty stay out unless the user holds their keys (they are reachable as the fallback home).
import Fuse, { type IFuseOptions } from 'fuse.js';
import {
  SEARCH_FUZZY_THRESHOLD,
  SEARCH_HIDDEN_DASHBOARDS,
  SEARCH_PATH_WEIGHT,
  SEARCH_TITLE_WEIGHT,
} from '@/lib/constants/top-bar';
import type { ShellModule, ShellRoute } from '../route-types';

export interface SearchEntry {
  name: string;
  path: string;
  /** Module, group and page titles: a query may name any of them (e.g. 安防 finds its pages). */
  title: string[];
}

export const SEARCH_OPTIONS: IFuseOptions<SearchEntry> = {
  shouldSort: true,
  threshold: SEARCH_FUZZY_THRESHOLD,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: SEARCH_TITLE_WEIGHT },
    { name: 'path', weight: SEARCH_PATH_WEIGHT },
  ],
};

function sectionTitles(route: ShellRoute, modules: readonly ShellModule[]): string[] {
  const module = modules.find((m) => m.key === route.module);
  if (!module || module.key === 'Static') return [];
  const group = module.children.find((c) => c.kind === 'group' && c.key === route.group);
  return group?.kind === 'group' ? [module.title, group.title] : [module.title];
}

/**
 * The pages a search may offer: mounted, in the layout, not hidden, without route parameters, permitted,
 * and not one of the two dashboards unless the access list names it.
 */
export function searchPool(
  routes: readonly ShellRoute[],
  modules: readonly ShellModule[],
  permitted: ReadonlySet<string>,
  accessAuthList: readonly string[],
): SearchEntry[] {
  return routes
    .filter(
      (route) =>
        route.layout === 'frame' &&
        !route.hidden &&
        !/[:*]/.test(route.path) &&
        permitted.has(route.name) &&
        (!SEARCH_HIDDEN_DASHBOARDS.includes(route.name) || accessAuthList.includes(route.name)),
    )
    .map((route) => ({
      name: route.name,
      path: route.path,
      title: [...sectionTitles(route, modules), route.title],
    }));
}

export function createRouteSearch(pool: readonly SearchEntry[]): (query: string) => SearchEntry[] {
  const fuse = new Fuse(pool, SEARCH_OPTIONS);
  return (query) => (query.trim() ? fuse.search(query.trim()).map((result) => result.item) : []);
}
