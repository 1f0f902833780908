import { afterEach, describe, expect, it } from 'vitest';
import { fromConsole } from '../../lib/console-origin';
import type { FastifyInstance } from 'fastify';
import { buildQtApp } from '../../qt/app';
import { manualClock } from '../../lib/clock';

const AUTH = { sector_id: 2, sector_password: 'a1b2c3d4e5f6', key_encrypt: true };
const LIST = [
  { code: '0101', name: '1栋1单元' },
  { code: '9001', name: '小区南门' },
];

let app: FastifyInstance;
afterEach(() => app.close());

async function post(url: string, payload: object) {
  const res = await app.inject({ method: 'POST', headers: fromConsole(), url, payload });
  expect(res.statusCode).toBe(200);
  return res.json<{ status: boolean; message?: string; data?: Record<string, unknown> }>();
}
const place = (card?: object) =>
  post('/__sim/card', { reader: 'ic', action: 'place', ...(card ? { card } : {}) });

describe('IC card reader', () => {
  it('issues a blank card, reads it back, prolongs, logs out and formats it', async () => {
    app = buildQtApp({ clock: manualClock('2026-03-15T01:30:00Z') });
    expect(await post('/ic_card/read', AUTH)).toEqual({ status: false, message: '请放置卡片' });

    await place({ cardNo: '5a3f9c21' });
    const blank = await post('/ic_card/read', { ...AUTH, sector_password: '000000000000' });
    expect(blank.data).toMatchObject({ cardNo: '5A3F9C21', cardNoDec: '1514118177', cardType: 'blank' });

    const issued = await post('/ic_card/create_user_list', {
      ...AUTH,
      list: LIST,
      date: '2027-06-30',
      version: 3,
    });
    expect(issued.data).toMatchObject({
      cardType: 'user',
      sector_id: 2,
      key_encrypt: true,
      list: LIST,
      version: 3,
    });

    // The sector now answers only to its key, with the same key_encrypt.
    expect((await post('/ic_card/read', { ...AUTH, sector_password: 'FFFFFFFFFFFF' })).message).toBe(
      '扇区密码错误',
    );
    expect((await post('/ic_card/read', { ...AUTH, key_encrypt: false })).message).toBe('扇区密码错误');
    expect((await post('/ic_card/read', { ...AUTH, sector_id: 3 })).message).toBe(
      '扇区号不一致：该卡数据在第 2 扇区',
    );
    expect((await post('/ic_card/read', AUTH)).data).toMatchObject({ cardType: 'user', date: '2027-06-30' });

    expect((await post('/ic_card/prolong_list', { ...AUTH, date: '2027-01-01' })).message).toBe(
      '延期日期不能早于当前有效期 2027-06-30',
    );
    const prolonged = await post('/ic_card/prolong_list', { ...AUTH, date: '2028-06-30' });
    expect(prolonged.data).toMatchObject({ date: '2028-06-30', version: 4, list: LIST });

    const logout = await post('/ic_card/logout_user_card', AUTH);
    expect(logout.data).toMatchObject({ cardType: 'logout', list: [], version: 5 });
    expect(
      (await post('/ic_card/create_user_list', { ...AUTH, list: LIST, date: '2027-06-30', version: 6 }))
        .message,
    ).toBe('该卡已注销，请先格式化或使用一键发卡');
    expect((await post('/ic_card/format_sys_card', AUTH)).message).toBe('该卡不是系统卡');

    const formatted = await post('/ic_card/format_user_card', AUTH);
    expect(formatted.data).toMatchObject({ cardType: 'blank', key_encrypt: false });
    expect(formatted.data).not.toHaveProperty('list');
  });

  it('keeps system and user cards apart; create_auto re-issues a user card in one step', async () => {
    app = buildQtApp({ clock: manualClock('2026-03-15T01:30:00Z') });
    await place();
    expect((await post('/ic_card/create_sys_card', { ...AUTH, version: 1 })).data).toMatchObject({
      cardType: 'system',
    });
    expect(
      (await post('/ic_card/create_auto', { ...AUTH, list: LIST, date: '2027-06-30', version: 1 })).message,
    ).toBe('该卡为系统卡，请先格式化');
    expect((await post('/ic_card/format_sys_card', AUTH)).data).toMatchObject({ cardType: 'blank' });

    await place({ cardType: 'logout', sector_id: 2, sector_password: 'A1B2C3D4E5F6', key_encrypt: true });
    const auto = await post('/ic_card/create_auto', { ...AUTH, list: LIST, date: '2027-06-30', version: 1 });
    expect(auto.data).toMatchObject({ cardType: 'user', list: LIST });
    expect((await post('/ic_card/create_sys_card', { ...AUTH, version: 1 })).message).toBe(
      '该卡为用户卡，请先格式化',
    );
  });

  it('rejects lists beyond the card capacity, duplicate codes and past expiry dates', async () => {
    app = buildQtApp({ clock: manualClock('2026-03-15T01:30:00Z') });
    await place();
    const many = Array.from({ length: 21 }, (_, i) => ({
      code: String(100 + i).padStart(4, '0'),
      name: `${i}栋`,
    }));
    const write = (list: object[], date = '2027-06-30') =>
      post('/ic_card/create_user_list', { ...AUTH, list, date, version: 1 });
    expect((await write(many)).message).toBe('卡片容量不足，最多写入 20 条权限');
    expect((await write([LIST[0], LIST[0]] as object[])).message).toBe('权限编码重复：0101');
    expect((await write(LIST, '2026-03-14')).message).toBe('有效期 2026-03-14 早于今天 2026-03-15');
  });

  it('records led and beep events without a card', async () => {
    app = buildQtApp({ clock: manualClock('2026-03-15T01:30:00Z') });
    expect(await post('/ic_card/led', { color: 'green' })).toEqual({ status: true });
    expect(await post('/ic_card/beep', { times: 2 })).toEqual({ status: true });
    const state = (await app.inject({ method: 'GET', headers: fromConsole(), url: '/__sim/state' })).json<{
      events: object[];
    }>();
    expect(state.events).toEqual([
      { reader: 'ic', kind: 'led', detail: { color: 'green', duration: 1000 }, at: '2026-03-15 09:30:00' },
      { reader: 'ic', kind: 'beep', detail: { times: 2, duration: 200 }, at: '2026-03-15 09:30:00' },
    ]);
  });
});
