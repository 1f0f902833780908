// 01 §2.4 point 8 and §9: when the watermark shows and what it says.
import { describe, expect, it } from 'vitest';
import { cutRealName, decideWatermark, shouldShowWatermark, watermarkText } from './watermark-model';

describe('shouldShowWatermark — 01 §2.4 point 8', () => {
  it.each<[number, boolean | undefined, boolean]>([
    [0, true, true],
    [0, false, false],
    [0, undefined, false],
    [1, false, true],
    [1, true, true],
    [1, undefined, true],
    [2, false, true],
  ])('watermarkHiddenStatus %s, meta.watermark %s → %s', (status, meta, expected) => {
    expect(shouldShowWatermark(status, meta)).toBe(expected);
  });
});

describe('watermark text — 01 §9 real name cut at 30 characters', () => {
  it('joins user name and real name', () => {
    expect(watermarkText({ userName: 'admin', realName: '系统管理员' })).toBe('admin 系统管理员');
  });

  it('keeps exactly 30 characters as they are', () => {
    const name = '张'.repeat(30);
    expect(cutRealName(name)).toBe(name);
  });

  it('cuts 31 characters to 30 plus an ellipsis', () => {
    expect(cutRealName('李'.repeat(29) + 'AB')).toBe('李'.repeat(29) + 'A…');
  });

  it('counts characters outside the BMP once and never splits them', () => {
    const name = '𠀀'.repeat(31);
    expect(cutRealName(name)).toBe('𠀀'.repeat(30) + '…');
  });

  it('an empty or missing real name leaves the user name alone', () => {
    expect(watermarkText({ userName: 'newuser', realName: '' })).toBe('newuser');
    expect(watermarkText({ userName: 'newuser', realName: null })).toBe('newuser');
  });
});

describe('decideWatermark', () => {
  const admin = { userName: 'admin', realName: '系统管理员', watermarkHiddenStatus: 0 };
  const expiring = { userName: 'expiring', realName: '王建国', watermarkHiddenStatus: 1 };

  it('no session → removed', () => {
    expect(decideWatermark(undefined, true)).toBeUndefined();
  });

  it('status 0 follows the route meta', () => {
    expect(decideWatermark(admin, true)).toBe('admin 系统管理员');
    expect(decideWatermark(admin, false)).toBeUndefined();
  });

  it('status not 0 shows it on every page, even without a matched route', () => {
    expect(decideWatermark(expiring, false)).toBe('expiring 王建国');
    expect(decideWatermark(expiring, undefined)).toBe('expiring 王建国');
  });
});
