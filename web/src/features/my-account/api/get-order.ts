// orderDetail (GET /u_ac/order/detail/v1): one order; the payment dialog polls it until it is no
// longer pending (RECHARGE_POLL_MS).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, client } from '@/lib/api/instance';
import { RECHARGE_POLL_MS } from '@/lib/constants/my-account';
import type { AccountOrder } from './get-orders';

export const orderQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['my-account', 'order', orderId],
    queryFn: async (): Promise<AccountOrder> =>
      (await call(client.GET('/u_ac/order/detail/v1', { params: { query: { orderId } } }))).data,
  });

export function usePolledOrder(orderId: number | undefined) {
  return useQuery({
    ...orderQuery(orderId ?? 0),
    enabled: orderId !== undefined,
    refetchInterval: (query) => (query.state.data?.status === 0 ? RECHARGE_POLL_MS : false),
  });
}
