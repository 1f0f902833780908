// safetyTrend (GET /analysis/safety/trend/v2): daily rolling 7-day safety scores.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';
import { ANALYSIS_KEYS } from './query-keys';

export type SafetyTrend = components['schemas']['SafetyTrend'];

export async function getSafetyTrend(query: {
  depId?: number;
  queryDay?: 7 | 15 | 30;
}): Promise<SafetyTrend> {
  const result = await call(client.GET('/analysis/safety/trend/v2', { params: { query } }), {
    errorToast: false,
  });
  return result.object;
}

/** A community's trend; waits (disabled) while the route names no community. */
export const safetyTrendQuery = (depId: number, queryDay: 7 | 15 | 30) =>
  queryOptions({
    queryKey: [...ANALYSIS_KEYS.safety, 'trend', depId, queryDay],
    queryFn: () => getSafetyTrend({ depId, queryDay }),
    enabled: Number.isInteger(depId),
  });
