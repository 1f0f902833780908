// 立体防控 (preventionScene): one community's buildings, device points and recent alerts. Alerts
// carry no building id, so one is read from the "N栋" in their device name or address; an alert
// without one belongs to the community's gates (buildingId null).
import type { components } from '@zhsq/contract/api';
import type { ResourceName, Row } from '../../resources/types.js';
import type { CommunityRecord } from '../../store/index.js';
import type { Store } from '../store.js';
import { addDays, onDays, todayOf } from '../../store/days.js';

export type PreventionScene = components['schemas']['PreventionScene'];
export type PreventionAlarm = components['schemas']['PreventionAlarm'];
type Device = PreventionScene['devices'][number];
type Building = PreventionScene['buildings'][number];

export const RECENT_DAYS = 7;
export const ALERT_LIMIT = 30;
export const BUILDING_ALARM_LIMIT = 10;
const FEVER_CELSIUS = 37.3;

const DEVICE_KINDS: readonly { name: ResourceName; kind: Device['kind'] }[] = [
  { name: 'DoorDevice', kind: 'door' },
  { name: 'VideoDevice', kind: 'camera' },
  { name: 'FaceCamera', kind: 'face' },
  { name: 'SmokeDetector', kind: 'smoke' },
  { name: 'ManholeCover', kind: 'manhole' },
  { name: 'VehicleCamera', kind: 'vehicle' },
];
/** device state values that mean an alarm (smoke detector 2 烟雾报警, manhole 2 开盖告警) */
const ALARM_STATE = 2;

/** The building a text names ("3栋一单元门口机", "阳光雅居 > 3栋 > …"), among the community's. */
export function buildingNamed(text: string, buildings: readonly Building[]): number | null {
  const match = /(\d+)栋/.exec(text);
  return (match && buildings.find((b) => b.buildingName === `${match[1]}栋`)?.buildingId) ?? null;
}

const byTimeDesc = (a: PreventionAlarm, b: PreventionAlarm) =>
  b.time.localeCompare(a.time) || a.key.localeCompare(b.key);

export function preventionScene(
  store: Store,
  community: CommunityRecord,
  visible: readonly CommunityRecord[],
): PreventionScene {
  const { depId } = community;
  const end = todayOf(store.now());
  const begin = addDays(end, -(RECENT_DAYS - 1));
  const rows = (name: ResourceName) =>
    store.resources
      .table(name)
      .all()
      .filter((r) => Number(r.depId) === depId);
  const residents = rows('Resident');

  const buildings: Building[] = store.hierarchy.buildingsOf(depId).map((b) => {
    const units = store.hierarchy.unitsOf(b.buildingId);
    const rooms = units.flatMap((u) => store.hierarchy.roomsOf(u.unitId));
    return {
      buildingId: b.buildingId,
      buildingName: b.buildingName,
      floors: Math.max(1, ...rooms.map((r) => r.floor)),
      units: units.length,
      rooms: rooms.length,
      residents: residents.filter((r) => r.buildingId === b.buildingId).length,
      recentAlarms: [],
    };
  });

  const alerts = liveAlerts(store, depId, begin, end, buildings);
  const openDoorAlarms = new Set(
    rows('DoorAlarm')
      .filter((r) => r.handleStatus === 0 && onDays(r.alarmTime, begin, end))
      .map((r) => String(r.deviceSn)),
  );
  const devices: Device[] = DEVICE_KINDS.flatMap(({ name, kind }) =>
    rows(name).map((r) => ({
      key: `${kind}-${r.id}`,
      kind,
      name: String(r.name),
      buildingId: typeof r.buildingId === 'number' ? r.buildingId : null,
      status: deviceStatus(kind, r, openDoorAlarms),
    })),
  );

  const buildingAlarms = [
    ...alarmRows(rows('DoorAlarm'), 'door', '门禁告警', 'alarmTime', (r) => String(r.alarmContent ?? '')),
    ...alarmRows(rows('SmartHomeAlarm'), 'smartHome', '智能家居告警', 'alarmTime', (r) =>
      String(r.alarmContent ?? ''),
    ),
    ...alarmRows(
      rows('GoAwayWarning'),
      'goAway',
      '未开门预警',
      'warnTime',
      (r) => `${String(r.personName)} 已 ${String(r.days)} 天未开门`,
    ),
  ].filter((a) => onDays(a.time, begin, end));
  for (const building of buildings) {
    building.recentAlarms = [...buildingAlarms, ...alerts]
      .filter((a) => a.buildingId === building.buildingId)
      .sort(byTimeDesc)
      .slice(0, BUILDING_ALARM_LIMIT);
  }

  return {
    depId,
    depName: community.depName,
    communities: visible.map((c) => ({ depId: c.depId, depName: c.depName })),
    buildings,
    devices,
    alerts: alerts.slice(0, ALERT_LIMIT),
  };
}

