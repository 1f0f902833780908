// My Account domain (01-shell §2.2): simulated payment, order expiry, balance and the user info's
// balance notice, product activation and renewal, order filters.
import { describe, expect, it } from 'vitest';
import { createStore } from '../store.js';
import {
  BALANCE_NOTICE_DAYS,
  FIRST_NEW_ORDER_ID,
  RECHARGE_EXPIRE_MS,
  RECHARGE_PAY_DELAY_MS,
  addMonths,
} from './myaccount-state.js';
import { TEST_NOW, movableClock, testStore } from '../../test-support/testing.js';

function setUp() {
  const clock = movableClock();
  const store = createStore({ seed: 20260101, scale: 24, now: clock.now });
  const admin = store.users.find((u) => u.userName === 'admin')!;
  return { clock, store, admin, account: store.myAccount };
}

describe('my account (01 §2.2)', () => {
  it('seeds the same history for the same seed, newest first, with one pending recharge', () => {
    const a = testStore().myAccount;
    const b = testStore().myAccount;
    const admin = testStore().users[0]!;
    const first = a.orders(admin, { limit: 100 });
    expect(first).toEqual(b.orders(admin, { limit: 100 }));
    expect(first.total).toBe(40);
    expect(first.items[0]).toMatchObject({ orderId: 10001, status: 0, statusName: '待支付', orderType: 1 });
    const times = first.items.map((o) => o.createTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it(`pays a recharge ${RECHARGE_PAY_DELAY_MS} ms after it was made and credits the balance`, () => {
    const { clock, admin, account } = setUp();
    const before = admin.balance;
    const made = account.recharge(admin, { amount: 500, payType: 1 });
    if (!made.ok) throw new Error(made.message);
    expect(made.value.order).toMatchObject({ orderId: FIRST_NEW_ORDER_ID, status: 0, amount: 500 });
    expect(made.value.order.orderNo).toMatch(/^CZ\d{18}$/);
    expect(made.value.codeUrl).toBe(`weixin://wxpay/bizpayurl?pr=${made.value.order.orderNo}`);

    clock.advance(RECHARGE_PAY_DELAY_MS - 1);
    expect(account.order(admin, FIRST_NEW_ORDER_ID)).toMatchObject({ ok: true, value: { status: 0 } });
    expect(admin.balance).toBe(before);

    clock.advance(1);
    expect(account.order(admin, FIRST_NEW_ORDER_ID)).toMatchObject({
      ok: true,
      value: { status: 1, statusName: '已支付', payTime: '2026-11-21 09:30:03' },
    });
    expect(admin.balance).toBe(before + 500);
    expect(account.summary(admin)).toMatchObject({
      balance: before + 500,
      lastRechargeTime: '2026-11-21 09:30:03',
    });
  });

  it('rejects more than two decimals (11005) and cancels only pending orders (11004)', () => {
    const { admin, account } = setUp();
    expect(account.recharge(admin, { amount: 10.005, payType: 2 })).toMatchObject({
      ok: false,
      code: '11005',
    });
    expect(account.recharge(admin, { amount: 10.05, payType: 2 }).ok).toBe(true);
    expect(account.cancel(admin, 10001)).toMatchObject({
      ok: true,
      value: { status: 2, remark: '用户取消' },
    });
    expect(account.cancel(admin, 10001)).toMatchObject({ ok: false, code: '11004' });
    expect(account.cancel(admin, 123)).toMatchObject({ ok: false, code: '11003' });
  });

  it('cancels a pending order nobody paid after 30 minutes', () => {
    const { clock, admin, account } = setUp();
    clock.advance(RECHARGE_EXPIRE_MS - 2 * 60_000 - 1);
    expect(account.order(admin, 10001)).toMatchObject({ value: { status: 0 } });
    clock.advance(1);
    expect(account.order(admin, 10001)).toMatchObject({ value: { status: 2, remark: '超时未支付' } });
  });

  it('activates from the balance, renews on top of the expiry, and refuses when the balance is short', () => {
    const { admin, account } = setUp();
    const product9 = () => account.products(admin, 'pension').find((p) => p.productId === 9)!;
    expect(product9()).toMatchObject({ status: 0, statusName: '未开通', expireTime: null });

    const done = account.activate(admin, { productId: 9, months: 1 });
    expect(done).toMatchObject({
      ok: true,
      value: {
        balance: 1171.5,
        product: { status: 1, activateTime: '2026-11-21 09:30:00', expireTime: '2026-12-21 09:30:00' },
        order: { orderType: 2, payType: 9, payTypeName: '账户余额', status: 1, amount: 79, months: 1 },
      },
    });
    expect(admin.balance).toBe(1171.5);

    account.activate(admin, { productId: 9, months: 3 });
    expect(product9()).toMatchObject({ status: 1, expireTime: '2027-03-21 09:30:00' });

    expect(account.activate(admin, { productId: 5, months: 12 })).toMatchObject({ ok: false, code: '11001' });
    expect(account.activate(admin, { productId: 99, months: 1 })).toMatchObject({ ok: false, code: '11002' });
  });

  it('keeps the user info balance notice in step: flag 1 at most 7 days left', () => {
    const { admin, account } = setUp();
    expect(admin.balanceNoticeFlag).toBe(0);
    // 34.74 a day: spend down to under 8 days of balance.
    account.activate(admin, { productId: 1, months: 3 }); // 597
    account.activate(admin, { productId: 5, months: 3 }); // 447
    expect(admin.balance).toBe(206.5);
    expect(admin.expectedDay).toBe(5);
    expect(admin.expectedDay).toBeLessThanOrEqual(BALANCE_NOTICE_DAYS);
    expect(admin.balanceNoticeFlag).toBe(1);
  });

  it('filters orders by number, type, status and time, and pages them', () => {
    const { admin, account } = setUp();
    const all = account.orders(admin, { limit: 100 }).items;
    const recharges = account.orders(admin, { orderType: 1, limit: 100 });
    expect(recharges.items.every((o) => o.orderType === 1)).toBe(true);
    expect(recharges.total).toBe(all.filter((o) => o.orderType === 1).length);
    expect(account.orders(admin, { status: 0 }).items.map((o) => o.orderId)).toEqual([10001]);
    const target = all[5]!;
    expect(account.orders(admin, { orderNo: target.orderNo.slice(-8).toLowerCase() }).items).toContainEqual(
      target,
    );
    const day = target.createTime.slice(0, 10);
    const sameDay = account.orders(admin, { beginTime: day, endTime: day, limit: 100 }).items;
    expect(sameDay.length).toBeGreaterThan(0);
    expect(sameDay.every((o) => o.createTime.startsWith(day))).toBe(true);
    const page2 = account.orders(admin, { page: 2, limit: 15 });
    expect(page2.items).toEqual(all.slice(15, 30));
  });

  it('adds calendar months in Beijing time', () => {
    expect(new Date(addMonths(TEST_NOW.getTime(), 12)).toISOString()).toBe('2027-11-21T01:30:00.000Z');
  });
});
