// epidemicDemo (GET /analysis/epidemic/demo/v2): temperature checks, warnings and visitors of a range.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';
import { ANALYSIS_KEYS } from './query-keys';

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

export const epidemicDemoQuery = (queryDay: 7 | 15 | 30) =>
  queryOptions({
    queryKey: [...ANALYSIS_KEYS.epidemic, queryDay],
    queryFn: () => getEpidemicDemo({ queryDay }),
  });
