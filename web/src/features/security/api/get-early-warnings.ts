// getEarlyWarningList (GET /user/rpt/getEarlyWarningList/v1): 身份证预警 (type 0) / 籍贯预警 (type 1).
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';
import type { ListQuery, Records } from './records';

export type EarlyWarningRecord = components['schemas']['EarlyWarningRecord'];

export async function getEarlyWarnings(type: 0 | 1, query: ListQuery): Promise<Records<EarlyWarningRecord>> {
  const { begin, end, ...rest } = query;
  const result = await call(
    client.GET('/user/rpt/getEarlyWarningList/v1', {
      params: { query: { ...rest, type, beginDate: begin, endDate: end } },
    }),
  );
  return { rows: result.data, total: result.totalCount };
}
