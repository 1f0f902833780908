// dashboardEpidemic (GET /dashboard/epidemic/v2): temperature, mask, health-code and visitor counts of 疫情态势.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';
import { DASHBOARD_DATA_KEY } from './get-overview';

export type DashboardEpidemic = components['schemas']['DashboardEpidemic'];

export async function getEpidemic(queryDay: number, node?: string): Promise<DashboardEpidemic> {
  const query = node ? { queryDay, node } : { queryDay };
  const result = await call(client.GET('/dashboard/epidemic/v2', { params: { query } }), {
    errorToast: false,
  });
  return result.data;
}

export const epidemicQuery = (queryDay: number, node?: string) =>
  queryOptions({
    queryKey: [...DASHBOARD_DATA_KEY, 'epidemic', queryDay, node ?? 'all'],
    queryFn: () => getEpidemic(queryDay, node),
  });

export function useEpidemic(queryDay: number, node?: string) {
  return useQuery(epidemicQuery(queryDay, node));
}
