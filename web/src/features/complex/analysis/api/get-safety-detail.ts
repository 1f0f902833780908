// safetyDetail (GET /analysis/safety/detail/v2): sub-scenes and the records behind one feature’s deduction.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';
import { ANALYSIS_KEYS } from './query-keys';

export type SafetyDetail = components['schemas']['SafetyDetail'];

export async function getSafetyDetail(query: {
  depId: number;
  featureName: string;
  parentSceneId?: number;
  queryDay?: 7 | 15 | 30;
  page?: number;
  limit?: number;
}): Promise<SafetyDetail> {
  const result = await call(client.GET('/analysis/safety/detail/v2', { params: { query } }), {
    errorToast: false,
  });
  return result.object;
}

export const safetyDetailQuery = (query: Parameters<typeof getSafetyDetail>[0]) =>
  queryOptions({
    queryKey: [...ANALYSIS_KEYS.safety, 'detail', query],
    queryFn: () => getSafetyDetail(query),
  });
