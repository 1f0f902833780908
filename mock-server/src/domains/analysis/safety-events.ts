// The safety events of the visible communities, read from the alarm and warning tables, the alert
// records (including alerts pushed since start) and the devices' online state. Points per record are
// part of the formula (docs/adr/0048).
import type { ResourceName, Row } from '../../resources/types.js';
import type { Store } from '../store.js';
import type { SafetyEvent } from './safety.js';

const DOOR_ALARM_TYPES = ['门未关好', '强行开门', '防拆报警', '胁迫开门', '非法卡刷卡'];
const DOOR_LEVELS = ['一般', '重要', '紧急'];
const DOOR_LEVEL_POINTS = [2, 3, 5];
const SMART_HOME_TYPES = ['水浸', '温度', '湿度', '门磁', '燃气', '红外', '紧急按钮', '家庭烟感'];
/** gas and home smoke 4, water and the emergency button 3, the rest 1 */
const SMART_HOME_POINTS = [3, 1, 1, 1, 4, 1, 3, 4];
/** smoke 5, low battery 1, tamper 2 */
const SMOKE_POINTS = [5, 1, 2];
const MANHOLE_TYPES = ['井盖开启', '井盖倾斜', '水位超限', '电量低', '设备离线'];
const MANHOLE_POINTS = [4, 3, 3, 1, 1];
const POINTS = { goAway: 3, strangerOverLimit: 2, tag: 3, identity: 3, stranger: 1, car: 2, offline: 1 };

/** Device tables whose offline rows cost the facility feature a point each. */
export const DEVICE_TABLES: readonly { name: ResourceName; label: string }[] = [
  { name: 'DoorDevice', label: '门口机' },
  { name: 'VideoDevice', label: '视频设备' },
  { name: 'FaceCamera', label: '人脸抓拍机' },
  { name: 'SmokeDetector', label: '烟感设备' },
  { name: 'ManholeCover', label: '井盖设备' },
  { name: 'VehicleCamera', label: '车辆抓拍机' },
];

const pick = (list: readonly number[] | readonly string[], value: unknown) => list[Number(value) - 1];
const text = (...parts: unknown[]) => parts.filter((p) => p !== null && p !== undefined && p !== '').join('');

export function safetyEvents(store: Store, depIds: ReadonlySet<number>): SafetyEvent[] {
  const events: SafetyEvent[] = [];
  const rows = (name: ResourceName) =>
    store.resources
      .table(name)
      .all()
      .filter((r) => depIds.has(Number(r.depId)));
  const add = (sceneId: number, row: Row, event: Omit<SafetyEvent, 'key' | 'depId' | 'sceneId'>) =>
    events.push({ key: `${sceneId}-${row.id}`, depId: Number(row.depId), sceneId, ...event });
  const handled = (row: Row) => row.handleStatus === 1;

  for (const r of rows('DoorAlarm'))
    add(101, r, {
      time: String(r.alarmTime),
      points: Number(pick(DOOR_LEVEL_POINTS, r.alarmLevel) ?? 2),
      handled: handled(r),
      content: `${pick(DOOR_ALARM_TYPES, r.alarmType) ?? '门禁告警'}（${pick(DOOR_LEVELS, r.alarmLevel) ?? '一般'}）`,
      location: text(r.buildingName, r.unitName, ' ', r.deviceName).trim(),
    });
  for (const r of rows('GoAwayWarning'))
    add(102, r, {
      time: String(r.warnTime),
      points: POINTS.goAway,
      handled: handled(r),
      content: `${String(r.personName)} 已 ${String(r.days)} 天未开门`,
      location: text(r.buildingName, r.unitName, r.roomName),
    });
  for (const r of rows('SmartHomeAlarm'))
    add(202, r, {
      time: String(r.alarmTime),
      points: Number(pick(SMART_HOME_POINTS, r.alarmType) ?? 1),
      handled: handled(r),
      content: `${pick(SMART_HOME_TYPES, r.alarmType) ?? ''}告警 ${String(r.alarmContent ?? '')}`.trim(),
      location: text(r.buildingName, r.unitName, r.roomName),
    });
  for (const r of rows('StrangerOverLimit'))
    add(301, r, {
      time: String(r.lastSnapTime),
      points: POINTS.strangerOverLimit,
      handled: handled(r),
      content: `陌生人抓拍 ${String(r.snapCount)} 次，超过阈值 ${String(r.threshold)} 次`,
      location: String(r.lastDeviceName ?? ''),
    });
  for (const r of rows('TagWarning'))
    add(302, r, {
      time: String(r.warnTime),
      points: POINTS.tag,
      handled: handled(r),
      content: `${String(r.personName)} 命中 ${String(r.tagControlName ?? '标签布控')}`,
      location: String(r.deviceName ?? ''),
    });
  for (const r of rows('ManholeAlarm'))
    add(501, r, {
      time: String(r.alarmTime),
      points: Number(pick(MANHOLE_POINTS, r.alarmType) ?? 1),
      handled: handled(r),
      content: `${pick(MANHOLE_TYPES, r.alarmType) ?? '井盖告警'} ${String(r.alarmValue ?? '')}`.trim(),
      location: text(r.location, ' ', r.deviceName).trim(),
    });
  for (const { name, label } of DEVICE_TABLES)
    for (const r of rows(name).filter((d) => d.online === 0))
      events.push({
        key: `502-${name}-${r.id}`,
        depId: Number(r.depId),
        sceneId: 502,
        time: null,
        points: POINTS.offline,
        handled: false,
        content: `${label}离线`,
        location: String(r.name),
      });

  const scope = { depIds };
  for (const r of store.alerts.smoke(scope))
    events.push({
      key: `201-${r.id}`,
      depId: r.depId,
      sceneId: 201,
      time: r.alarmTime,
      points: SMOKE_POINTS[r.alarmType - 1] ?? 1,
      handled: r.handleStatus === 1,
      content: r.alarmTypeName,
      location: r.address,
    });
  for (const type of [0, 1] as const)
    for (const r of store.alerts.warnings(scope, type))
      events.push({
        key: `303-${r.id}`,
        depId: r.depId,
        sceneId: 303,
        time: r.warnTime,
        points: POINTS.identity,
        handled: false,
        content: `${type === 0 ? '身份证' : '籍贯'}预警：${r.ownerName}（${r.controlReason}）`,
        location: r.deviceName ?? '',
      });
  for (const r of store.alerts.strangers(scope))
    events.push({
      key: `304-${r.id}`,
      depId: r.depId,
      sceneId: 304,
      time: r.capTime,
      points: POINTS.stranger,
      handled: false,
      content: `陌生人抓拍${r.snapCount ? ` ${r.snapCount} 次` : ''}`,
      location: r.deviceName ?? '',
    });
  for (const r of store.alerts.cars(scope))
    events.push({
      key: `401-${r.id}`,
      depId: r.depId,
      sceneId: 401,
      time: r.warnTime,
      points: POINTS.car,
      handled: false,
      content: `${r.carNumber} ${r.controlTypeName}`,
      location: r.cameraName ?? '',
    });
  return events;
}
