// The order list's filter form → orderList query parameters (empty values dropped, dates as whole days:
// the contract reads a date-only begin as 00:00:00 and end as 23:59:59).
import type { Dayjs } from 'dayjs';
import type { OrderQuery } from './api/get-orders';

export interface FilterValues {
  orderNo?: string;
  orderType?: 1 | 2;
  status?: string;
  range?: [Dayjs, Dayjs] | null;
}

export type Filter = Omit<OrderQuery, 'page' | 'limit' | 'sessionId'>;

/** Form values → query parameters (empty values dropped; dates as whole days). */
export function toFilter(values: FilterValues): Filter {
  const status = values.status === undefined || values.status === '' ? undefined : Number(values.status);
  return {
    orderNo: values.orderNo?.trim() || undefined,
    orderType: values.orderType,
    status: status as Filter['status'],
    beginTime: values.range?.[0].format('YYYY-MM-DD'),
    endTime: values.range?.[1].format('YYYY-MM-DD'),
  };
}
