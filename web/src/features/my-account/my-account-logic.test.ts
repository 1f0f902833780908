// My Account logic (01 §2.2): recharge amounts, activation quotes and the order filter.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { MSG_RECHARGE_AMOUNT } from '@/lib/constants/my-account';
import { activationLabel, quoteActivation } from './activation';
import type { AccountProduct } from './api/get-products';
import { toFilter } from './order-filter';
import {
  CUSTOM_AMOUNT,
  MSG_CUSTOM_AMOUNT_REQUIRED,
  customAmountError,
  formatYuan,
  rechargeAmount,
} from './recharge-amount';

const product = (overrides: Partial<AccountProduct> = {}): AccountProduct => ({
  productId: 9,
  productName: '独居老人关怀',
  category: 'pension',
  categoryName: '养老应用',
  description: '',
  features: [],
  price: 79,
  status: 0,
  statusName: '未开通',
  activateTime: null,
  expireTime: null,
  ...overrides,
});

describe('01 §2.2 充值 amount', () => {
  it('takes the preset, or the custom text with at most two decimals', () => {
    expect(rechargeAmount(500)).toBe(500);
    expect(rechargeAmount(CUSTOM_AMOUNT, '88.8')).toBe(88.8);
    expect(rechargeAmount(CUSTOM_AMOUNT, '1.234')).toBeUndefined();
    expect(rechargeAmount(CUSTOM_AMOUNT, '')).toBeUndefined();
    expect(rechargeAmount(undefined)).toBeUndefined();
  });

  it('accepts 1 to 50000 元 and names the range otherwise', () => {
    expect(customAmountError(undefined)).toBe(MSG_CUSTOM_AMOUNT_REQUIRED);
    expect(customAmountError('0.5')).toBe(MSG_RECHARGE_AMOUNT);
    expect(customAmountError('50000.01')).toBe(MSG_RECHARGE_AMOUNT);
    expect(customAmountError('1')).toBeUndefined();
    expect(customAmountError('50000')).toBeUndefined();
    expect(MSG_RECHARGE_AMOUNT).toBe('充值金额需在 1 到 50000 元之间');
  });

  it('formats yuan with two decimals and separators', () => {
    expect(formatYuan(1250.5)).toBe('1,250.50');
    expect(formatYuan(0)).toBe('0.00');
  });
});

describe('01 §2.2 产品 activation quote', () => {
  it('costs price × months against the balance', () => {
    expect(quoteActivation(product(), 3, 1250.5)).toEqual({
      cost: 237,
      balanceAfter: 1013.5,
      affordable: true,
      renewal: false,
    });
    expect(quoteActivation(product({ price: 149 }), 12, 1250.5)).toMatchObject({
      cost: 1788,
      affordable: false,
    });
  });

  it('says 续费 for active products, 开通 for the others', () => {
    expect(activationLabel(product({ status: 1 }))).toBe('续费');
    expect(activationLabel(product({ status: 2 }))).toBe('开通');
    expect(activationLabel(product())).toBe('开通');
  });
});

describe('01 §2.2 订单 filter', () => {
  it('drops empty values, reads the dictionary code as a number and sends whole days', () => {
    expect(toFilter({ orderNo: '  ', status: '' })).toEqual({
      orderNo: undefined,
      orderType: undefined,
      status: undefined,
      beginTime: undefined,
      endTime: undefined,
    });
    expect(
      toFilter({
        orderNo: ' CZ2026 ',
        orderType: 1,
        status: '0',
        range: [dayjs('2026-11-01 10:00'), dayjs('2026-11-21 08:00')],
      }),
    ).toEqual({ orderNo: 'CZ2026', orderType: 1, status: 0, beginTime: '2026-11-01', endTime: '2026-11-21' });
  });
});
