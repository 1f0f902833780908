import { describe, expect, it } from 'vitest';
import { CpuCardReader } from './cpu-card';

const TOKEN = '7d3f9a1c5e2b4d6f8a0c1e3b5d7f9a2c';
const LIST = [{ code: '0101', name: '1栋1单元' }];
const write = {
  file_id: '0015',
  token: TOKEN,
  key_encrypt: true,
  list: LIST,
  date: '2027-06-30',
  version: 5,
};

describe('CPU card reader', () => {
  it('issues with a token, reads files, authenticates and formats', () => {
    const reader = new CpuCardReader();
    expect(() => reader.cardNo()).toThrow('请放置卡片');
    reader.place({ cardNo: '8E21D4F7', token: null, files: new Map() });
    expect(reader.cardNo()).toEqual({ cardNo: '8E21D4F7', cardNoDec: '2384581879' });
    expect(reader.read('0015', TOKEN)).toEqual({
      cardNo: '8E21D4F7',
      cardNoDec: '2384581879',
      cardType: 'blank',
    });

    expect(reader.createUserList(write, '2026-03-15')).toMatchObject({
      cardType: 'user',
      file_id: '0015',
      version: 5,
    });
    expect(reader.read('0015', TOKEN)).toMatchObject({ list: LIST, date: '2027-06-30' });
    expect(() => reader.read('0016', TOKEN)).toThrow('卡片文件不存在：0016');
    const other = 'ffffffffffffffff0000000000000000';
    expect(() => reader.read('0015', other)).toThrow('卡片外部认证失败');
    expect(() => reader.createUserList({ ...write, token: other }, '2026-03-15')).toThrow('卡片外部认证失败');
    expect(() => reader.format(other)).toThrow('卡片外部认证失败');

    expect(reader.format(TOKEN)).toMatchObject({ cardType: 'blank' });
    // A formatted card can be issued under another token.
    expect(reader.createUserList({ ...write, token: other }, '2026-03-15')).toMatchObject({
      cardType: 'user',
    });
  });
});
