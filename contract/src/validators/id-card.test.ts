// 02 §5 "national ID card (15 or 18 digits, province code, birthday, check digit) | 证件格式不正确".
import { describe, expect, it } from 'vitest';
import { PROVINCE_CODES, idCardCheckChar, isIdCard } from './id-card';

// A fixed "today" keeps the future-birthday cases stable.
const NOW = new Date(2026, 2, 18, 12, 0, 0);

describe('national ID card — 02 §5 "15 or 18 digits, province code, birthday, check digit"', () => {
  it.each<[string, string, boolean]>([
    ['GB 11643 sample with X', '11010519491231002X', true],
    ['lower-case x accepted', '11010519491231002x', true],
    ['GB 11643 sample born 1880', '440524188001010014', true],
    ['leap day 2000-02-29', '11010120000229123X', true],
    ['Xinjiang 1999-12-31', '650102199912311232', true],
    ['Hong Kong resident (81)', '810000199001011230', true],
    ['15-digit old number', '110105491231002', true],
    ['15-digit leap day 1996-02-29', '110105960229002', true],
    ['wrong check digit', '110105194912310021', false],
    ['wrong check digit (X expected 2)', '65010219991231123X', false],
    ['check letter other than X', '11010519491231002Y', false],
    ['unknown province 00', '00010519491231002X', false],
    ['unknown province 99', '990105194912310021', false],
    ['impossible day 1949-02-30', '110105194902300020', false],
    ['not a leap year 1900-02-29', '110105190002290021', false],
    ['15-digit impossible 1997-02-29', '110105970229002', false],
    ['month 13', '110105194913010021', false],
    ['born before 1800', '110105179912310021', false],
    ['born after today', '110105202703180011', false],
    ['17 digits', '11010519491231002', false],
    ['19 characters', '11010519491231002X1', false],
    ['16 digits', '1101051949123100', false],
    ['spaces inside', '110105 19491231002X', false],
    ['trailing space', '11010519491231002X ', false],
    ['full-width digits', '１１０１０５１９４９１２３１００２Ｘ', false],
    ['empty', '', false],
    ['SQL fragment', "11010519491231002X' OR '1'='1", false],
    ['HTML fragment', '<b>11010519491231002X</b>', false],
    ['emoji', '11010519491231002😀', false],
    ['very long digits', '1'.repeat(10_000), false],
  ])('%s: %j → %s', (_label, input, expected) => {
    expect(isIdCard(input, NOW)).toBe(expected);
  });

  it('the check character follows the GB 11643 weights and 10X98765432', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('44052418800101001')).toBe('4');
  });

  it('a birthday of today is accepted, tomorrow is not', () => {
    const today = '110105' + '20260318' + '001';
    const tomorrow = '110105' + '20260319' + '001';
    expect(isIdCard(today + idCardCheckChar(today), NOW)).toBe(true);
    expect(isIdCard(tomorrow + idCardCheckChar(tomorrow), NOW)).toBe(false);
  });

  it('every province code of GB/T 2260 is known', () => {
    for (const code of ['11', '31', '44', '50', '54', '65', '71', '81', '82', '91']) {
      expect(PROVINCE_CODES.has(code)).toBe(true);
    }
    expect(PROVINCE_CODES.has('10')).toBe(false);
  });
});
