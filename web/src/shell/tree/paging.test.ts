// 01 §2.10, §9: paging of the side tree (page size 40, scroll-end threshold 50 px, lastDepId cursor).
import { describe, expect, it } from 'vitest';
import { TREE_SCROLL_END_THRESHOLD } from '@/lib/constants/side-tree';
import { appendPage, canLoadMore, EMPTY_BRANCH, hasMore, isComplete, isNearEnd, lastDepIdOf } from './paging';

const keys = (from: number, count: number) => Array.from({ length: count }, (_, i) => `dep:${from + i}`);

describe('branch paging', () => {
  it('01 §9: pages of 40 grow the list until the total is reached', () => {
    let branch = appendPage(EMPTY_BRANCH, keys(1499, 40), 100);
    expect(branch).toMatchObject({ page: 1, total: 100, loading: false });
    expect(hasMore(branch)).toBe(true);
    branch = appendPage(branch, keys(1539, 40), 100);
    branch = appendPage(branch, keys(1579, 20), 100);
    expect(branch.keys).toHaveLength(100);
    expect(branch.page).toBe(3);
    expect(hasMore(branch)).toBe(false);
    expect(isComplete(branch)).toBe(true);
  });

  it('a branch never loaded has no "more" and is not complete', () => {
    expect(hasMore(EMPTY_BRANCH)).toBe(false);
    expect(isComplete(EMPTY_BRANCH)).toBe(false);
  });

  it('no second request while a page is on its way', () => {
    const branch = { ...appendPage(EMPTY_BRANCH, keys(1, 40), 80), loading: true };
    expect(canLoadMore(branch)).toBe(false);
    expect(canLoadMore({ ...branch, loading: false })).toBe(true);
  });

  it('overlapping pages do not duplicate nodes', () => {
    const branch = appendPage(appendPage(EMPTY_BRANCH, keys(1, 40), 70), keys(31, 40), 70);
    expect(branch.keys).toEqual(keys(1, 70));
  });

  it('an empty page ends the branch even when the total promised more', () => {
    const branch = appendPage(appendPage(EMPTY_BRANCH, keys(1, 40), 90), [], 90);
    expect(branch.total).toBe(40);
    expect(hasMore(branch)).toBe(false);
  });

  it.each([
    [{ scrollTop: 0, scrollHeight: 1000, clientHeight: 500 }, false],
    [{ scrollTop: 449, scrollHeight: 1000, clientHeight: 500 }, false],
    [{ scrollTop: 450, scrollHeight: 1000, clientHeight: 500 }, true],
    [{ scrollTop: 500, scrollHeight: 1000, clientHeight: 500 }, true],
    [{ scrollTop: 0, scrollHeight: 300, clientHeight: 500 }, true],
  ])('01 §9: scroll-end within %j → %s (threshold 50 px)', (metrics, expected) => {
    expect(TREE_SCROLL_END_THRESHOLD).toBe(50);
    expect(isNearEnd(metrics)).toBe(expected);
  });

  it('01 §7: the lastDepId cursor is the last community loaded', () => {
    expect(lastDepIdOf(['dep:1499', 'dep:1530'])).toBe(1530);
    expect(lastDepIdOf(['dep:1499', 'building:149901'])).toBe(1499);
    expect(lastDepIdOf([])).toBeUndefined();
  });
});
