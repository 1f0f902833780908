// The smoke-alarm records export source (the alert domain's seeded and pushed smoke alarms).
import { visibleDepIds } from '#mock/lib/visibility.js';
import type { ExportSource } from '../targets.js';
import { numberParam } from './params.js';

export const smokeAlarmExport: ExportSource = {
  rows: ({ store, user, params }) => {
    const handleStatus = numberParam(params.handleStatus);
    return store.alerts
      .smoke(
        { depIds: visibleDepIds(store.communities, user), depId: numberParam(params.depId) },
        handleStatus === 0 || handleStatus === 1 ? handleStatus : undefined,
      )
      .map((r) => ({
        depName: r.depName,
        address: r.address,
        deviceSn: r.deviceSn,
        alarmTypeName: r.alarmTypeName,
        alarmTime: r.alarmTime,
        handleStatus: r.handleStatus === 1 ? '已处理' : '未处理',
      }));
  },
};
