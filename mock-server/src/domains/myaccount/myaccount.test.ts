// My Account handlers over HTTP (01 §2.2): a recharge is paid by the mock 3 s later and appears first in
// the order list; profileUpdate (perfecting / updateAccount) changes the user info and refuses a mobile
// number another account uses.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { RECHARGE_PAY_DELAY_MS } from './myaccount-state.js';
import { TEST_NOW } from '../../test-support/testing.js';

let app: FastifyInstance;
let token: string;
let at = TEST_NOW.getTime();

beforeEach(async () => {
  at = TEST_NOW.getTime();
  app = await buildApp({ validateResponses: true, webDist: null, now: () => new Date(at) });
  const admin = app.mock.store.users.find((u) => u.userName === 'admin')!;
  token = app.mock.store.sessions.open(admin, new Date(at)).token;
});
afterEach(() => app.close());

const headers = () => ({ 'DOOR-Authorization': token });
const form = (body: Record<string, string>) => ({
  headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(body).toString(),
});

describe('my account over /api', () => {
  it('01 §2.2: a recharge order is listed first, paid 3 s later, and raises the balance', async () => {
    const made = await app.inject({
      method: 'POST',
      url: '/api/u_ac/recharge/create/v1',
      ...form({ amount: '300', payType: '2' }),
    });
    const { order } = made.json<{ data: { order: { orderId: number; orderNo: string } } }>().data;
    const list = async () =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/u_ac/order/list/v1?page=1&limit=15',
          headers: headers(),
        })
      ).json<{
        data: { orderNo: string; status: number }[];
      }>();
    expect((await list()).data[0]).toMatchObject({ orderNo: order.orderNo, status: 0 });
    at += RECHARGE_PAY_DELAY_MS;
    expect((await list()).data[0]).toMatchObject({ orderNo: order.orderNo, status: 1 });
    const summary = await app.inject({
      method: 'GET',
      url: '/api/u_ac/account/summary/v1',
      headers: headers(),
    });
    expect(summary.json()).toMatchObject({ data: { balance: 1550.5 } });
    const info = await app.inject({ method: 'POST', url: '/api/f_l/getUserInfo/v1', ...form({}) });
    expect(info.json()).toMatchObject({
      data: { accountBalanceNoticeVo: { balance: 1550.5, expectedDay: 44 } },
    });
    expect(app.mock.violations).toEqual([]);
  });

  it('01 §2.1 perfecting: saves the profile and refuses a mobile number in use (11201)', async () => {
    const taken = await app.inject({
      method: 'POST',
      url: '/api/u_ac/profile/update/v1',
      ...form({ realName: '张三', phone: '13912345678' }),
    });
    expect(taken.json()).toEqual({ code: '11201', message: '手机号码已被其他账号使用' });

    const saved = await app.inject({
      method: 'POST',
      url: '/api/u_ac/profile/update/v1',
      ...form({ realName: '张·三', phone: '13600001234' }),
    });
    expect(saved.json()).toMatchObject({
      code: '200',
      message: '保存成功',
      data: { realName: '张·三', phone: '13600001234', email: '' },
    });

    const bad = await app.inject({
      method: 'POST',
      url: '/api/u_ac/profile/update/v1',
      ...form({ realName: 'Tom1', phone: '13600001234' }),
    });
    expect(bad.json()).toMatchObject({ code: '400' });
    expect(app.mock.violations).toEqual([]);
  });
});
