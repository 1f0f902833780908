// My Account (01-shell §2.2): balance, recharge orders, product activation and the order history of
// every demo account. The account's balance lives on its UserRecord (the user info's
// accountBalanceNoticeVo reads it too); this domain keeps orders and product states per user.
//
// Payment is simulated deterministically: an order made by rechargeCreate counts as scanned and paid
// RECHARGE_PAY_DELAY_MS after it was created; any pending order still unpaid after
// RECHARGE_EXPIRE_MS is cancelled. Both are applied lazily whenever the account is read or written.
import type { Faker } from '@faker-js/faker';
import type { components } from '@zhsq/contract/api';
import type { UserRecord } from '../../store/users.js';
import { DAY_MS, compactDateTime, formatDateTime, parseQueryTime, withinRange } from '../../store/clock.js';
import type { DomainContext } from '../context.js';
import {
  CATEGORY_NAMES,
  INITIAL_STATUS,
  PRODUCTS,
  type ProductCategory,
  type ProductDef,
} from './myaccount-catalogue.js';
import { slicePage, type PageOf } from '../../lib/paging.js';
import { failure, success, type Outcome } from '../../lib/result.js';

export type AccountOrder = components['schemas']['AccountOrder'];
export type AccountProduct = components['schemas']['AccountProduct'];
export type AccountSummary = components['schemas']['AccountSummary'];
export type RechargePayment = components['schemas']['RechargePayment'];
export type ProductActivation = components['schemas']['ProductActivation'];
type PayType = AccountOrder['payType'];
type OrderStatus = AccountOrder['status'];
type Months = 1 | 3 | 6 | 12;

export const RECHARGE_PAY_DELAY_MS = 3000;
export const RECHARGE_EXPIRE_MS = 30 * 60_000;
/** balanceNoticeFlag is 1 when the balance is gone or lasts at most this many days. */
export const BALANCE_NOTICE_DAYS = 7;
/** Ids of orders made while the mock runs; seeded orders use userId × 10000 + n (newest first). */
export const FIRST_NEW_ORDER_ID = 900001;
const SEEDED_ORDERS = 40;
const MONTHS: readonly Months[] = [1, 3, 6, 12];

const PAY_TYPE_NAMES: Record<PayType, AccountOrder['payTypeName']> = {
  1: '微信支付',
  2: '支付宝',
  4: '银行转账',
  9: '账户余额',
};
const STATUS_NAMES: Record<OrderStatus, AccountOrder['statusName']> = {
  0: '待支付',
  1: '已支付',
  2: '已取消',
  3: '已退款',
};
const PRODUCT_STATUS_NAMES = { 0: '未开通', 1: '已开通', 2: '已过期' } as const;

interface OrderRecord {
  order: AccountOrder;
  createdAt: number;
  /** Orders made by rechargeCreate: the moment the simulated payment arrives. */
  payAt?: number;
}

interface ProductState {
  activatedAt: number | null;
  expiresAt: number | null;
}

interface Account {
  user: UserRecord;
  dailyCost: number;
  orders: OrderRecord[]; // newest first
  products: Map<number, ProductState>;
}

