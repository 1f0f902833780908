// The constants the console's entry and login page need (routes, storage, session), apart from
// constants.ts so the first load does not carry the whole list (docs/adr/0054). constants.ts
// re-exports them: import from there everywhere else.

// ── Routes (01 §2) ─────────────────────────────────────────────────────────────────────────────────
export const LOGIN_PATH = '/login';
export const ERROR_404_PATH = '/error-404';
/** Named route that resolves to the user's home page (01 §2.3 "home"). */
export const HOME_PATH = '/home';
/** 01 §2.4.4: targets the guard sends the user to directly after loading. */
export const ACCOUNT_ROUTE_NAMES: readonly string[] = ['perfecting', 'changePwd', 'updateAccount'];

// ── Storage (01 §9) ────────────────────────────────────────────────────────────────────────────────
/** Local storage keys share a fixed prefix. */
export const STORAGE_PREFIX = 'zhsq_';
/** Auth expiry setting 30; the unit is days since storage expiry is counted in days. */
export const AUTH_EXPIRY_DAYS = 30;
export const TOKEN_STORAGE_KEY = 'token';
/** BroadcastChannel on which a tab tells the console's other tabs that a session ended (docs/adr/0020). */
export const SESSION_CHANNEL = 'zhsq-session';
/** A message that must survive the reload after '100013' (shown on the login page, then removed). */
export const FLASH_MESSAGE_STORAGE_KEY = 'flash_message';
/** The one-shot message and the document (performance.timeOrigin) that wrote it before reloading. */
export interface FlashMessage {
  text: string;
  from: number;
}

// ── Layout (01 §2.5, §2.6) ───────────────────────────────────────────────────────────────────────────
export const DEFAULT_PLATFORM_NAME = '智慧社区综合服务平台';
/**
 * The console's own blue (antd blue-7): white text on it and it on white or its light tint reach WCAG AA
 * 4.5:1 (antd's default #1677ff gives 4.1:1 and 3.7:1; docs/adr/0049).
 */
export const DEFAULT_PRIMARY_COLOR = '#0958d9';
