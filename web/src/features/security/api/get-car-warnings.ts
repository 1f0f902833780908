// eCcwList (GET /e_ccw/list/v1): 车辆预警 records (plates under 车辆布控), newest first.
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';
import type { ListQuery, Records } from './records';

export type CarWarningRecord = components['schemas']['CarWarningRecord'];

export async function getCarWarnings(
  query: ListQuery & { carNumber?: string },
): Promise<Records<CarWarningRecord>> {
  const { begin, end, ...rest } = query;
  const result = await call(
    client.GET('/e_ccw/list/v1', { params: { query: { ...rest, beginTime: begin, endTime: end } } }),
  );
  return { rows: result.object.content, total: result.object.totalCount };
}
