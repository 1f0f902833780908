// Tag colours of order and product states (status names come from the server).
import type { AccountOrder } from './api/get-orders';
import type { AccountProduct } from './api/get-products';

export const ORDER_STATUS_COLORS: Record<AccountOrder['status'], string> = {
  0: 'processing',
  1: 'success',
  2: 'default',
  3: 'warning',
};

export const PRODUCT_STATUS_COLORS: Record<AccountProduct['status'], string> = {
  0: 'default',
  1: 'success',
  2: 'error',
};

export const ORDER_TYPE_OPTIONS = [
  { value: 1, label: '充值' },
  { value: 2, label: '产品开通' },
] as const;

export const PAY_TYPE_OPTIONS = [
  { value: 1, label: '微信支付' },
  { value: 2, label: '支付宝' },
] as const;
