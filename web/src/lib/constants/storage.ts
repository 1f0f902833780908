// Local storage keys and the session channel (01 §4, §9).

/** Local storage keys share a fixed prefix. */
export const STORAGE_PREFIX = 'zhsq_';
/** Auth expiry setting 30; the unit is days since storage expiry is counted in days. */
export const AUTH_EXPIRY_DAYS = 30;
export const TOKEN_STORAGE_KEY = 'token';
/**
 * BroadcastChannel on which the console's tabs share one session (01 §4): a tab without a token asks
 * for the browser session's, a sign-in and a session's end reach every tab (docs/adr/0062).
 */
export const SESSION_CHANNEL = 'zhsq-session';
/**
 * Set (in localStorage, holding no token) while a tab of this browser may keep a browser-session token
 * (记住我 off): only then does a tab opened without a token ask the others and wait for an answer.
 */
export const BROWSER_SESSION_MARK_KEY = 'browser_session_open';
/** How long a tab opened without a token waits for another tab to share the browser session. */
export const SESSION_JOIN_WAIT_MS = 1200;
/**
 * A one-shot message for the login page (shown there, then removed): why the session ended, kept across
 * the reload after '100013', or that 更新账户信息 saved the account (docs/adr/0065).
 */
export const FLASH_MESSAGE_STORAGE_KEY = 'flash_message';
export interface FlashMessage {
  text: string;
  /** warning when absent */
  type?: 'warning' | 'success';
  /**
   * The document (performance.timeOrigin) that wrote it before reloading: only a later document shows
   * it. Absent: the next login page of any document shows it.
   */
  from?: number;
}
/** 01 §4: remembers the last user name so a different user starts from the police dashboard. */
export const LAST_USER_NAME_STORAGE_KEY = 'last_user_name';
