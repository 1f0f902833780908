// Browser storage with the fixed key prefix and expiry counted in days (01 §9), plus the session
// token: persistent (localStorage, AUTH_EXPIRY_DAYS) with 记住我, browser-session only otherwise (01 §4).
// Entries are JSON {"value": …, "expires"?: epoch ms}; unreadable or foreign entries read as absent.
import {
  AUTH_EXPIRY_DAYS,
  BROWSER_SESSION_MARK_KEY,
  LAST_USER_NAME_STORAGE_KEY,
  STORAGE_PREFIX,
  TOKEN_STORAGE_KEY,
} from './constants/storage';

const DAY_MS = 24 * 60 * 60 * 1000;

interface StoredEntry<T> {
  value: T;
  /** Epoch milliseconds; absent = never expires. */
  expires?: number;
}

export interface SetItemOptions {
  /** Expiry in days from now. */
  days?: number;
  /** Keep only for the browser session (sessionStorage). */
  session?: boolean;
}

export function storageKey(key: string): string {
  return STORAGE_PREFIX + key;
}

/**
 * Stores `value` as JSON. Returns false when the browser refuses (quota exceeded, storage disabled).
 * `days` must be a finite number ≥ 0 (fractions allowed; 0 = already expired at the next read).
 */
export function setItem<T>(key: string, value: T, options: SetItemOptions = {}): boolean {
  const entry: StoredEntry<T> = { value };
  if (options.days !== undefined) {
    if (!Number.isFinite(options.days) || options.days < 0) {
      throw new RangeError(`存储有效期必须是非负天数：${options.days}`);
    }
    entry.expires = Date.now() + options.days * DAY_MS;
  }
  try {
    const target = options.session ? sessionStorage : localStorage;
    // One key lives in one store only, so a later read cannot pick up a stale copy from the other.
    (options.session ? localStorage : sessionStorage).removeItem(storageKey(key));
    target.setItem(storageKey(key), JSON.stringify(entry));
    return true;
  } catch (error) {
    console.error('本地存储写入失败', key, error);
    return false;
  }
}

function isStoredEntry(value: unknown): value is StoredEntry<unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { expires } = value as { expires?: unknown };
  return expires === undefined || typeof expires === 'number';
}

function readFrom<T>(store: Storage, key: string): T | undefined {
  let raw: string | null;
  try {
    raw = store.getItem(storageKey(key));
  } catch {
    return undefined; // storage disabled by the browser
  }
  if (raw === null) return undefined;
  try {
    const entry: unknown = JSON.parse(raw);
    // Written by something else (another app on the origin, an old version): not ours to read.
    if (!isStoredEntry(entry)) throw new TypeError('not a stored entry');
    if (entry.expires !== undefined && entry.expires <= Date.now()) {
      store.removeItem(storageKey(key));
      return undefined;
    }
    return entry.value as T;
  } catch {
    store.removeItem(storageKey(key));
    return undefined;
  }
}

export function getItem<T>(key: string): T | undefined {
  return readFrom<T>(sessionStorage, key) ?? readFrom<T>(localStorage, key);
}

export function removeItem(key: string): void {
  sessionStorage.removeItem(storageKey(key));
  localStorage.removeItem(storageKey(key));
}

export function getToken(): string | undefined {
  return getItem<string>(TOKEN_STORAGE_KEY);
}

export function saveToken(token: string, remember: boolean): void {
  if (remember) setItem(TOKEN_STORAGE_KEY, token, { days: AUTH_EXPIRY_DAYS });
  else {
    setItem(TOKEN_STORAGE_KEY, token, { session: true });
    markBrowserSession(true);
  }
}

/** Whether a tab of this browser may keep a browser-session token that a new tab could ask for. */
export function browserSessionMayBeOpen(): boolean {
  return readFrom<boolean>(localStorage, BROWSER_SESSION_MARK_KEY) === true;
}

/** Marks (or unmarks) that a tab of this browser keeps a browser-session token; the mark holds no token. */
export function markBrowserSession(open: boolean): void {
  if (open) setItem(BROWSER_SESSION_MARK_KEY, true);
  else localStorage.removeItem(storageKey(BROWSER_SESSION_MARK_KEY));
}

/** The token when it is kept for the browser session only (记住我 off), which other tabs cannot read. */
export function getBrowserSessionToken(): string | undefined {
  return readFrom<string>(sessionStorage, TOKEN_STORAGE_KEY);
}

export function clearToken(): void {
  removeItem(TOKEN_STORAGE_KEY);
  markBrowserSession(false);
}

/**
 * Records the account that signed in on this browser (01 §4); true when the one before was another
 * account. Kept without expiry: the comparison is about this browser, not this session.
 */
export function recordSignedInUser(userName: string): boolean {
  const last = getItem<string>(LAST_USER_NAME_STORAGE_KEY);
  setItem(LAST_USER_NAME_STORAGE_KEY, userName);
  return last !== undefined && last !== userName;
}
