// dashboardOverview (GET /dashboard/overview/v2): the counts behind 综合态势, 社区看板 and 控制台.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';

export type DashboardOverview = components['schemas']['DashboardOverview'];

/** Prefix of every dashboard aggregate: live alerts invalidate it. */
export const DASHBOARD_DATA_KEY = ['dashboard', 'data'] as const;

export async function getOverview(queryDay: number, node?: string): Promise<DashboardOverview> {
  const query = node ? { queryDay, node } : { queryDay };
  const result = await call(client.GET('/dashboard/overview/v2', { params: { query } }), {
    errorToast: false,
  });
  return result.data;
}

export const overviewQuery = (queryDay: number, node?: string) =>
  queryOptions({
    queryKey: [...DASHBOARD_DATA_KEY, 'overview', queryDay, node ?? 'all'],
    queryFn: () => getOverview(queryDay, node),
  });

export function useOverview(queryDay: number, node?: string) {
  return useQuery(overviewQuery(queryDay, node));
}
