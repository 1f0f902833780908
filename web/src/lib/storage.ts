// Browser storage with the fixed key prefix and expiry counted in days (01 §9), plus the session
// token: persistent (localStorage, AUTH_EXPIRY_DAYS) with 记住我, browser-session only otherwise (01 §4).
import { AUTH_EXPIRY_DAYS, STORAGE_PREFIX, TOKEN_STORAGE_KEY } from './constants';

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

export function setItem<T>(key: string, value: T, options: SetItemOptions = {}): void {
  const entry: StoredEntry<T> = { value };
  if (options.days !== undefined) entry.expires = Date.now() + options.days * DAY_MS;
  const target = options.session ? sessionStorage : localStorage;
  // One key lives in one store only, so a later read cannot pick up a stale copy from the other.
  (options.session ? localStorage : sessionStorage).removeItem(storageKey(key));
  target.setItem(storageKey(key), JSON.stringify(entry));
}

function readFrom<T>(store: Storage, key: string): T | undefined {
  const raw = store.getItem(storageKey(key));
  if (raw === null) return undefined;
  try {
    const entry = JSON.parse(raw) as StoredEntry<T>;
    if (entry.expires !== undefined && entry.expires <= Date.now()) {
      store.removeItem(storageKey(key));
      return undefined;
    }
    return entry.value;
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
  else setItem(TOKEN_STORAGE_KEY, token, { session: true });
}

export function clearToken(): void {
  removeItem(TOKEN_STORAGE_KEY);
}
