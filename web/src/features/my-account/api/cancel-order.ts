// orderCancel (POST /u_ac/order/cancel/v1): cancel a pending order; the server's text is the toast.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, client } from '@/lib/api/instance';
import { accountSummaryQuery } from './get-account-summary';
import type { AccountOrder } from './get-orders';
import { ordersKey } from './get-orders';

export async function cancelOrder(orderId: number): Promise<AccountOrder> {
  return (await call(client.POST('/u_ac/order/cancel/v1', { body: { orderId } }))).data;
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ordersKey });
      void queryClient.invalidateQueries({ queryKey: accountSummaryQuery.queryKey });
    },
  });
}
