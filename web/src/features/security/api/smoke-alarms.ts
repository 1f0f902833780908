// smokeAlarmRecordPage (GET /smoke_alarm_record/page/v2) and smokeAlarmRecordHandle
// (POST /smoke_alarm_record/handle/v2): 烟感报警 records and their handling (02 §7).
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';
import type { ListQuery, Records } from './records';

export type SmokeAlarmRecord = components['schemas']['SmokeAlarmRecord'];
export type SmokeHandleResult = 1 | 2 | 3 | 4;

export async function getSmokeAlarms(
  query: ListQuery & { handleStatus?: 0 | 1 },
): Promise<Records<SmokeAlarmRecord>> {
  const { begin, end, ...rest } = query;
  const result = await call(
    client.GET('/smoke_alarm_record/page/v2', {
      params: { query: { ...rest, beginTime: begin, endTime: end } },
    }),
  );
  return { rows: result.object.records, total: result.object.total };
}

export async function handleSmokeAlarm(body: {
  id: number;
  handleResult: SmokeHandleResult;
  handleRemark?: string;
}): Promise<SmokeAlarmRecord> {
  const result = await call(client.POST('/smoke_alarm_record/handle/v2', { body }), { action: 'operate' });
  return result.object;
}
