import { describe, expect, it } from 'vitest';
import { DeviceError } from '../../lib/errors';
import { UcCardReader } from './uc-card';

const LIST = [{ code: '0102', name: '1栋2单元' }];
const TODAY = '2026-03-15';

describe('UC card reader', () => {
  it('writes, checks the key mode, formats and auto-issues', () => {
    const reader = new UcCardReader();
    expect(() => reader.read(false)).toThrow(new DeviceError('请放置卡片'));
    reader.place({ cardNo: '04A2B3C4D5E680', type: 'blank', keyEncrypt: false, list: [] });
    expect(reader.read(true)).toMatchObject({ cardType: 'blank', cardNoDec: '0077771716' });

    reader.createUserList({ key_encrypt: true, list: LIST, date: '2027-06-30', version: 2 }, TODAY);
    expect(reader.read(true)).toMatchObject({ cardType: 'user', key_encrypt: true, list: LIST, version: 2 });
    expect(() => reader.read(false)).toThrow('卡片密钥校验失败');
    expect(() =>
      reader.createUserList({ key_encrypt: false, list: LIST, date: '2027-06-30', version: 3 }, TODAY),
    ).toThrow('卡片密钥校验失败');

    // create_auto formats whatever is there, then writes with the new key mode.
    expect(
      reader.createAuto({ key_encrypt: false, list: LIST, date: '2027-06-30', version: 3 }, TODAY),
    ).toMatchObject({
      key_encrypt: false,
      version: 3,
    });
    expect(reader.formatUserCard(false)).toMatchObject({ cardType: 'blank' });
    expect(() => reader.formatUserCard(false)).toThrow('该卡不是用户卡');
  });

  it('holds at most 8 permissions', () => {
    const reader = new UcCardReader();
    reader.place({ cardNo: '04A2B3C4D5E680', type: 'blank', keyEncrypt: false, list: [] });
    const list = Array.from({ length: 9 }, (_, i) => ({ code: `010${i}`, name: `1栋${i}单元` }));
    expect(() =>
      reader.createAuto({ key_encrypt: true, list, date: '2027-06-30', version: 1 }, TODAY),
    ).toThrow('卡片容量不足，最多写入 8 条权限');
  });
});
