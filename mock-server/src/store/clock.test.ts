import { describe, expect, it } from 'vitest';
import { formatDateTime, parseQueryTime, startOfBeijingDay, withinRange } from './clock.js';

describe('clock (Beijing time)', () => {
  it('parses date-time filters as Beijing time', () => {
    expect(parseQueryTime('2026-11-21 09:30:00')).toBe(Date.parse('2026-11-21T09:30:00+08:00'));
  });

  it('reads a date-only start as 00:00:00 and a date-only end as 23:59:59', () => {
    expect(parseQueryTime('2026-11-21')).toBe(Date.parse('2026-11-21T00:00:00+08:00'));
    expect(parseQueryTime('2026-11-21', true)).toBe(Date.parse('2026-11-21T23:59:59+08:00'));
  });

  it('ignores absent or unreadable text', () => {
    expect(parseQueryTime(undefined)).toBeUndefined();
    expect(parseQueryTime('21/11/2026')).toBeUndefined();
  });

  it('finds the start of the Beijing day, also just after midnight there', () => {
    const justAfter = Date.parse('2026-11-21T00:05:00+08:00');
    expect(formatDateTime(new Date(startOfBeijingDay(justAfter)))).toBe('2026-11-21 00:00:00');
  });

  it('treats open range ends as unbounded', () => {
    expect(withinRange(5, undefined, undefined)).toBe(true);
    expect(withinRange(5, 6, undefined)).toBe(false);
    expect(withinRange(5, 1, 5)).toBe(true);
  });
});
