// getYSCloudAccount (GET /d_nvr/getYSCloudAccount/v1): the Ezviz (萤石) cloud accounts the user may use,
// platform default (status 1) first (01 §2.4.7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';

export type CloudAccount = components['schemas']['CloudAccount'];

export async function getCloudAccounts(): Promise<CloudAccount[]> {
  const result = await call(client.GET('/d_nvr/getYSCloudAccount/v1'), { errorToast: false });
  return result.data;
}

export const cloudAccountsQuery = queryOptions({
  queryKey: ['video', 'cloud-accounts'],
  queryFn: getCloudAccounts,
});

export function useCloudAccounts(enabled = true) {
  return useQuery({ ...cloudAccountsQuery, enabled });
}
