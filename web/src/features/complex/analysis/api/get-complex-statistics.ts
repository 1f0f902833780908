// complexStatistics (GET /analysis/statistics/v2): cross-module counts of a date range.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';
import { ANALYSIS_KEYS } from './query-keys';

export type ComplexStatistics = components['schemas']['ComplexStatistics'];

export async function getComplexStatistics(query: {
  depId?: number;
  beginDate?: string;
  endDate?: string;
}): Promise<ComplexStatistics> {
  const result = await call(client.GET('/analysis/statistics/v2', { params: { query } }), {
    errorToast: false,
  });
  return result.object;
}

export const complexStatisticsQuery = (query: Parameters<typeof getComplexStatistics>[0]) =>
  queryOptions({
    queryKey: [...ANALYSIS_KEYS.statistics, query],
    queryFn: () => getComplexStatistics(query),
  });
