// safetyIndex (GET /analysis/safety/index/v2): 安全指数 of every visible community.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';
import { ANALYSIS_KEYS } from './query-keys';

export type SafetyIndex = components['schemas']['SafetyIndex'];

export async function getSafetyIndex(query: { queryDay?: 7 | 15 | 30 }): Promise<SafetyIndex> {
  const result = await call(client.GET('/analysis/safety/index/v2', { params: { query } }), {
    errorToast: false,
  });
  return result.object;
}

export const safetyIndexQuery = (queryDay: 7 | 15 | 30) =>
  queryOptions({
    queryKey: [...ANALYSIS_KEYS.safety, 'index', queryDay],
    queryFn: () => getSafetyIndex({ queryDay }),
  });
