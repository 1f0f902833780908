// spcDetail (GET /s_p_c/detail/v1): one capture (a stranger snapshot's id is its capture id).
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';

export type SnapshotDetail = components['schemas']['SnapshotDetail'];

export async function getSnapshotDetail(id: number): Promise<SnapshotDetail> {
  const result = await call(client.GET('/s_p_c/detail/v1', { params: { query: { id } } }));
  return result.data;
}

/** One capture; waits (disabled) while none is chosen. */
export const snapshotDetailQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: ['security', 'snapshot-detail', id],
    queryFn: () => getSnapshotDetail(id!),
    enabled: id !== undefined,
  });
