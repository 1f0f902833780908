// billInfo (GET /e_c/bill/info/v2): a bill with its charge item and every payment, for 账单详情.
import { queryOptions } from '@tanstack/react-query';
import { call, client } from '@/lib/api/instance';
import { resourceKeys } from '@/list-page/resource-queries';

export async function fetchBillInfo(id: number) {
  return (await call(client.GET('/e_c/bill/info/v2', { params: { query: { id } } }))).object;
}

/** Under the Bill resource's key: a payment or a bill saved elsewhere makes it read again. */
export const billInfoQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: [...resourceKeys.of('Bill'), 'info', id],
    queryFn: () => fetchBillInfo(id!),
    enabled: id !== undefined,
  });
