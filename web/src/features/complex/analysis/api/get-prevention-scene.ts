// preventionScene (GET /analysis/prevention/scene/v2): one community’s buildings, devices and alerts.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';
import { ANALYSIS_KEYS } from './query-keys';

export type PreventionScene = components['schemas']['PreventionScene'];

export async function getPreventionScene(query: { depId?: number }): Promise<PreventionScene> {
  const result = await call(client.GET('/analysis/prevention/scene/v2', { params: { query } }), {
    errorToast: false,
  });
  return result.object;
}

/** One community's scene (the first visible one without an id); live alerts read it again. */
export const preventionSceneQuery = (depId: number | undefined) =>
  queryOptions({
    queryKey: [...ANALYSIS_KEYS.prevention, 'scene', depId ?? 'first'],
    queryFn: () => getPreventionScene(depId === undefined ? {} : { depId }),
  });

/** The visible communities, read from the first scene as choices for a filter: kept for the session. */
export const preventionCommunitiesQuery = queryOptions({
  queryKey: [...ANALYSIS_KEYS.prevention, 'communities'],
  queryFn: () => getPreventionScene({}),
  staleTime: Infinity,
});
