// Session state (01 §3, §4): no token → token, routes not loaded → routes loaded. A small external
// store so the guard, the layout and pages read one source; React reads it through useSession().
import { SESSION_CHANNEL, SESSION_JOIN_WAIT_MS } from '@/lib/constants/storage';
import { DASHBOARD_PATH } from '@/lib/constants/routes';
import {
  browserSessionMayBeOpen,
  clearToken,
  getBrowserSessionToken,
  getToken,
  markBrowserSession,
  recordSignedInUser,
  saveToken,
} from '@/lib/storage';
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
  /** No token here yet: another tab of this browser may still share its session (docs/adr/0062). */
  joining?: boolean;
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
  const landing = switched ? DASHBOARD_PATH : undefined;
  loading = undefined;
  pendingJoin = undefined;
  setState(landing ? { token, landing } : { token });
  tellOtherTabs({ type: 'session-start', token, remember, userName, landing });
}

/**
 * Logout or forced logout: token, user, routes and tree state go (01 §4). `signedOut` marks the
 * user's own 退出, after which login opens without a redirect back to the last page.
 */
export function endSession({ signedOut = false }: { signedOut?: boolean } = {}): void {
  const ended = state.token;
  finishSession(signedOut);
  if (ended) tellOtherTabs({ type: 'session-end', token: ended, signedOut });
}

function finishSession(signedOut: boolean): void {
  clearToken();
  loading = undefined;
  setState(signedOut ? { signedOut } : {});
  for (const listener of endListeners) listener();
}

/**
 * The console's tabs in one browser share one session (docs/adr/0020, 0062), over a same-origin
 * BroadcastChannel; the token never travels in a URL.
 * - A tab opened without a token (a link opened in a new tab, a bookmark) asks the others; a tab that
 *   keeps the session for the browser session only (记住我 off) answers with it, and the new tab keeps
 *   it in its own sessionStorage. When no tab answers in SESSION_JOIN_WAIT_MS, it shows login.
 * - A sign-in reaches every tab: a tab without a session takes it, a tab of the same account takes the
 *   new token, a tab of another account reloads on the police dashboard, keeping nothing in memory.
 * - A logout or a '100013' / '100015' ends every tab holding the same token; tabs are compared by token.
 */
type TabMessage =
  | { type: 'session-end'; token: string; signedOut: boolean }
  | { type: 'session-start'; token: string; remember: boolean; userName?: string; landing?: string }
  | { type: 'session-request'; id: string }
  | { type: 'session-share'; id: string; token: string };
type SessionStartMessage = Extract<TabMessage, { type: 'session-start' }>;

const otherTabs = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(SESSION_CHANNEL);
// Node's BroadcastChannel (unit tests) would otherwise keep the process alive; browsers have no unref.
(otherTabs as { unref?: () => void } | undefined)?.unref?.();
/** The id of this tab's unanswered request for the browser session. */
let pendingJoin: string | undefined;

function tellOtherTabs(message: TabMessage): void {
  otherTabs?.postMessage(message);
}

/** Another account signed in in another tab: nothing of this one stays in memory. */
function reloadAt(path: string): void {
  for (const listener of endListeners) listener();
  window.history.replaceState(null, '', `#${path}`);
  window.location.reload();
}

function takeStartedSession({ token, remember, userName, landing }: SessionStartMessage): void {
  if (token === state.token) return;
  saveToken(token, remember);
  pendingJoin = undefined;
  if (!state.token) {
    loading = undefined;
    setState(landing ? { token, landing } : { token });
  } else if (userName !== undefined && state.loaded?.userInfo.userName === userName) {
    setState({ ...state, token });
  } else {
    reloadAt(DASHBOARD_PATH);
  }
}

function onTabMessage(message: TabMessage): void {
  switch (message.type) {
    case 'session-end':
      if (message.token === state.token) finishSession(message.signedOut);
      return;
    case 'session-start':
      takeStartedSession(message);
      return;
    case 'session-request': {
      // Only a copy another tab cannot read itself; a remembered token is in the shared localStorage.
      const token = getBrowserSessionToken();
      if (token && token === state.token) {
        markBrowserSession(true); // a tab that found no answer in time may have cleared the mark
        tellOtherTabs({ type: 'session-share', id: message.id, token });
      }
      return;
    }
    case 'session-share':
      if (message.id !== pendingJoin || state.token) return;
      pendingJoin = undefined;
      saveToken(message.token, false);
      setState({ token: message.token });
  }
}
otherTabs?.addEventListener('message', (event: MessageEvent<TabMessage>) => {
  if (typeof event.data === 'object' && event.data !== null) onTabMessage(event.data);
});

/**
 * A tab without a token asks the other tabs for the browser session; `joining` until one answers. It
 * asks only while a tab of this browser may keep one (the mark): a bookmark opened with no such tab
 * shows login at once, and a mark no tab answers for (the browser was closed) is cleared.
 */
export function joinBrowserSession(): void {
  if (!otherTabs || state.token || !browserSessionMayBeOpen()) return;
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  pendingJoin = id;
  state = { ...state, joining: true };
  tellOtherTabs({ type: 'session-request', id });
  // Past the wait the tab shows login; a late answer (a busy tab) still signs it in, so login then
  // goes on to the page that was asked for.
  setTimeout(() => {
    if (pendingJoin === id) markBrowserSession(false);
    if (state.joining) setState({ ...state, joining: undefined });
  }, SESSION_JOIN_WAIT_MS);
}
joinBrowserSession();

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
