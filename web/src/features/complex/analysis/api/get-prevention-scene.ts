// preventionScene (GET /analysis/prevention/scene/v2): one community’s buildings, devices and alerts.
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';

export type PreventionScene = components['schemas']['PreventionScene'];

export async function getPreventionScene(query: { depId?: number }): Promise<PreventionScene> {
  const result = await call(client.GET('/analysis/prevention/scene/v2', { params: { query } }), {
    errorToast: false,
  });
  return result.object;
}
