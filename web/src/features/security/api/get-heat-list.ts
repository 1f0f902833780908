// heatList (GET /d_vc/heatlist/v1): 疫情预警 records (fever / no mask), newest first.
import type { components, operations } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';
import type { ListQuery, Records } from './records';

export type HeatRecord = components['schemas']['HeatRecord'];
type HeatQuery = NonNullable<operations['heatList']['parameters']['query']>;

export async function getHeatList(
  query: ListQuery & Pick<HeatQuery, 'isHandler' | 'isNoMask'>,
): Promise<Records<HeatRecord>> {
  const { begin, end, ...rest } = query;
  const result = await call(
    client.GET('/d_vc/heatlist/v1', { params: { query: { ...rest, beginTime: begin, endTime: end } } }),
  );
  return { rows: result.data, total: result.totalCount };
}