export interface OrderFilter {
  page?: number;
  limit?: number;
  orderNo?: string;
  orderType?: 1 | 2;
  status?: OrderStatus;
  beginTime?: string;
  endTime?: string;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Adds calendar months in Beijing time (2026-11-21 09:30 + 1 → 2026-12-21 09:30). */
export function addMonths(at: number, months: number): number {
  const offset = 8 * 3_600_000;
  const d = new Date(at + offset);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime() - offset;
}

function makeOrder(input: {
  orderId: number;
  seq: number;
  createdAt: number;
  orderType: 1 | 2;
  amount: number;
  payType: PayType;
  status: OrderStatus;
  product?: ProductDef;
  months?: Months;
  remark?: string;
}): AccountOrder {
  const recharge = input.orderType === 1;
  return {
    orderId: input.orderId,
    orderNo: `${recharge ? 'CZ' : 'KT'}${compactDateTime(new Date(input.createdAt))}${String(input.seq % 10000).padStart(4, '0')}`,
    orderType: input.orderType,
    orderTypeName: recharge ? '充值' : '产品开通',
    amount: round2(input.amount),
    payType: input.payType,
    payTypeName: PAY_TYPE_NAMES[input.payType],
    status: input.status,
    statusName: STATUS_NAMES[input.status],
    productId: input.product?.productId ?? null,
    productName: input.product?.productName ?? '',
    months: input.months ?? null,
    createTime: formatDateTime(new Date(input.createdAt)),
    payTime: input.status === 1 || input.status === 3 ? formatDateTime(new Date(input.createdAt)) : null,
    remark: input.remark ?? '',
  };
}

/** Product states at seed time: INITIAL_STATUS with dates drawn from the account's Faker. */
function seedProducts(f: Faker, now: number): Map<number, ProductState> {
  const states = new Map<number, ProductState>();
  for (const product of PRODUCTS) {
    const status = INITIAL_STATUS[product.productId] ?? 0;
    const activatedAt = status === 0 ? null : now - f.number.int({ min: 60, max: 400 }) * DAY_MS;
    const expiresAt =
      status === 1
        ? now + f.number.int({ min: 5, max: 300 }) * DAY_MS
        : status === 2
          ? now - f.number.int({ min: 1, max: 120 }) * DAY_MS
          : null;
    states.set(product.productId, { activatedAt, expiresAt });
  }
  return states;
}

/**
 * Order history of one account, newest first: a pending WeChat recharge two minutes old (never paid:
 * the mock pays only orders made through rechargeCreate), then recharges and activations over the
 * last year, a few of them cancelled or refunded.
 */
function seedOrders(f: Faker, userId: string, now: number): OrderRecord[] {
  const base = Number(userId) * 10000;
  const times = [
    now - 2 * 60_000,
    ...Array.from(
      { length: SEEDED_ORDERS - 1 },
      () => now - f.number.int({ min: 1, max: 365 }) * DAY_MS - f.number.int({ min: 0, max: DAY_MS - 1 }),
    ),
  ].sort((a, b) => b - a);
  return times.map((createdAt, index) => {
    const orderId = base + index + 1;
    if (index === 0) {
      return {
        createdAt,
        order: makeOrder({
          orderId,
          seq: orderId,
          createdAt,
          orderType: 1,
          amount: 200,
          payType: 1,
          status: 0,
        }),
      };
    }
    if (f.datatype.boolean(0.45)) {
      const status: OrderStatus = f.helpers.weightedArrayElement([
        { weight: 8, value: 1 as const },
        { weight: 2, value: 2 as const },
      ]);
      return {
        createdAt,
        order: makeOrder({
          orderId,
          seq: orderId,
          createdAt,
          orderType: 1,
          amount: f.helpers.arrayElement([100, 200, 500, 1000, 2000, 5000]),
          payType: f.helpers.arrayElement([1, 2, 4] as const),
          status,
          remark: status === 2 ? '超时未支付' : '',
        }),
      };
    }
    const product = f.helpers.arrayElement(PRODUCTS);
    const months = f.helpers.arrayElement(MONTHS);
    const refunded = f.datatype.boolean(0.05);
    return {
      createdAt,
      order: makeOrder({
        orderId,
        seq: orderId,
        createdAt,
        orderType: 2,
        amount: product.price * months,
        payType: 9,
        status: refunded ? 3 : 1,
        product,
        months,
        remark: refunded ? '服务未启用，已退回余额' : '',
      }),
    };
  });
}

/** Keeps the balance notice fields of the user info in step with the balance. */
function setBalance(account: Account, balance: number): void {
  const { user } = account;
  user.balance = round2(balance);
  user.expectedDay = account.dailyCost > 0 ? Math.max(0, Math.floor(user.balance / account.dailyCost)) : 0;
  user.balanceNoticeFlag = user.balance <= 0 || user.expectedDay <= BALANCE_NOTICE_DAYS ? 1 : 0;
}

/** Simulated payment and the 30-minute expiry of pending orders. */
function settle(account: Account, now: number): void {
  for (const record of account.orders) {
    const { order } = record;
    if (order.status !== 0) continue;
    if (record.payAt !== undefined && now >= record.payAt) {
      order.status = 1;
      order.statusName = STATUS_NAMES[1];
      order.payTime = formatDateTime(new Date(record.payAt));
      setBalance(account, account.user.balance + order.amount);
    } else if (now >= record.createdAt + RECHARGE_EXPIRE_MS) {
      order.status = 2;
      order.statusName = STATUS_NAMES[2];
      order.remark = '超时未支付';
    }
  }
}

/** A product as the account sees it at `now`: not activated, active or expired. */
function productView(def: ProductDef, state: ProductState | undefined, now: number): AccountProduct {
  const expiresAt = state?.expiresAt ?? null;
  const status = expiresAt === null ? 0 : expiresAt > now ? 1 : 2;
  return {
    productId: def.productId,
    productName: def.productName,
    category: def.category,
    categoryName: CATEGORY_NAMES[def.category],
    description: def.description,
    features: [...def.features],
    price: def.price,
    status,
    statusName: PRODUCT_STATUS_NAMES[status],
    activateTime: state?.activatedAt == null ? null : formatDateTime(new Date(state.activatedAt)),
    expireTime: expiresAt === null ? null : formatDateTime(new Date(expiresAt)),
  };
}

/** The My Account summary: balance, totals of paid orders, active products, pending orders. */
function accountSummary(
  account: Account,
  user: UserRecord,
  productViewNow: (def: ProductDef, state: ProductState | undefined) => AccountProduct,
): AccountSummary {
  const paid = account.orders.filter((r) => r.order.status === 1);
  const sum = (type: 1 | 2) =>
    round2(paid.filter((r) => r.order.orderType === type).reduce((total, r) => total + r.order.amount, 0));
  const lastRecharge = paid.find((r) => r.order.orderType === 1);
  return {
    balance: user.balance,
    expectedDay: user.expectedDay,
    dailyCost: account.dailyCost,
    balanceNoticeFlag: user.balanceNoticeFlag,
    totalRecharge: sum(1),
    totalConsume: sum(2),
    activeProducts: PRODUCTS.filter((p) => productViewNow(p, account.products.get(p.productId)).status === 1)
      .length,
    pendingOrders: account.orders.filter((r) => r.order.status === 0).length,
    lastRechargeTime: lastRecharge?.order.payTime ?? null,
  };
}

export function createMyAccount(ctx: DomainContext & { users: UserRecord[] }) {
  const accounts = new Map<string, Account>();
  let nextOrderId = FIRST_NEW_ORDER_ID;
  const createdNow = ctx.now().getTime();

  for (const user of ctx.users) {
    const f = ctx.faker(`myaccount:${user.userId}`);
    accounts.set(user.userId, {
      user,
      dailyCost: user.expectedDay > 0 ? round2(user.balance / user.expectedDay) : 0,
      products: seedProducts(f, createdNow),
      orders: seedOrders(f, user.userId, createdNow),
    });
  }

  function accountOf(user: UserRecord): Account {
    const account = accounts.get(user.userId);
    if (!account) throw new Error(`no account for user ${user.userId}`);
    settle(account, ctx.now().getTime());
    return account;
  }

  const productViewNow = (def: ProductDef, state: ProductState | undefined) =>
    productView(def, state, ctx.now().getTime());

  function newOrder(
    account: Account,
    input: Omit<Parameters<typeof makeOrder>[0], 'orderId' | 'seq' | 'createdAt'>,
  ) {
    const createdAt = ctx.now().getTime();
    const orderId = nextOrderId++;
    const record: OrderRecord = {
      createdAt,
      order: makeOrder({ ...input, orderId, seq: orderId, createdAt }),
    };
    account.orders.unshift(record);
    return record;
  }

  return {
    summary(user: UserRecord): AccountSummary {
      return accountSummary(accountOf(user), user, productViewNow);
    },

    recharge(user: UserRecord, input: { amount: number; payType: 1 | 2 }): Outcome<RechargePayment> {
      if (Math.abs(input.amount * 100 - Math.round(input.amount * 100)) > 1e-6)
        return failure('11005', '充值金额最多保留两位小数');
      const account = accountOf(user);
      const record = newOrder(account, {
        orderType: 1,
        amount: input.amount,
        payType: input.payType,
        status: 0,
      });
      record.payAt = record.createdAt + RECHARGE_PAY_DELAY_MS;
      const { orderNo } = record.order;
      return success({
        order: { ...record.order },
        codeUrl:
          input.payType === 1
            ? `weixin://wxpay/bizpayurl?pr=${orderNo}`
            : `https://qr.alipay.com/${orderNo.toLowerCase()}`,
        expireTime: formatDateTime(new Date(record.createdAt + RECHARGE_EXPIRE_MS)),
      });
    },

    orders(user: UserRecord, filter: OrderFilter): PageOf<AccountOrder> {
      const account = accountOf(user);
      const from = parseQueryTime(filter.beginTime);
      const to = parseQueryTime(filter.endTime, true);
      const keyword = filter.orderNo?.trim().toUpperCase();
      const matched = account.orders.filter(
        ({ order, createdAt }) =>
          (!keyword || order.orderNo.includes(keyword)) &&
          (filter.orderType === undefined || order.orderType === filter.orderType) &&
          (filter.status === undefined || order.status === filter.status) &&
          withinRange(createdAt, from, to),
      );
      return slicePage(
        matched.map((r) => ({ ...r.order })),
        filter,
      );
    },

    order(user: UserRecord, orderId: number): Outcome<AccountOrder> {
      const record = accountOf(user).orders.find((r) => r.order.orderId === orderId);
      return record ? success({ ...record.order }) : failure('11003', '订单不存在');
    },

    cancel(user: UserRecord, orderId: number): Outcome<AccountOrder> {
      const record = accountOf(user).orders.find((r) => r.order.orderId === orderId);
      if (!record) return failure('11003', '订单不存在');
      if (record.order.status !== 0) return failure('11004', '订单状态已变更，无法取消');
      Object.assign(record.order, { status: 2, statusName: STATUS_NAMES[2], remark: '用户取消' });
      return success({ ...record.order });
    },

    products(user: UserRecord, category?: ProductCategory): AccountProduct[] {
      const account = accountOf(user);
      return PRODUCTS.filter((p) => !category || p.category === category).map((p) =>
        productViewNow(p, account.products.get(p.productId)),
      );
    },

    activate(user: UserRecord, input: { productId: number; months: Months }): Outcome<ProductActivation> {
      const account = accountOf(user);
      const def = PRODUCTS.find((p) => p.productId === input.productId);
      if (!def) return failure('11002', '产品不存在');
      const cost = round2(def.price * input.months);
      if (cost > user.balance) return failure('11001', '账户余额不足，请先充值');
      const now = ctx.now().getTime();
      const state = account.products.get(def.productId) ?? { activatedAt: null, expiresAt: null };
      const active = state.expiresAt !== null && state.expiresAt > now;
      account.products.set(def.productId, {
        activatedAt: state.activatedAt ?? now,
        expiresAt: addMonths(active ? state.expiresAt! : now, input.months),
      });
      setBalance(account, user.balance - cost);
      const record = newOrder(account, {
        orderType: 2,
        amount: cost,
        payType: 9,
        status: 1,
        product: def,
        months: input.months,
        remark: active ? '续费' : '',
      });
      return success({
        product: productViewNow(def, account.products.get(def.productId)),
        order: { ...record.order },
        balance: user.balance,
      });
    },
  };
}

export type MyAccountDomain = ReturnType<typeof createMyAccount>;
