// Input helpers and formatters of 01 §5 / §9 and 02 §5, table-driven with hostile inputs.
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { displayCell, isBlankCell } from './cell';
import { toHalfWidthDigits } from './digits';
import { normalizeIntegerInput } from './integer';
import { maskCardNumber } from './mask';
import { normalizeMoneyInput } from './money';
import { ALPHANUMERIC, randomDigits, randomString } from './random';
import { formatTimestamp, toMilliseconds } from './timestamp';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('money input — 01 §5 "money input digits and one dot, two decimals, cap default 999.99"', () => {
  it.each<[string, string]>([
    ['12.34', '12.34'],
    ['12.345', '12.34'],
    ['12.', '12.'], // unfinished while typing
    ['1.2.3', '1.23'],
    ['..5', '0.5'],
    ['.5', '0.5'],
    ['007', '7'],
    ['00.5', '0.5'],
    ['0', '0'],
    ['999.99', '999.99'],
    ['999.991', '999.99'],
    ['1000', '999.99'],
    ['99999', '999.99'],
    ['-12.5', '12.5'],
    ['12a3', '123'],
    ['¥12.5元', '12.5'],
    ['１２．５', '12.5'], // full-width digits and full stop
    ['12。5', '12.5'], // ideographic full stop from a Chinese IME
    ['', ''],
    ['   ', ''],
    ['abc', ''],
    ['😀1😀', '1'],
    ["1' OR '1'='1", '111'],
    ['<b>5</b>', '5'],
    ['9'.repeat(10_000), '999.99'],
    ['1e5', '15'],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeMoneyInput(raw)).toBe(expected);
  });

  it('takes another cap', () => {
    expect(normalizeMoneyInput('5000', 1000)).toBe('1000');
    expect(normalizeMoneyInput('12.5', 10.5)).toBe('10.5');
  });
});

describe('integer input — 01 §5 "digits only, leading 0 becomes 1, cap default 840"', () => {
  it.each<[string, string]>([
    ['12', '12'],
    ['840', '840'],
    ['841', '840'],
    ['0', '1'],
    ['05', '15'],
    ['00', '10'],
    ['1.5', '15'],
    ['-3', '3'],
    ['１２', '12'],
    ['', ''],
    [' ', ''],
    ['a', ''],
    ['😀7', '7'],
    ['9'.repeat(10_000), '840'],
    ['3; DROP TABLE t;--', '3'],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeIntegerInput(raw)).toBe(expected);
  });

  it('takes another cap', () => {
    expect(normalizeIntegerInput('100', 99)).toBe('99');
  });

  it('full-width digits and full stops become ASCII before filtering', () => {
    expect(toHalfWidthDigits('０１２３４５６７８９．。')).toBe('0123456789..');
  });
});

describe('card-number masking — 01 §9 "keeps characters 0-10 and 14-19"', () => {
  it.each<[string | null | undefined, string]>([
    ['11010519491231002X', '1101051949****002X'], // 18-digit ID: month and day hidden
    ['6222021234567890123', '6222021234****90123'], // 19-digit bank card
    ['62220212345678901234', '6222021234****90123'], // characters after 19 are not shown
    ['12345678901', '1234567890*'],
    ['1234567890123', '1234567890***'],
    ['12345678901234', '1234567890****'],
    ['1234567890', '1234567890'],
    ['123', '123'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀', '😀😀😀😀😀😀😀😀😀😀****😀'], // code points, not halves of emoji
  ])('%j → %j', (value, expected) => {
    expect(maskCardNumber(value)).toBe(expected);
  });
});

describe('timestamps — 01 §9 "Date-time stamps under 13 digits are treated as seconds"', () => {
  it.each<[number | string | null | undefined, number | undefined]>([
    [1773800400, 1773800400000],
    ['1773800400', 1773800400000],
    [1773800400000, 1773800400000],
    ['1773800400000', 1773800400000],
    [0, 0],
    ['5', 5000],
    ['177380040000', 177380040000000], // 12 digits: still seconds
    ['17738004000000', undefined], // 14 digits
    [-1, undefined],
    [1.5, undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    ['', undefined],
    [' 1773800400', undefined],
    ['１７７３８００４００', undefined],
    ['1773800400.5', undefined],
    ['abc', undefined],
    [null, undefined],
    [undefined, undefined],
    ['1'.repeat(10_000), undefined],
  ])('%j → %j ms', (stamp, expected) => {
    expect(toMilliseconds(stamp)).toBe(expected);
  });

  it('10- and 13-digit stamps of the same instant format alike', () => {
    const expected = dayjs(1773800400000).format('YYYY-MM-DD HH:mm:ss');
    expect(formatTimestamp(1773800400)).toBe(expected);
    expect(formatTimestamp('1773800400000')).toBe(expected);
    expect(formatTimestamp(1773800400, 'YYYY-MM-DD')).toBe(dayjs(1773800400000).format('YYYY-MM-DD'));
    expect(formatTimestamp('not a stamp')).toBe('');
  });
});

describe('random digits — 01 §9 "Random digit generator default length 6"', () => {
  it('defaults to six ASCII digits', () => {
    const value = randomDigits();
    expect(value).toMatch(/^\d{6}$/);
  });

  it.each([0, 1, 16, 5000])('length %d', (length) => {
    expect(randomDigits(length)).toMatch(new RegExp(`^\\d{${length}}$`));
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('length %d is refused', (length) => {
    expect(() => randomDigits(length)).toThrow(RangeError);
  });

  it('draws from crypto.getRandomValues and discards biased bytes', () => {
    // 250..255 would favour 0–5; they are drawn again.
    const spy = vi
      .spyOn(crypto, 'getRandomValues')
      .mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
        const bytes = array as unknown as Uint8Array;
        bytes.fill(0);
        bytes.set([255, 250, 7, 19, 249], 0);
        return array;
      });
    expect(randomDigits(3)).toBe('799');
    expect(spy).toHaveBeenCalled();
  });

  it('every digit turns up (a coarse uniformity check)', () => {
    const counts = new Map<string, number>();
    for (const digit of randomDigits(20_000)) counts.set(digit, (counts.get(digit) ?? 0) + 1);
    expect(counts.size).toBe(10);
    for (const count of counts.values()) expect(count).toBeGreaterThan(1500);
  });

  it('random strings use only the alphabet', () => {
    expect(randomString(64, ALPHANUMERIC)).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(() => randomString(4, '')).toThrow(RangeError);
  });
});

describe('table cells — 01 §5 "Table cells with empty strings display \'-\'"', () => {
  it.each<[unknown, unknown]>([
    ['', '-'],
    [null, '-'],
    [undefined, '-'],
    [' ', ' '],
    [0, 0],
    [false, false],
    ['张三', '张三'],
  ])('%j → %j', (value, expected) => {
    expect(displayCell(value)).toBe(expected);
    expect(isBlankCell(value)).toBe(expected === '-');
  });
});
