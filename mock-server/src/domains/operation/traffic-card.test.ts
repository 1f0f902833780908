// 流量卡 (02 §2 simCard/index): the list's multi-value status filter (02 §7 status=2,4), the statuses
// the demo account `expiring` is told about, and the renewal.
import { describe, expect, it } from 'vitest';
import type { RawContext } from '../../contract/define.js';
import { testStore } from '../../test-support/testing.js';
import type { Store } from '../store.js';
import { addMonths, handlers } from './index.js';

type Answer = { code: string; message?: string; data: Record<string, unknown>[]; totalCount?: number };

function call(
  store: Store,
  operationId: string,
  input: { query?: object; body?: object },
  userName = 'admin',
): Answer {
  const user = store.users.find((u) => u.userName === userName)!;
  const ctx = {
    query: input.query ?? {},
    body: input.body ?? {},
    session: { user },
    store,
  } as unknown as RawContext;
  return handlers.find((h) => h.operationId === operationId)!.handle(ctx) as Answer;
}

describe('trafficCardPage', () => {
  it('02 §7 status=2,4: only expiring and expired cards, those running out first on top', () => {
    const store = testStore();
    const page = call(store, 'trafficCardPage', { query: { status: '2,4', limit: 1000 } });
    expect(page.code).toBe('200');
    expect(page.data.length).toBe(page.totalCount);
    expect(new Set(page.data.map((c) => c.status))).toEqual(new Set([2, 4]));
    const dates = page.data.map((c) => String(c.expireDate));
    expect(dates).toEqual([...dates].sort());
  });

  it('01 §2.6: the `expiring` account (organisation 3) sees its 6 expiring and 2 expired cards', () => {
    const store = testStore();
    const page = call(store, 'trafficCardPage', { query: { status: '2,4', limit: 1000 } }, 'expiring');
    expect(page.data.every((c) => c.agentId === '3')).toBe(true);
    expect(page.data.filter((c) => c.status === 2)).toHaveLength(6);
    expect(page.data.filter((c) => c.status === 4)).toHaveLength(2);
  });
});

describe('trafficCardRenew', () => {
  it('extends an expired card from today and a valid one from its expiry date; both are normal after', () => {
    const store = testStore();
    const cards = store.resources.table('TrafficCard').all();
    const expired = cards.find((c) => c.status === 4)!;
    const valid = cards.find((c) => c.status === 1 && c.packageCode === '1')!;
    const answer = call(store, 'trafficCardRenew', {
      body: { ids: `${expired.id},${valid.id}`, packageCode: '1', periods: 3 },
    });
    expect(answer).toMatchObject({ code: '200', message: '续费成功' });
    expect(answer.data.map((c) => c.expireDate)).toEqual([
      '2027-02-21',
      addMonths(String(valid.expireDate), 3),
    ]);
    expect(answer.data.every((c) => c.status === 1)).toBe(true);
    expect(store.resources.table('TrafficCard').get(expired.id)?.expireDate).toBe('2027-02-21');
  });

  it('a yearly package renews by years; an unknown card stops the whole batch (20404)', () => {
    const store = testStore();
    const card = store.resources
      .table('TrafficCard')
      .all()
      .find((c) => c.status === 4)!;
    expect(
      call(store, 'trafficCardRenew', { body: { ids: String(card.id), packageCode: '3', periods: 1 } })
        .data[0],
    ).toMatchObject({
      packageCode: '3',
      expireDate: '2027-11-21',
    });
    const before = store.resources.table('TrafficCard').get(1)!.expireDate;
    expect(
      call(store, 'trafficCardRenew', { body: { ids: '1,99999', packageCode: '1', periods: 1 } }),
    ).toMatchObject({ code: '20404' });
    expect(store.resources.table('TrafficCard').get(1)!.expireDate).toBe(before);
  });

  it('keeps the day of month, or the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-21', 12)).toBe('2027-11-21');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });
});
