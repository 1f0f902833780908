// Loading a session (01 §2.4.4): user, areas, community roots, menus and dictionary, and what the
// user may open. Kept apart from session-store.ts so the login page's first load carries none of it.
import { DICTIONARY_TYPES } from '@/lib/constants/session-start';
import type { ShellRoute } from '../route-types';
import { preselectFirstCommunity } from '../tree/first-selection';
import {
  buildPermittedRoutes,
  chooseHome,
  effectiveAccessList,
  isLimitedAccount,
  mapCustomMenus,
  normaliseDictionary,
} from './access';
import { getCommunityRoots } from './api/get-community-roots';
import { getDictionary } from './api/get-dictionary';
import { getMenuTree } from './api/get-menu-tree';
import { getProvinces } from './api/get-provinces';
import { getUserInfo } from './api/get-user-info';
import { getSessionState, loadSessionWith, type LoadedSession } from './session-store';
import { withSpecialUserItems } from './special-users';

async function fetchSession(
  routes: readonly ShellRoute[],
  target: ShellRoute | undefined,
): Promise<LoadedSession> {
  const token = getSessionState().token;
  // Only the menu tree needs an answer first (the user's id): the other calls go out at once, so a
  // page opened from a bookmark waits for two round trips, not three.
  const answers = Promise.all([getProvinces(), getCommunityRoots(), getDictionary(DICTIONARY_TYPES)]);
  answers.catch(() => undefined); // a failure is reported where it is awaited
  const userInfo = await getUserInfo();
  const menu = await getMenuTree(userInfo.userId);
  const [provinces, communities, dictionaryAnswer] = await answers;
  const limited = isLimitedAccount(menu.menuList);
  const accessAuthList = limited
    ? effectiveAccessList(menu.menuList, menu.accessAuthList)
    : withSpecialUserItems(userInfo.userName, menu.accessAuthList);
  const permitted = buildPermittedRoutes(routes, accessAuthList, userInfo.roleIds);
  const homeCandidates = new Set(routes.filter((r) => r.layout === 'frame' && !r.hidden).map((r) => r.name));
  const dictionary = normaliseDictionary(dictionaryAnswer, DICTIONARY_TYPES);
  // Before the session is shown: the target page's first render reads its tree's choice. Not after a
  // logout while loading (the next user's trees start empty).
  if (getSessionState().token === token && permitted.has(target?.name ?? ''))
    preselectFirstCommunity(target, communities.nodes);
  return {
    userInfo,
    menuList: menu.menuList,
    accessAuthList,
    permitted,
    limited,
    homeName: limited ? 'perfecting' : chooseHome(accessAuthList, permitted, homeCandidates),
    customMenus: limited ? [] : mapCustomMenus(menu.menuList),
    provinces,
    communities,
    dictionary,
  };
}

/**
 * Loads the session once for the mounted routes (see loadSessionWith); `target`, the route it is loaded
 * for, gets its community tree's first choice with it.
 */
export function loadSession(routes: readonly ShellRoute[], target?: ShellRoute): Promise<LoadedSession> {
  return loadSessionWith(() => fetchSession(routes, target));
}
