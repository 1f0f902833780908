// Storage helpers: fixed prefix, expiry in days, persistent vs session token (spec 01 §4, §9).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_EXPIRY_DAYS, STORAGE_PREFIX, TOKEN_STORAGE_KEY } from './constants';
import { clearToken, getItem, getToken, removeItem, saveToken, setItem } from './storage';

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
