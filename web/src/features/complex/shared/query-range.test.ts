import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY_DAY, queryRange } from './query-range';

describe('query range (01 §3 query default day 7)', () => {
  it('defaults to 7 days and counts today as the last day', () => {
    expect(DEFAULT_QUERY_DAY).toBe(7);
    expect(queryRange(7, new Date(2026, 10, 21, 9, 30))).toEqual({
      beginDate: '2026-11-15',
      endDate: '2026-11-21',
    });
  });

  it('crosses month and year boundaries', () => {
    expect(queryRange(30, new Date(2026, 0, 10))).toEqual({ beginDate: '2025-12-12', endDate: '2026-01-10' });
  });
});
