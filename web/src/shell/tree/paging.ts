// Paging of one branch of the side tree (01 §2.10, §9): the children loaded so far, how many the
// server has, and when scrolling has reached the end of the list.
import { TREE_SCROLL_END_THRESHOLD } from '@/lib/constants/side-tree';

export interface Branch {
  /** Child keys in server order. */
  keys: readonly string[];
  /** How many children the server has for this branch. */
  total: number;
  /** Pages loaded so far (0 = never loaded). */
  page: number;
  loading: boolean;
}

/** Branch key of the top-level list. */
export const ROOT = '';

export const EMPTY_BRANCH: Branch = { keys: [], total: 0, page: 0, loading: false };

/** The branch holds everything the server has, once a first page arrived. */
export function isComplete(branch: Branch): boolean {
  return branch.page > 0 && branch.keys.length >= branch.total;
}

export function hasMore(branch: Branch): boolean {
  return branch.page > 0 && branch.keys.length < branch.total;
}

/** A next page may be asked for: more exist and none is on its way. */
export function canLoadMore(branch: Branch): boolean {
  return hasMore(branch) && !branch.loading;
}

/**
 * Adds one page. Keys already present are skipped (a cursor that overlaps, a node added between two
 * pages). An empty page ends the branch even if the server's total promised more, so a total that
 * shrank on the server cannot make the tree ask for the same page forever.
 */
export function appendPage(branch: Branch, keys: readonly string[], total: number): Branch {
  const seen = new Set(branch.keys);
  const added = keys.filter((key) => !seen.has(key));
  const merged = [...branch.keys, ...added];
  return {
    keys: merged,
    total: added.length === 0 && branch.page > 0 ? merged.length : Math.max(total, merged.length),
    page: branch.page + 1,
    loading: false,
  };
}

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** 01 §9: the list counts as scrolled to the end within 50 px of its bottom. */
export function isNearEnd(metrics: ScrollMetrics, threshold = TREE_SCROLL_END_THRESHOLD): boolean {
  return metrics.scrollHeight - metrics.scrollTop - metrics.clientHeight <= threshold;
}

/** The advanced query's cursor: the id of the last community loaded (01 §7 lastDepId). */
export function lastDepIdOf(keys: readonly string[]): number | undefined {
  for (let i = keys.length - 1; i >= 0; i--) {
    const match = /^dep:(\d+)$/.exec(keys[i]!);
    if (match) return Number(match[1]);
  }
  return undefined;
}
