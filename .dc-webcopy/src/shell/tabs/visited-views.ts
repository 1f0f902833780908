// History tabs (01 §2.9, §3 "visited view: path, title, meta", §4 "Tabs"): one tab per visited page,
// keyed by path (the pathname; the tab remembers the latest full path with its query). The home page
// and affix routes are pinned: they cannot be closed and survive 关闭其他 / 关闭所有. Pure list
// operations below, and one small external store the tab bar reads; cleared when the session ends.
import { useSyncExternalStore } from 'react';
import { onSessionEnd } from '../session/session-store';

export interface VisitedView {
  /** Pathname: the tab's identity and the keep-alive key of its view. */
  path: string;
  /** Pathname plus query, where clicking the tab goes back to. */
  fullPath: string;
  /** Route name. */
  name: string;
  title: string;
  /** Home and affix tabs are pinned: no close button, kept by 关闭其他 / 关闭所有. */
  pinned: boolean;
}

/** Adds a visited page at the end, or updates the tab it already has (latest query, title). */
export function addView(views: readonly VisitedView[], view: VisitedView): VisitedView[] {
  const index = views.findIndex((v) => v.path === view.path);
  if (index < 0) return [...views, view];
  const current = views[index]!;
  if (current.fullPath === view.fullPath && current.title === view.title) return [...views];
  const next = [...views];
  next[index] = { ...current, fullPath: view.fullPath, title: view.title };
  return next;
}

/**
 * Puts the pinned tabs (home first, then affix routes) at the front, in the given order, ahead of
 * every other tab; a pinned page already open as a normal tab becomes pinned in place of it.
 */
export function pinViews(views: readonly VisitedView[], pinned: readonly VisitedView[]): VisitedView[] {
  const paths = new Set(pinned.map((v) => v.path));
  const kept = new Map(views.map((v) => [v.path, v]));
  const front = pinned.map((p) => ({
    ...p,
    fullPath: kept.get(p.path)?.fullPath ?? p.fullPath,
    pinned: true,
  }));
  return [...front, ...views.filter((v) => !paths.has(v.path))];
}

/**
 * The tab that becomes active when `path` closes: its right neighbour, else its left one
 * (01 §4 "closed with fallback to the last tab or home"; undefined = go home).
 */
export function neighbourOf(views: readonly VisitedView[], path: string): VisitedView | undefined {
  const index = views.findIndex((v) => v.path === path);
  if (index < 0) return views.at(-1);
  return views[index + 1] ?? views[index - 1];
}

/** 关闭 (and middle-click): pinned tabs stay. */
export function closeView(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.filter((v) => v.path !== path || v.pinned);
}

/** 关闭其他: keeps the chosen tab and the pinned ones. */
export function closeOtherViews(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.filter((v) => v.path === path || v.pinned);
}

/** 关闭所有: only pinned tabs survive. */
export function closeAllViews(views: readonly VisitedView[]): VisitedView[] {
  return views.filter((v) => v.pinned);
}

/** Drag to reorder: the dragged tab takes the place of the one it was dropped on. */
export function moveView(views: readonly VisitedView[], from: string, to: string): VisitedView[] {
  const fromIndex = views.findIndex((v) => v.path === from);
  const toIndex = views.findIndex((v) => v.path === to);
  if (fromIndex < 0 || toIndex < 0 || fromIndex === toIndex) return [...views];
  const next = [...views];
  const [moved] = next.splice(fromIndex, 1);
  next.splice(toIndex, 0, moved!);
  return next;
}

/** Paths in `before` that are not in `after` (their cached views must go too). */
export function removedPaths(before: readonly VisitedView[], after: readonly VisitedView[]): string[] {
  const left = new Set(after.map((v) => v.path));
  return before.filter((v) => !left.has(v.path)).map((v) => v.path);
}

let views: readonly VisitedView[] = [];
const listeners = new Set<() => void>();

function set(next: readonly VisitedView[]): void {
  const same = next.length === views.length && next.every((v, i) => v === views[i]);
  if (same) return;
  views = next;
  for (const listener of listeners) listener();
}

export const visitedViews = {
  get: (): readonly VisitedView[] => views,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  add: (view: VisitedView) => set(addView(views, view)),
  pin: (pinned: readonly VisitedView[]) => set(pinViews(views, pinned)),
  move: (from: string, to: string) => set(moveView(views, from, to)),
  /** Each close returns the paths it removed. */
  close(path: string): string[] {
    const before = views;
    set(closeView(views, path));
    return removedPaths(before, views);
  },
  closeOthers(path: string): string[] {
    const before = views;
    set(closeOtherViews(views, path));
    return removedPaths(before, views);
  },
  closeAll(): string[] {
    const before = views;
    set(closeAllViews(views));
    return removedPaths(before, views);
  },
  clear: () => set([]),
};

export function useVisitedViews(): readonly VisitedView[] {
  return useSyncExternalStore(visitedViews.subscribe, visitedViews.get);
}

// 01 §4: logout clears the visited views, so the next user (another user name included) starts afresh.
onSessionEnd(visitedViews.clear);
