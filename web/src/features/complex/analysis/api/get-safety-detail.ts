// safetyDetail (GET /analysis/safety/detail/v2): sub-scenes and the records behind one feature’s deduction.
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';

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
