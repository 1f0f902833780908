// Keep-alive bookkeeping (01 §2.5, §9): which views stay mounted (at most KEEP_ALIVE_MAX_VIEWS, keyed
// by path, least recently used dropped first) and a generation per path that 刷新 bumps to remount a
// view. The keep-alive outlet renders what this store lists; tabs drop the views they close.
import { useSyncExternalStore } from 'react';
import { KEEP_ALIVE_MAX_VIEWS } from '@/lib/constants/layout';
import { onSessionEnd } from '../session/session-store';

export interface ViewCacheState {
  /** Cached paths (least recently used first as of the last time the set of paths changed). */
  keys: readonly string[];
  /** Remount counter per path (absent = 0). */
  generations: Readonly<Record<string, number>>;
}

/** Marks `key` as just used; returns the new order and the keys pushed out beyond `max`. */
export function touchKey(
  keys: readonly string[],
  key: string,
  max: number = KEEP_ALIVE_MAX_VIEWS,
): { keys: string[]; evicted: string[] } {
  const next = [...keys.filter((k) => k !== key), key];
  const overflow = Math.max(0, next.length - max);
  return { keys: next.slice(overflow), evicted: next.slice(0, overflow) };
}

const EMPTY: ViewCacheState = { keys: [], generations: {} };
let state: ViewCacheState = EMPTY;
/**
 * The use order, least recent first. Published only when the set of paths changes: a switch between
 * kept pages reorders it, and the outlet, which renders the set, must not re-render for that alone
 * (docs/adr/0024).
 */
let order: readonly string[] = [];
const listeners = new Set<() => void>();

function set(next: ViewCacheState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const viewCache = {
  get: (): ViewCacheState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A cacheable view became active. Returns the evicted paths. */
  touch(key: string): string[] {
    if (order.at(-1) === key) return [];
    const known = order.includes(key);
    const { keys, evicted } = touchKey(order, key);
    order = keys;
    if (!known || evicted.length) set({ ...state, keys });
    return evicted;
  },
  /** Forgets views (closed tabs): their next visit mounts them afresh. */
  drop(paths: readonly string[]): void {
    const gone = new Set(paths);
    if (!order.some((k) => gone.has(k))) return;
    order = order.filter((k) => !gone.has(k));
    set({ ...state, keys: order });
  },
  /** 刷新: the view remounts (cached or not). */
  refresh(key: string): void {
    set({ ...state, generations: { ...state.generations, [key]: (state.generations[key] ?? 0) + 1 } });
  },
  clear(): void {
    order = [];
    set(EMPTY);
  },
};

export function useViewCache(): ViewCacheState {
  return useSyncExternalStore(viewCache.subscribe, viewCache.get);
}

// A new session never sees the previous user's pages.
onSessionEnd(viewCache.clear);
