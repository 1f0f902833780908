// safetyTrend (GET /analysis/safety/trend/v2): daily rolling 7-day safety scores.
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';

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
