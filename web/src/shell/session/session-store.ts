// Session state (01 §3, §4): no token → token, routes not loaded → routes loaded. A small external
// store so the guard, the layout and pages read one source; React reads it through useSession().
import { SESSION_CHANNEL } from '@/lib/constants/storage';
import { DASHBOARD_PATH } from '@/lib/constants/routes';
import { clearToken, getToken, recordSignedInUser, saveToken } from '@/lib/storage';
import type { CustomMenu } from './access';
import type { CommunityRoots } from './api/get-community-roots';
import type { Area, DictItem, MenuItem, UserInfo } from './api/types';

export interface LoadedSession {
  userInfo: UserInfo;
  menuList: MenuItem[];
  /** Effective access list (pseudo items for an account without menus). */
  accessAuthList: string[];
  /** Names of the route-table routes this user may open. */
  permitted: ReadonlySet<string>;
  /** Account without menus: profile completion only. */
  limited: boolean;
  homeName: string;
  customMenus: CustomMenu[];
  provinces: Area[];
  communities: CommunityRoots;
  dictionary: Record<string, DictItem[]>;
}

export interface SessionState {
  token?: string;
  loaded?: LoadedSession;
  /** The user chose 退出: login opens without a redirect back. */
  signedOut?: boolean;
  /**
   * Where login leads instead of its redirect or the home page: another account than the last one on
   * this browser starts from the police dashboard (01 §4), never from the previous account's page.
   */
  landing?: string;
}

let state: SessionState = { token: getToken() };
let loading: Promise<LoadedSession> | undefined;
const listeners = new Set<() => void>();
const endListeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getSessionState(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs when a session ends (logout, forced logout, failed start-up): e.g. clear query caches. */
export function onSessionEnd(listener: () => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/**
 * After login: keep the token persistently with 记住我, else for the browser session (01 §4). With the
 * account's user name, a switch of account on this browser sends the next navigation to the police
 * dashboard; the previous account's visited views went when its session ended.
 */
export function startSession(token: string, remember: boolean, userName?: string): void {
  saveToken(token, remember);
  const switched = userName !== undefined && recordSignedInUser(userName);
  loading = undefined;
  setState(switched ? { token, landing: DASHBOARD_PATH } : { token });
}

/**
 * Logout or forced logout: token, user, routes and tree state go (01 §4). `signedOut` marks the
 * user's own 退出, after which login opens without a redirect back to the last page.
 */
export function endSession({ signedOut = false }: { signedOut?: boolean } = {}): void {
  const ended = state.token;
  finishSession(signedOut);
  if (ended)
    otherTabs?.postMessage({ type: 'session-end', token: ended, signedOut } satisfies SessionEndMessage);
}

function finishSession(signedOut: boolean): void {
  clearToken();
  loading = undefined;
  setState(signedOut ? { signedOut } : {});
  for (const listener of endListeners) listener();
}

/**
 * Other tabs of the console (docs/adr/0020): a logout or a '100013' / '100015' in one tab ends the
 * same session in every tab at once, including tabs that keep it in sessionStorage (记住我 off, a tab
 * opened from another). Only the token is compared: a tab signed in as someone else keeps its session.
 */
interface SessionEndMessage {
  type: 'session-end';
  token: string;
  signedOut: boolean;
}
const otherTabs = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(SESSION_CHANNEL);
// Node's BroadcastChannel (unit tests) would otherwise keep the process alive; browsers have no unref.
(otherTabs as { unref?: () => void } | undefined)?.unref?.();
otherTabs?.addEventListener('message', (event: MessageEvent<SessionEndMessage>) => {
  if (event.data?.type === 'session-end' && event.data.token === state.token)
    finishSession(event.data.signedOut);
});

/** The user edited their own profile (profileUpdate): the loaded session shows the new user info. */
export function replaceUserInfo(userInfo: UserInfo): void {
  if (state.loaded) setState({ ...state, loaded: { ...state.loaded, userInfo } });
}

/**
 * 01 §2.4.4: first navigation with a token loads the session once, however many navigations ask
 * (`fetch` runs at most once while a load is pending). Rejects when the load fails; the guard then
 * logs out and goes to login. The calls themselves live in load-session.ts, with the layout's code,
 * so the login page does not load them (docs/adr/0054).
 */
export function loadSessionWith(fetch: () => Promise<LoadedSession>): Promise<LoadedSession> {
  if (state.loaded) return Promise.resolve(state.loaded);
  if (!loading) {
    const token = state.token;
    const pending = fetch().then((loaded) => {
      // A logout while loading wins: do not resurrect the ended session.
      if (loading === pending && state.token === token) setState({ ...state, loaded });
      return loaded;
    });
    pending
      .catch(() => undefined)
      .finally(() => {
        if (loading === pending) loading = undefined;
      });
    loading = pending;
  }
  return loading;
}
