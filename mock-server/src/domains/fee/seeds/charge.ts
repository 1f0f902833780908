// 收费管理 seeds: one bank account per community of the first six (plus two merchant accounts, the last
// unused), four charge items per community (the last item has never been billed), six months of bills
// and a payment for each paid bill.
import { roomExtra } from '../../property/attributes.js';
import { formatDateTime } from '#mock/store/clock.js';
import type { ResourceSeed, SeedContext } from '#mock/resources/types.js';
import { money, personName, plusMinutes } from '../../property/seeds/common.js';

const COMMUNITIES = 6;
const BANKS = ['中国工商银行', '中国建设银行', '招商银行', '中国农业银行'];

export const chargeAccount: ResourceSeed = {
  count: 8,
  make(ctx, i) {
    const { faker, store } = ctx;
    const community = store.communities[i < COMMUNITIES ? i : i - COMMUNITIES]!;
    const bank = i < COMMUNITIES;
    const company = `${community.depName}物业服务中心`;
    return {
      accountName: bank
        ? `${community.depName}物业费专户`
        : `${community.depName}${i === 6 ? '微信' : '支付宝'}收款`,
      accountType: bank ? 1 : i === 6 ? 2 : 3,
      depId: community.depId,
      bankName: bank ? `${faker.helpers.arrayElement(BANKS)}${community.districtName}支行` : null,
      accountNo: bank
        ? `36020${faker.string.numeric(10)}${String(i).padStart(4, '0')}`
        : `16${faker.string.numeric(6)}${String(i).padStart(2, '0')}`,
      accountHolder: company,
      status: 1,
      createTime: ctx.daysAgo(faker.number.int({ min: 300, max: 1200 })),
    };
  },
};

const ITEMS = [
  { name: '住宅物业服务费', itemType: 1, billingMode: 1, price: [1.8, 3.2], cycle: 1 },
  { name: '生活用水', itemType: 2, billingMode: 3, price: [3.46, 3.46], cycle: 1, usageUnit: '吨' },
  { name: '车位管理费', itemType: 5, billingMode: 2, price: [120, 200], cycle: 1 },
  { name: '公共能耗分摊', itemType: 6, billingMode: 1, price: [0.2, 0.5], cycle: 3 },
] as const;

export const chargeItem: ResourceSeed = {
  count: 24,
  make(ctx, i) {
    const { faker, store } = ctx;
    const c = Math.floor(i / ITEMS.length);
    const item = ITEMS[i % ITEMS.length]!;
    const [low, high] = item.price;
    return {
      name: item.name,
      depId: store.communities[c]!.depId,
      itemType: item.itemType,
      billingMode: item.billingMode,
      unitPrice: low === high ? low : money(faker.number.float({ min: low, max: high, fractionDigits: 1 })),
      usageUnit: 'usageUnit' in item ? item.usageUnit : null,
      cycle: item.cycle,
      dueDay: item.billingMode === 3 ? 20 : 15,
      lateFeeRate: item.itemType === 1 ? 0.5 : null,
      accountId: c + 1,
      status: 1,
      createTime: ctx.daysAgo(faker.number.int({ min: 200, max: 1000 })),
    };
  },
};

/** Bill i is unpaid when i % 4 is 0 (30 of 120); payment j belongs to the j-th paid bill. */
const isUnpaid = (i: number) => i % 4 === 0;
const BILLED_ITEMS = 23;
const BILL_COUNT = 120;
const BILL_MONTHS = Math.ceil(BILL_COUNT / BILLED_ITEMS);

/** yyyy-MM of `back` months before the store's month. */
function periodOf(ctx: SeedContext, back: number): string {
  const now = formatDateTime(ctx.store.now());
  const index = Number(now.slice(0, 4)) * 12 + Number(now.slice(5, 7)) - 1 - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const bill: ResourceSeed = {
  count: BILL_COUNT,
  make(ctx, i) {
    const { faker, store } = ctx;
    const item = ctx.rows('ChargeItem')[i % BILLED_ITEMS]!;
    const depId = Number(item.depId);
    const building = faker.helpers.arrayElement(store.hierarchy.buildingsOf(depId));
    const unit = faker.helpers.arrayElement(store.hierarchy.unitsOf(building.buildingId));
    const room = faker.helpers.arrayElement(store.hierarchy.roomsOf(unit.unitId));
    const price = Number(item.unitPrice);
    const cycle = Number(item.cycle);
    const amount =
      item.billingMode === 1
        ? roomExtra(store, room).area * price * cycle
        : item.billingMode === 2
          ? price * cycle
          : faker.number.int({ min: 4, max: 30 }) * price;
    // Older periods first, so the newest bills have the highest ids (lists show newest first).
    const period = periodOf(ctx, BILL_MONTHS - 1 - Math.floor(i / BILLED_ITEMS));
    const unpaid = isUnpaid(i);
    const createTime = `${period}-01 00:05:00`;
    const dueDate = `${period}-${String(item.dueDay).padStart(2, '0')}`;
    const payTime = unpaid ? null : plusMinutes(createTime, faker.number.int({ min: 60, max: 13 * 24 * 60 }));
    return {
      billNo: `ZD${period.replace('-', '')}${String(i + 1).padStart(4, '0')}`,
      depId,
      buildingId: building.buildingId,
      unitId: unit.unitId,
      roomId: room.roomNumberId,
      payerName: personName(faker),
      chargeItemId: item.id,
      period,
      amount: money(amount),
      paidAmount: unpaid ? 0 : money(amount),
      status: unpaid ? 0 : 1,
      dueDate,
      payTime: payTime && payTime > formatDateTime(store.now()) ? formatDateTime(store.now()) : payTime,
      createTime,
    };
  },
  created: (ctx, input) => ({
    billNo: `ZD${String(input.period).replace('-', '')}${String(ctx.rows('Bill').length + 1).padStart(4, '0')}`,
    paidAmount: 0,
    status: 0,
    payTime: null,
  }),
};

export const payRecord: ResourceSeed = {
  count: 90,
  make(ctx, j) {
    const { faker } = ctx;
    const paid = ctx.rows('Bill').filter((b) => b.status === 1);
    const b = paid[j % paid.length]!;
    const payMethod = faker.helpers.weightedArrayElement([
      { weight: 2, value: 1 },
      { weight: 5, value: 2 },
      { weight: 3, value: 3 },
      { weight: 1, value: 4 },
      { weight: 1, value: 5 },
    ]);
    const payTime = String(b.payTime);
    return {
      payNo: `JF${payTime.slice(0, 10).replaceAll('-', '')}${String(j + 1).padStart(4, '0')}`,
      billId: b.id,
      billNo: b.billNo,
      depId: b.depId,
      buildingId: b.buildingId,
      unitId: b.unitId,
      roomId: b.roomId,
      payerName: b.payerName,
      chargeItemName: ctx.rows('ChargeItem').find((item) => item.id === b.chargeItemId)?.name ?? '',
      period: b.period,
      amount: b.amount,
      payMethod,
      operatorName:
        payMethod === 2 || payMethod === 3
          ? '线上缴费'
          : faker.helpers.arrayElement(['系统管理员', '财务专员']),
      receiptNo:
        payMethod === 1 || payMethod === 5
          ? `SJ${payTime.slice(0, 10).replaceAll('-', '')}${String(j + 1).padStart(3, '0')}`
          : null,
      payTime,
    };
  },
};
