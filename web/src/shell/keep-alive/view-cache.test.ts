// Keep-alive bookkeeping (01 §2.5, §9): at most 12 views, least recently used dropped first.
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MAX_VIEWS } from '@/lib/constants/layout';
import { endSession } from '../session/session-store';
import { touchKey, viewCache } from './view-cache';

const pages = Array.from({ length: 13 }, (_, i) => `/page/${i + 1}`);

afterEach(() => viewCache.clear());

describe('view cache', () => {
  it('01 §9: keeps at most 12 views', () => {
    expect(KEEP_ALIVE_MAX_VIEWS).toBe(12);
  });

  it('01 §2.5: a 13th view evicts the least recently used one', () => {
    const evicted = pages.flatMap((page) => viewCache.touch(page));
    expect(evicted).toEqual(['/page/1']);
    expect(viewCache.get().keys).toEqual(pages.slice(1));
  });

  it('01 §2.5: revisiting a view makes it the most recent, so another one goes', () => {
    for (const page of pages.slice(0, 12)) viewCache.touch(page);
    viewCache.touch('/page/1');
    expect(viewCache.touch('/page/13')).toEqual(['/page/2']);
    expect(viewCache.get().keys.at(-2)).toBe('/page/1');
  });

  it('going back to a kept view tells no one (the outlet renders the set, not the order)', () => {
    for (const page of pages.slice(0, 3)) viewCache.touch(page);
    let told = 0;
    const stop = viewCache.subscribe(() => told++);
    viewCache.touch('/page/1');
    viewCache.touch('/page/2');
    expect(told).toBe(0);
    viewCache.touch('/page/4');
    expect(told).toBe(1);
    expect(viewCache.get().keys).toEqual(['/page/3', '/page/1', '/page/2', '/page/4']);
    stop();
  });

  it('touchKey is pure and honours a smaller limit', () => {
    const keys = ['/a', '/b', '/c'];
    expect(touchKey(keys, '/d', 3)).toEqual({ keys: ['/b', '/c', '/d'], evicted: ['/a'] });
    expect(keys).toEqual(['/a', '/b', '/c']);
  });

  it('01 §2.9: closed tabs drop their views; 刷新 bumps the view generation', () => {
    viewCache.touch('/a');
    viewCache.touch('/b');
    viewCache.drop(['/a']);
    expect(viewCache.get().keys).toEqual(['/b']);
    viewCache.refresh('/b');
    viewCache.refresh('/b');
    expect(viewCache.get().generations['/b']).toBe(2);
  });

  it('01 §4: a new session starts with no cached views', () => {
    viewCache.touch('/a');
    endSession();
    expect(viewCache.get().keys).toEqual([]);
  });
});
