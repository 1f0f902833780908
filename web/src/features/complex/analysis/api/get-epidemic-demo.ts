// epidemicDemo (GET /analysis/epidemic/demo/v2): temperature checks, warnings and visitors of a range.
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';

export type EpidemicDemo = components['schemas']['EpidemicDemo'];

export async function getEpidemicDemo(query: {
  depId?: number;
  queryDay?: 7 | 15 | 30;
}): Promise<EpidemicDemo> {
  const result = await call(client.GET('/analysis/epidemic/demo/v2', { params: { query } }), {
    errorToast: false,
  });
  return result.object;
}
