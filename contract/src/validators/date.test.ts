// 01 §5, 02 §5 "Date check accepts year-month-day with - or /, rejects impossible dates".
import { describe, expect, it } from 'vitest';
import { isValidDate, parseDate } from './date';

describe('date check — 01 §5 "year-month-day with - or /, impossible dates rejected"', () => {
  it.each<[string, boolean]>([
    ['2026-03-18', true],
    ['2026/03/18', true],
    ['2026-3-8', true],
    ['2024-02-29', true], // leap year
    ['2000-02-29', true], // divisible by 400
    ['1900-02-29', false], // divisible by 100, not 400
    ['2023-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-01-32', false],
    ['0000-01-01', false],
    ['2026-03/18', false], // mixed separators
    ['2026.03.18', false],
    ['20260318', false],
    ['26-03-18', false],
    ['2026-003-18', false],
    ['2026-03-18 ', false],
    [' 2026-03-18', false],
    ['2026-03-18T00:00:00', false],
    ['２０２６-０３-１８', false],
    ['2026年03月18日', false],
    ['', false],
    ["2026-03-18' OR '1'='1", false],
    ['<b>2026-03-18</b>', false],
    ['😀', false],
    ['2'.repeat(10_000), false],
  ])('%j → %s', (input, expected) => {
    expect(isValidDate(input)).toBe(expected);
  });

  it('parses the parts', () => {
    expect(parseDate('2024/2/29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDate('2023/2/29')).toBeUndefined();
  });
});
