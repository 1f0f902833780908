// carSnapshotLatest (GET /s_io/carSnapshot/latest/v2): the newest vehicle captures of each ticked camera.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';

export type CameraSnapshots = components['schemas']['CameraSnapshots'];
export type CarSnapshot = components['schemas']['CarSnapshot'];

export async function getLatestCarSnapshots(
  cameraIds: readonly number[],
  limit: number,
): Promise<CameraSnapshots[]> {
  const result = await call(
    client.GET('/s_io/carSnapshot/latest/v2', {
      params: { query: { cameraIds: cameraIds.join(','), limit } },
    }),
    { errorToast: false },
  );
  return result.object;
}

/** The newest captures of the ticked cameras; waits (disabled) while none is ticked. */
export const latestCarSnapshotsQuery = (cameraIds: readonly number[], limit: number) =>
  queryOptions({
    queryKey: ['security', 'vehicle-monitor', cameraIds],
    queryFn: () => getLatestCarSnapshots(cameraIds, limit),
    enabled: cameraIds.length > 0,
  });
