// Every kind of alarm the dashboards count, merged into one shape: the alert-channel records (heat, id,
// native, stanger, car, smoke — pushed alerts land there too) and the warning resources.
import type { components } from '@zhsq/contract/api';
import type { ResourceName } from '../../resources/types.js';
import type { Store } from '../store.js';
import { inRange, inScope, type DashboardScope } from './scope.js';

export type DashboardAlarm = components['schemas']['DashboardAlarm'];
export type AlarmType = DashboardAlarm['type'];

/** Alarm types in chart order, with their names. */
export const ALARM_TYPES: readonly { type: AlarmType; label: string }[] = [
  { type: 'heat', label: '体温预警' },
  { type: 'id', label: '身份证预警' },
  { type: 'native', label: '籍贯预警' },
  { type: 'stanger', label: '陌生人预警' },
  { type: 'car', label: '车辆布控' },
  { type: 'smoke', label: '烟感报警' },
  { type: 'door', label: '门禁告警' },
  { type: 'manhole', label: '井盖告警' },
  { type: 'smartHome', label: '智能家居' },
  { type: 'tag', label: '标签预警' },
  { type: 'strangerOverLimit', label: '陌生人超限' },
  { type: 'goAway', label: '未出门预警' },
];

const nameOf = (type: AlarmType) => ALARM_TYPES.find((t) => t.type === type)!.label;

const RESOURCE_ALARMS: readonly {
  type: AlarmType;
  resource: ResourceName;
  time: string;
  content: (row: Record<string, unknown>) => string;
}[] = [
  {
    type: 'door',
    resource: 'DoorAlarm',
    time: 'alarmTime',
    content: (r) => `${r.deviceName} ${r.alarmContent}`,
  },
  { type: 'manhole', resource: 'ManholeAlarm', time: 'alarmTime', content: (r) => `${r.deviceName} 异常` },
  {
    type: 'smartHome',
    resource: 'SmartHomeAlarm',
    time: 'alarmTime',
    content: (r) => `${r.roomName} ${r.alarmContent}`,
  },
  {
    type: 'tag',
    resource: 'TagWarning',
    time: 'warnTime',
    content: (r) => `${r.personName}（${r.tagControlName}）`,
  },
  {
    type: 'strangerOverLimit',
    resource: 'StrangerOverLimit',
    time: 'lastSnapTime',
    content: (r) => `陌生人当日被抓拍 ${r.snapCount} 次`,
  },
  {
    type: 'goAway',
    resource: 'GoAwayWarning',
    time: 'warnTime',
    content: (r) => `${r.personName} ${r.days} 天未出门`,
  },
];

/** Every alarm of the scope and range, newest first. */
export function alarmsOf(store: Store, scope: DashboardScope): DashboardAlarm[] {
  const out: DashboardAlarm[] = [];
  const add = (
    type: AlarmType,
    row: { id: number; depId: number; depName: string },
    time: string,
    content: string,
    handled: boolean | null,
  ) => {
    if (!inRange(scope, time)) return;
    out.push({
      key: `${type}-${row.id}`,
      type,
      typeName: nameOf(type),
      depId: row.depId,
      depName: row.depName,
      content,
      time,
      handled,
    });
  };
  const alertScope = { depIds: scope.depIds, from: scope.from, to: scope.to };
  for (const r of store.alerts.heat(alertScope, {})) {
    const mask = r.isNoMask === 1 ? '，未戴口罩' : '';
    add('heat', r, r.captureTime, `${r.userName} 体温 ${r.temperature}℃${mask}`, r.isHandler === 1);
  }
  for (const r of store.alerts.warnings(alertScope, 0))
    add('id', r, r.warnTime, `${r.ownerName} 身份证布控命中`, null);
  for (const r of store.alerts.warnings(alertScope, 1))
    add('native', r, r.warnTime, `${r.ownerName} 籍贯 ${r.birthPlace}`, null);
  for (const r of store.alerts.strangers(alertScope))
    add('stanger', r, r.capTime, `${r.deviceName ?? '抓拍机'} 抓拍到陌生人`, null);
  for (const r of store.alerts.cars(alertScope))
    add('car', r, r.warnTime, `${r.carNumber} ${r.controlTypeName}`, null);
  for (const r of store.alerts.smoke(alertScope))
    add('smoke', r, r.alarmTime, `${r.address} ${r.alarmTypeName}`, r.handleStatus === 1);
  for (const source of RESOURCE_ALARMS) {
    for (const r of store.resources.table(source.resource).all()) {
      if (!inScope(scope, r)) continue;
      const row = { id: r.id, depId: Number(r.depId), depName: String(r.depName ?? '') };
      add(source.type, row, String(r[source.time]), source.content(r), r.handleStatus === 1);
    }
  }
  return out.sort((a, b) => b.time.localeCompare(a.time) || a.key.localeCompare(b.key));
}
