// 收费管理 beyond the generic lists: a bill's detail with its payments, paying a bill (02 §8 缴费成功),
// and the charge report's aggregates.
import { defineHandler, requireSession, type HandlerDef } from '../../contract/define.js';
import { fail, ok0num } from '../../contract/envelope.js';
import { metas } from '../../resources/store.js';
import type { Row } from '../../resources/types.js';
import { formatDateTime } from '../../store/clock.js';
import { visibleDepIds } from '../../lib/visibility.js';
import { operatorOf, saveRow, visibleRow } from '../property/records.js';
import { blankOptional } from '../../resources/store.js';

const NO_BILL = () => fail('20404', '账单不存在或已删除');
const money = (n: number) => Math.round(n * 100) / 100;
const rate = (received: number, receivable: number) =>
  receivable > 0 ? Math.round((received / receivable) * 1000) / 10 : 0;

const optionLabel = (resource: 'PayRecord', key: string, value: unknown) =>
  metas[resource].fields.find((f) => f.key === key)?.options?.find((o) => o.value === value)?.label ??
  String(value);

interface Sum {
  receivable: number;
  received: number;
}

function add(
  map: Map<string, Sum & Record<string, unknown>>,
  key: string,
  base: Record<string, unknown>,
  b: Row,
) {
  const entry = map.get(key) ?? { ...base, receivable: 0, received: 0 };
  entry.receivable += Number(b.amount);
  entry.received += Number(b.paidAmount);
  map.set(key, entry);
}

function withRates<T extends Sum>(entries: Iterable<T>) {
  return [...entries].map((e) => ({
    ...e,
    receivable: money(e.receivable),
    received: money(e.received),
    outstanding: money(e.receivable - e.received),
    collectionRate: rate(e.received, e.receivable),
  }));
}

export const feeHandlers: HandlerDef[] = [
  defineHandler('billInfo', (ctx) => {
    const { user } = requireSession(ctx);
    const bill = visibleRow(ctx.store, user, 'Bill', ctx.query.id);
    if (!bill) return NO_BILL();
    const chargeItem = ctx.store.resources.table('ChargeItem').get(Number(bill.chargeItemId)) ?? null;
    const payments = ctx.store.resources
      .table('PayRecord')
      .all()
      .filter((p) => p.billId === bill.id)
      .sort((a, b) => String(b.payTime).localeCompare(String(a.payTime)));
    return ok0num({ bill, chargeItem, payments } as never);
  }),

  defineHandler('billPay', async (ctx) => {
    const { user } = requireSession(ctx);
    const bill = visibleRow(ctx.store, user, 'Bill', ctx.body.id);
    if (!bill) return NO_BILL();
    const owed = money(Number(bill.amount) - Number(bill.paidAmount));
    if (owed <= 0) return fail('20402', '该账单已缴清');
    const amount = ctx.body.amount ?? owed;
    if (amount > owed) return fail('20403', `缴费金额不能超过待缴金额 ${owed.toFixed(2)} 元`);
    const now = formatDateTime(ctx.store.now());
    const payments = ctx.store.resources.table('PayRecord');
    const sequence = String(payments.all().length + 1).padStart(4, '0');
    const item = ctx.store.resources.table('ChargeItem').get(Number(bill.chargeItemId));
    const payment = payments.insert({
      ...blankOptional(metas.PayRecord),
      payNo: `JF${now.slice(0, 10).replaceAll('-', '')}${sequence}`,
      billId: bill.id,
      billNo: bill.billNo,
      depId: bill.depId,
      buildingId: bill.buildingId,
      unitId: bill.unitId,
      roomId: bill.roomId,
      payerName: bill.payerName,
      chargeItemName: item?.name ?? bill.chargeItemName ?? '',
      period: bill.period,
      amount,
      payMethod: ctx.body.payMethod,
      operatorName: operatorOf(user),
      receiptNo: ctx.body.receiptNo?.trim() || null,
      remark: ctx.body.remark?.trim() || null,
      payTime: now,
    });
    payments.replace(ctx.store.resources.enrich(metas.PayRecord, payment));
    const paid = money(Number(bill.paidAmount) + amount);
    const saved = saveRow(ctx.store, 'Bill', bill, {
      paidAmount: paid,
      status: paid >= Number(bill.amount) ? 1 : 2,
      payTime: now,
    });
    return ok0num(saved as never, '缴费成功');
  }),

  defineHandler('chargeReport', (ctx) => {
    const { user } = requireSession(ctx);
    const depIds = visibleDepIds(ctx.store.communities, user);
    const { depId, periodBegin, periodEnd } = ctx.query;
    const bills = ctx.store.resources
      .table('Bill')
      .all()
      .filter(
        (b) =>
          depIds.has(Number(b.depId)) &&
          (depId === undefined || b.depId === depId) &&
          (!periodBegin || String(b.period) >= periodBegin) &&
          (!periodEnd || String(b.period) <= periodEnd),
      );
    const ids = new Set(bills.map((b) => b.id));
    const byItem = new Map<string, Sum & Record<string, unknown>>();
    const byPeriod = new Map<string, Sum & Record<string, unknown>>();
    const byCommunity = new Map<string, Sum & Record<string, unknown>>();
    for (const b of bills) {
      add(
        byItem,
        String(b.chargeItemId),
        { chargeItemId: b.chargeItemId, chargeItemName: b.chargeItemName ?? '', depName: b.depName },
        b,
      );
      add(byPeriod, String(b.period), { period: b.period }, b);
      add(byCommunity, String(b.depId), { depId: b.depId, depName: b.depName }, b);
    }
    const byMethod = new Map<
      number,
      { payMethod: number; payMethodName: string; amount: number; count: number }
    >();
    for (const p of ctx.store.resources.table('PayRecord').all()) {
      if (!ids.has(Number(p.billId))) continue;
      const method = Number(p.payMethod);
      const entry = byMethod.get(method) ?? {
        payMethod: method,
        payMethodName: optionLabel('PayRecord', 'payMethod', method),
        amount: 0,
        count: 0,
      };
      entry.amount = money(entry.amount + Number(p.amount));
      entry.count++;
      byMethod.set(method, entry);
    }
    const receivable = money(bills.reduce((s, b) => s + Number(b.amount), 0));
    const received = money(bills.reduce((s, b) => s + Number(b.paidAmount), 0));
    const periods = [...byPeriod.values()]
      .sort((a, b) => String(a.period).localeCompare(String(b.period)))
      .map((e) => ({
        period: String(e.period),
        receivable: money(e.receivable),
        received: money(e.received),
      }));
    return ok0num({
      summary: {
        receivable,
        received,
        outstanding: money(receivable - received),
        collectionRate: rate(received, receivable),
        billCount: bills.length,
        paidCount: bills.filter((b) => b.status === 1).length,
        unpaidCount: bills.filter((b) => b.status !== 1).length,
      },
      byItem: withRates(byItem.values()).sort((a, b) => b.receivable - a.receivable),
      byPeriod: periods,
      byCommunity: withRates(byCommunity.values()).sort((a, b) => b.receivable - a.receivable),
      byMethod: [...byMethod.values()].sort((a, b) => a.payMethod - b.payMethod),
    } as never);
  }),
];
