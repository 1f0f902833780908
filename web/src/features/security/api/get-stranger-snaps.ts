// swList (GET /d_sw/swlist/v1): 陌生人抓拍 records, newest first.
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';
import type { ListQuery, Records } from './records';

export type StrangerRecord = components['schemas']['StrangerRecord'];

export async function getStrangerSnaps(query: ListQuery): Promise<Records<StrangerRecord>> {
  const { begin, end, ...rest } = query;
  const result = await call(
    client.GET('/d_sw/swlist/v1', { params: { query: { ...rest, startTime: begin, endTime: end } } }),
  );
  return { rows: result.data, total: result.totalCount };
}
