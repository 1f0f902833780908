import { describe, expect, it } from 'vitest';
import { slicePage } from './paging.js';

const list = Array.from({ length: 23 }, (_, i) => i + 1);

describe('slicePage', () => {
  it('slices by page and limit, reporting the full total', () => {
    expect(slicePage(list, { page: 3, limit: 10 })).toEqual({
      items: [21, 22, 23],
      total: 23,
      page: 3,
      limit: 10,
    });
  });

  it('uses the default limit and page 1', () => {
    expect(slicePage(list, {}).items).toHaveLength(15);
    expect(slicePage(list, {}, 100).items).toHaveLength(23);
  });

  it('lets an explicit offset win over the page', () => {
    expect(slicePage(list, { page: 5, limit: 2, offset: 0 }).items).toEqual([1, 2]);
    expect(slicePage(list, { limit: 1, offset: 22 }).items).toEqual([23]);
  });

  it('returns an empty page beyond the end', () => {
    expect(slicePage(list, { page: 9, limit: 10 }).items).toEqual([]);
  });
});
