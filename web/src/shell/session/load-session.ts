// Loading a session (01 §2.4.4): user, areas, community roots, menus and dictionary, and what the
// user may open. Kept apart from session-store.ts so the login page's first load carries none of it.
import { holdApiEffects } from '@/lib/api/instance';
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
import { needsSessionLoad } from './guard-decision';
import { endSession, getSessionState, loadSessionWith, type LoadedSession } from './session-store';
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

/** The load whose failure is handled already (one logout per load, whoever started or joined it). */
let watched: Promise<LoadedSession> | undefined;

/**
 * Starts the session's load for `target`, or joins the one under way, and returns it; a failure logs
 * the user out (01 §2.4.4) and the guard then sends them to login.
 */
export function startSessionLoad(routes: readonly ShellRoute[], target?: ShellRoute): Promise<LoadedSession> {
  const load = loadSession(routes, target);
  if (load === watched) return load;
  watched = load;
  load.catch((error: unknown) => {
    console.error('会话加载失败', error);
    endSession();
  });
  return load;
}

/**
 * Starts the load the guard would start for `target` now, while the page's code is still on its way
 * (docs/adr/0089): a bookmark or a sign-in then waits for the longer of the two, not for both in turn.
 * The request layer holds its effects until the console has mounted. Resolves when the load has ended
 * either way (its failure is handled as the guard's); undefined when the guard would not load.
 */
export function loadSessionAhead(
  routes: readonly ShellRoute[],
  target: ShellRoute,
): Promise<void> | undefined {
  const { token, loaded } = getSessionState();
  if (!needsSessionLoad({ hasToken: Boolean(token), loaded: Boolean(loaded), target })) return undefined;
  holdApiEffects();
  return startSessionLoad(routes, target).then(
    () => undefined,
    () => undefined,
  );
}
