// accountSummary (GET /u_ac/account/summary/v1): balance, days left, totals (01 §2.2 我的账户).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, client } from '@/lib/api/instance';
import type { components } from '@zhsq/contract/api';

export type AccountSummary = components['schemas']['AccountSummary'];

export const accountSummaryQuery = queryOptions({
  queryKey: ['my-account', 'summary'],
  queryFn: async (): Promise<AccountSummary> => (await call(client.GET('/u_ac/account/summary/v1'))).data,
});

export function useAccountSummary() {
  return useQuery(accountSummaryQuery);
}
