// 01 §5, 02 §5 "A simple-sequence check rejects ascending or descending digit runs and a zero followed
// by zeros".
import { describe, expect, it } from 'vitest';
import { isSimpleSequence, passesSequenceCheck } from './sequence';

describe('simple-sequence check — 01 §5 "ascending or descending digit runs and zero runs"', () => {
  it.each<[string, boolean]>([
    ['123456', true],
    ['654321', true],
    ['0123456789', true],
    ['9876543210', true],
    ['12', true],
    ['21', true],
    ['000000', true],
    ['00', true],
    ['123457', false],
    ['112233', false],
    ['111111', false], // only zero runs are named by the spec
    ['135790', false],
    ['890123', false], // no wrap-around
    ['1', false],
    ['0', false],
    ['', false],
    ['abcdef', false],
    ['12345a', false],
    ['１２３４５６', false], // full-width digits are not digits here
    [' 123456', false],
    ['0'.repeat(10_000), true],
    ['😀', false],
    ["123' OR '1'='1", false],
  ])('%j → simple %s', (input, expected) => {
    expect(isSimpleSequence(input)).toBe(expected);
    expect(passesSequenceCheck(input)).toBe(!expected);
  });
});
