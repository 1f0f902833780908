import { describe, expect, it } from 'vitest';
import { parkingFee } from './parking-fee';

const rule = { freeMinutes: 15, unitMinutes: 60, unitPrice: 3, dailyCap: 30 };

describe('02 §2 ParkLot/setting: temporary car fee', () => {
  it('is free within the free minutes', () => {
    expect(parkingFee(15, rule)).toBe(0);
  });
  it('charges every started unit after the free minutes', () => {
    expect(parkingFee(16, rule)).toBe(3);
    expect(parkingFee(15 + 61, rule)).toBe(6);
  });
  it('never charges more than the daily cap within a day, and a cap per full day', () => {
    expect(parkingFee(15 + 23 * 60, rule)).toBe(30);
    expect(parkingFee(15 + 24 * 60 + 30, rule)).toBe(33);
  });
  it('has no cap when the cap is 0', () => {
    expect(parkingFee(15 + 20 * 60, { ...rule, dailyCap: 0 })).toBe(60);
  });
});
