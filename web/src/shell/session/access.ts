// Pure rules that turn the menu tree into what the user may open (01 §2.4.4–5, §6).
import {
  CUSTOM_MENU_PATH_PREFIX,
  CUSTOM_PERMISSION_PATTERN,
  FALLBACK_HOME_ROUTE_NAME,
  FEATURES_PATH,
  HOME_ROUTE_NAME,
  NO_MENU_PSEUDO_ITEMS,
} from '@/lib/constants/routes';
import { DICTIONARY_ALL_ENTRY, DICTIONARY_TYPES_WITH_ALL } from '@/lib/constants/session-start';
import type { ShellRoute } from '../route-types';
import type { DictItem, MenuItem } from './api/types';

/** Route fields the permission rules read. */
export type AccessRoute = Pick<ShellRoute, 'name' | 'authKey' | 'access' | 'roles'>;

/** 01 §6: roles [1] routes need role id '1' (SUPER_ADMIN_ROLE_ID); role numbers match role ids as text. */
export function hasRequiredRole(route: Pick<ShellRoute, 'roles'>, roleIds: readonly string[]): boolean {
  if (!route.roles?.length) return true;
  return route.roles.some((role) => roleIds.includes(String(role)));
}

/** 01 §2.4.5: an account without menus is limited to the pseudo-menu items perfecting and updateAccount. */
export function effectiveAccessList(
  menuList: readonly MenuItem[],
  accessAuthList: readonly string[],
): string[] {
  return menuList.length === 0 ? [...NO_MENU_PSEUDO_ITEMS] : [...accessAuthList];
}

export function isLimitedAccount(menuList: readonly MenuItem[]): boolean {
  return menuList.length === 0;
}

/**
 * 01 §2.4.4 / §6: the routes of the route table the user may open. A permission route needs its
 * authKey in the access list; every route needs the roles it names.
 */
export function buildPermittedRoutes(
  routes: readonly AccessRoute[],
  accessAuthList: readonly string[],
  roleIds: readonly string[],
): Set<string> {
  const keys = new Set(accessAuthList);
  const permitted = new Set<string>();
  for (const route of routes) {
    if (!hasRequiredRole(route, roleIds)) continue;
    if (route.access === 'permission' && !keys.has(route.authKey)) continue;
    permitted.add(route.name);
  }
  return permitted;
}

/**
 * 01 §2.4.5 home choice: ComplexConsole if permitted; otherwise the first permission that is not
 * custom{n} and names a page of the route table; otherwise DashboardPolice. Pages without a component
 * are not in the route table, so when DashboardPolice is missing too the profile page is home
 * (docs/adr/0021).
 */
export function chooseHome(
  accessAuthList: readonly string[],
  permitted: ReadonlySet<string>,
  homeCandidates: ReadonlySet<string>,
): string {
  const usable = (name: string) => permitted.has(name) && homeCandidates.has(name);
  if (usable(HOME_ROUTE_NAME)) return HOME_ROUTE_NAME;
  const first = accessAuthList.find((key) => !CUSTOM_PERMISSION_PATTERN.test(key) && usable(key));
  if (first) return first;
  if (usable(FALLBACK_HOME_ROUTE_NAME)) return FALLBACK_HOME_ROUTE_NAME;
  return 'profile';
}

/** A custom menu record mounted under /features (01 §2.4.4, §2.6). */
export interface CustomMenu {
  /** Permission key, e.g. custom9001. */
  name: string;
  /** 'new' + id. */
  segment: string;
  path: string;
  title: string;
  /** '0' external link, '1' (or missing) in-app route, '2' local software via the desktop client. */
  customType: '0' | '1' | '2';
  /** '0' opens an external link in a new tab. */
  windowLocation?: '0' | '1';
  context?: string;
}

/** 01 §2.4.4: menu items flagged custom become children of /features, path 'new'+id, title from description. */
export function mapCustomMenus(menuList: readonly MenuItem[]): CustomMenu[] {
  const found: CustomMenu[] = [];
  const visit = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.custom === 1 && !item.hidden) {
        const segment = `${CUSTOM_MENU_PATH_PREFIX}${item.id}`;
        found.push({
          name: item.name,
          segment,
          path: `${FEATURES_PATH}/${segment}`,
          title: item.description ?? item.title,
          customType: item.customType ?? '1',
          windowLocation: item.windowLocation,
          context: item.context,
        });
      }
      visit(item.data);
    }
  };
  visit(menuList);
  return found;
}

/** 01 §9: dictionaries keyed by type; some get a leading 全部 entry with an empty code. */
export function normaliseDictionary(
  data: Readonly<Record<string, DictItem[]>>,
  types: readonly string[],
): Record<string, DictItem[]> {
  const out: Record<string, DictItem[]> = {};
  for (const type of types) {
    const items = data[type] ?? [];
    out[type] = DICTIONARY_TYPES_WITH_ALL.includes(type) ? [{ ...DICTIONARY_ALL_ENTRY }, ...items] : items;
  }
  return out;
}
