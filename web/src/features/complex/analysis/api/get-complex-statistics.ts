// complexStatistics (GET /analysis/statistics/v2): cross-module counts of a date range.
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';

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
