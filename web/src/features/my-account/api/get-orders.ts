// orderList (GET /u_ac/order/list/v1): the account's orders, newest first, paged and filtered.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, client } from '@/lib/api/instance';
import type { components, operations } from '@zhsq/contract/api';

export type AccountOrder = components['schemas']['AccountOrder'];
export type OrderQuery = NonNullable<operations['orderList']['parameters']['query']>;

export const ordersKey = ['my-account', 'orders'] as const;

export const ordersQuery = (query: OrderQuery) =>
  queryOptions({
    queryKey: [...ordersKey, query],
    queryFn: async () => {
      const result = await call(client.GET('/u_ac/order/list/v1', { params: { query } }));
      return { records: result.data, total: result.totalCount };
    },
  });

/** Keeps the previous page on screen while the next one loads (no flashing empty table). */
export function useOrders(query: OrderQuery) {
  return useQuery({ ...ordersQuery(query), placeholderData: keepPreviousData });
}
