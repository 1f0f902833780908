/**
 * @vitest-environment jsdom
 * The full-storage test stubs Storage.prototype.setItem, which happy-dom's localStorage does not call.
 */
// Storage helpers: fixed prefix, expiry in days, persistent vs session token (spec 01 §4, §9).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_EXPIRY_DAYS, STORAGE_PREFIX, TOKEN_STORAGE_KEY } from './constants/storage';
import { clearToken, getItem, getToken, recordSignedInUser, removeItem, saveToken, setItem } from './storage';

afterEach(() => {
  vi.useRealTimers();
});

describe('storage (01 §9)', () => {
  it('§9 keys share the fixed prefix', () => {
    setItem('qt_port', 8081);
    expect(localStorage.getItem(`${STORAGE_PREFIX}qt_port`)).toBe('{"value":8081}');
    expect(getItem('qt_port')).toBe(8081);
    removeItem('qt_port');
    expect(getItem('qt_port')).toBeUndefined();
  });

  it('§9 expiry is counted in days', () => {
    vi.useFakeTimers();
    setItem('flag', true, { days: 2 });
    vi.advanceTimersByTime(2 * 24 * 3600 * 1000 - 1);
    expect(getItem('flag')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(getItem('flag')).toBeUndefined();
    expect(localStorage.getItem(`${STORAGE_PREFIX}flag`)).toBeNull();
  });

  it('unreadable entries are dropped instead of throwing', () => {
    localStorage.setItem(`${STORAGE_PREFIX}broken`, '{not json');
    expect(getItem('broken')).toBeUndefined();
  });
});

describe('session token (01 §4)', () => {
  it('§4 remember-me keeps the token persistently for AUTH_EXPIRY_DAYS', () => {
    vi.useFakeTimers();
    saveToken('sid-1', true);
    expect(sessionStorage.length).toBe(0);
    expect(getToken()).toBe('sid-1');
    vi.advanceTimersByTime(AUTH_EXPIRY_DAYS * 24 * 3600 * 1000);
    expect(getToken()).toBeUndefined();
  });

  it('§4 without remember-me the token lives in the browser session only', () => {
    saveToken('sid-2', false);
    expect(localStorage.getItem(STORAGE_PREFIX + TOKEN_STORAGE_KEY)).toBeNull();
    expect(getToken()).toBe('sid-2');
  });

  it('§4 a new login replaces the other kind of token and logout clears both', () => {
    saveToken('persistent', true);
    saveToken('session', false);
    expect(localStorage.getItem(STORAGE_PREFIX + TOKEN_STORAGE_KEY)).toBeNull();
    expect(getToken()).toBe('session');
    clearToken();
    expect(getToken()).toBeUndefined();
  });
});

describe('storage with hostile values (01 §9 "Local storage keys share a fixed prefix; expiry counted in days")', () => {
  it.each<[string, unknown]>([
    ['empty string', ''],
    ['zero', 0],
    ['false', false],
    ['null', null],
    ['emoji', '😀👨‍👩‍👧'],
    ['SQL fragment', "'; DROP TABLE users; --"],
    ['HTML fragment', '<img src=x onerror=alert(1)>'],
    ['nested object', { a: [1, { b: '张三' }] }],
    ['very long text', 'x'.repeat(100_000)],
  ])('%s round-trips', (_label, value) => {
    expect(setItem('hostile', value)).toBe(true);
    expect(getItem('hostile')).toEqual(value);
  });

  it.each([
    ['keys with spaces and symbols', 'a b/c?d'],
    ['a Chinese key', '消息提醒_1'],
    ['an empty key', ''],
  ])('%s still get the prefix', (_label, key) => {
    setItem(key, 1);
    expect(localStorage.getItem(`${STORAGE_PREFIX}${key}`)).toBe('{"value":1}');
  });

  it('§9 fractional days count as parts of a day; 0 days is expired at once', () => {
    vi.useFakeTimers();
    setItem('half', 1, { days: 0.5 });
    vi.advanceTimersByTime(12 * 3600 * 1000 - 1);
    expect(getItem('half')).toBe(1);
    vi.advanceTimersByTime(1);
    expect(getItem('half')).toBeUndefined();
    setItem('zero', 1, { days: 0 });
    expect(getItem('zero')).toBeUndefined();
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('§9 %d days is refused', (days) => {
    expect(() => setItem('bad', 1, { days })).toThrow(RangeError);
    expect(getItem('bad')).toBeUndefined();
  });

  it.each([
    ['a bare number', '42'],
    ['null', 'null'],
    ['an array', '[1,2]'],
    ['a string expiry', '{"value":1,"expires":"tomorrow"}'],
    ['truncated JSON', '{"value":'],
  ])('an entry that is %s reads as absent and is dropped', (_label, raw) => {
    localStorage.setItem(`${STORAGE_PREFIX}foreign`, raw);
    expect(getItem('foreign')).toBeUndefined();
    expect(localStorage.getItem(`${STORAGE_PREFIX}foreign`)).toBeNull();
  });

  it('a full storage makes setItem answer false instead of throwing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(setItem('full', 'x')).toBe(false);
    spy.mockRestore();
    error.mockRestore();
  });

  it('a storage the browser disables reads as empty', () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(getItem('anything')).toBeUndefined();
    spy.mockRestore();
  });
});

describe('the account that signed in last on this browser (01 §4)', () => {
  afterEach(() => localStorage.clear());

  it('a first sign-in and the same account again are no switch; another account is', () => {
    expect(recordSignedInUser('admin')).toBe(false);
    expect(recordSignedInUser('admin')).toBe(false);
    expect(recordSignedInUser('operator')).toBe(true);
    expect(recordSignedInUser('operator')).toBe(false);
    expect(recordSignedInUser('admin')).toBe(true);
  });
});
