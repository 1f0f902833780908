// snapshotStatistics (GET /s_io/snapshot/statistics/v2): the aggregates of 抓拍统计.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';

export type SnapshotStatistics = components['schemas']['SnapshotStatistics'];

export async function getSnapshotStatistics(query: {
  node?: string;
  beginDate?: string;
  endDate?: string;
}): Promise<SnapshotStatistics> {
  const result = await call(client.GET('/s_io/snapshot/statistics/v2', { params: { query } }));
  return result.object;
}

export const snapshotStatisticsQuery = (query: Parameters<typeof getSnapshotStatistics>[0]) =>
  queryOptions({
    queryKey: ['security', 'snapshot-statistics', query],
    queryFn: () => getSnapshotStatistics(query),
  });