function deviceStatus(kind: Device['kind'], row: Row, openDoorAlarms: ReadonlySet<string>): Device['status'] {
  if (row.online === 0) return 'offline';
  if ((kind === 'smoke' || kind === 'manhole') && row.state === ALARM_STATE) return 'alarm';
  if (kind === 'door' && openDoorAlarms.has(String(row.serial))) return 'alarm';
  return 'online';
}

function alarmRows(
  rows: readonly Row[],
  type: string,
  typeName: string,
  time: string,
  content: (row: Row) => string,
): PreventionAlarm[] {
  return rows.map((r) => ({
    key: `${type}-${r.id}`,
    type,
    typeName,
    time: String(r[time]),
    content: content(r),
    buildingId: typeof r.buildingId === 'number' ? r.buildingId : null,
  }));
}

/** The alert-channel records of the community in [begin, end], newest first, placed on buildings. */
function liveAlerts(
  store: Store,
  depId: number,
  begin: string,
  end: string,
  buildings: readonly Building[],
): PreventionAlarm[] {
  const scope = { depIds: new Set([depId]), depId };
  const alarm = (
    type: string,
    typeName: string,
    id: number,
    time: string,
    content: string,
    place: string | undefined,
  ) => ({
    key: `${type}-${id}`,
    type,
    typeName,
    time,
    content,
    buildingId: buildingNamed(place ?? '', buildings),
  });
  const out: PreventionAlarm[] = [
    ...store.alerts
      .heat(scope, {})
      .filter((r) => r.temperature >= FEVER_CELSIUS || r.isNoMask === 1)
      .map((r) =>
        alarm(
          'heat',
          '疫情防控',
          r.id,
          r.captureTime,
          `${r.userName} 体温 ${r.temperature}℃${r.isNoMask === 1 ? ' 未戴口罩' : ''}`,
          r.deviceName,
        ),
      ),
    ...store.alerts
      .warnings(scope, 0)
      .map((r) =>
        alarm('id', '身份证预警', r.id, r.warnTime, `${r.ownerName} ${r.controlReason}`, r.deviceName),
      ),
    ...store.alerts
      .warnings(scope, 1)
      .map((r) =>
        alarm('native', '籍贯预警', r.id, r.warnTime, `${r.ownerName} ${r.controlReason}`, r.deviceName),
      ),
    ...store.alerts
      .strangers(scope)
      .map((r) =>
        alarm(
          'stanger',
          '陌生人告警',
          r.id,
          r.capTime,
          `陌生人抓拍 ${r.snapCount ?? 1} 次`,
          r.deviceName ?? '',
        ),
      ),
    ...store.alerts
      .cars(scope)
      .map((r) =>
        alarm('car', '车辆布控', r.id, r.warnTime, `${r.carNumber} ${r.controlTypeName}`, r.cameraName),
      ),
    ...store.alerts
      .smoke(scope)
      .map((r) =>
        alarm('smoke', '烟感报警', r.id, r.alarmTime, `${r.alarmTypeName} ${r.deviceName}`, r.address),
      ),
  ];
  return out.filter((a) => onDays(a.time, begin, end)).sort(byTimeDesc);
}
