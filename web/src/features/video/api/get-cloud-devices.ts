// getYSCloudDevices (GET /d_nvr/getYSCloudDevices/v1?accountId=): the devices of one cloud account.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';

export type CloudDevice = components['schemas']['CloudDevice'];

export async function getCloudDevices(accountId: number): Promise<CloudDevice[]> {
  const result = await call(client.GET('/d_nvr/getYSCloudDevices/v1', { params: { query: { accountId } } }), {
    errorToast: false,
  });
  return result.data;
}

export const cloudDevicesQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['video', 'cloud-devices', accountId],
    queryFn: () => getCloudDevices(accountId),
  });

export function useCloudDevices(accountId: number | undefined) {
  return useQuery({ ...cloudDevicesQuery(accountId ?? 0), enabled: accountId !== undefined });
}
