// 综合态势 / 社区看板 / 控制台 aggregate (dashboardOverview): real counts over the store's tables for
// one DashboardScope.
import type { components } from '@zhsq/contract/api';
import type { ResourceName, Row } from '../../resources/types.js';
import type { Store } from '../store.js';
import { ALARM_TYPES, alarmsOf } from './alarms.js';
import { countBy, dayOf, inRange, inScope, type DashboardScope } from './scope.js';

export type DashboardOverview = components['schemas']['DashboardOverview'];

export const LATEST_ALARMS = 10;
const RESIDENT_TYPES = ['业主', '家属', '租客', '临时客人', '代理人'];
const REPAIR_STATES = ['待受理', '处理中', '已完成', '已取消'];
const DEVICE_KINDS: readonly { kind: ResourceName; label: string }[] = [
  { kind: 'DoorDevice', label: '门口机' },
  { kind: 'IndoorDevice', label: '室内机' },
  { kind: 'PartitionDevice', label: '围墙机' },
  { kind: 'PropertyDevice', label: '管理机' },
  { kind: 'VideoDevice', label: '视频设备' },
  { kind: 'FaceCamera', label: '人脸抓拍机' },
  { kind: 'VehicleCamera', label: '车辆抓拍机' },
  { kind: 'ParkingHost', label: '停车场主机' },
  { kind: 'ElevatorHost', label: '梯控主机' },
  { kind: 'ManholeCover', label: '井盖' },
  { kind: 'SmokeDetector', label: '烟感' },
];
const HOURS = 24;

const round2 = (n: number) => Math.round(n * 100) / 100;

export function overview(store: Store, scope: DashboardScope): DashboardOverview {
  const rows = (name: ResourceName): Row[] =>
    store.resources
      .table(name)
      .all()
      .filter((r) => inScope(scope, r));
  const alarms = alarmsOf(store, scope);
  const inOutToday = rows('InOutRecord').filter((r) => dayOf(r.recordTime) === scope.today);
  const parks = rows('ParkRecord');
  const bills = rows('Bill');
  const repairs = rows('ReportRepair');
  const receivable = bills.reduce((sum, b) => sum + Number(b.amount), 0);
  const received = bills.reduce((sum, b) => sum + Number(b.paidAmount), 0);
  const visitTimes = [
    ...rows('Visitor').map((r) => r.visitTime),
    ...rows('GuestRecord').map((r) => r.arriveTime ?? r.visitTime),
  ];
  const devices = DEVICE_KINDS.map(({ kind, label }) => {
    const list = rows(kind);
    const online = list.filter((r) => r.online === 1).length;
    return { kind, label, online, offline: list.length - online };
  });
  const online = devices.reduce((sum, d) => sum + d.online, 0);
  const offline = devices.reduce((sum, d) => sum + d.offline, 0);
  const residents = rows('Resident');
  return {
    beginDate: scope.begin,
    endDate: scope.end,
    queryDay: scope.queryDay,
    scope: scopeCounts(store, scope),
    residents: {
      total: residents.length,
      byType: countBy(RESIDENT_TYPES, residents, (r) => Number(r.userType) - 1),
    },
    devices: { total: online + offline, online, offline, kinds: devices },
    inOut: {
      total: inOutToday.length,
      in: inOutToday.filter((r) => r.direction === 1).length,
      out: inOutToday.filter((r) => r.direction === 2).length,
      hourly: Array.from({ length: HOURS }, (_, hour) => {
        const at = inOutToday.filter((r) => Number(String(r.recordTime).slice(11, 13)) === hour);
        return {
          hour,
          in: at.filter((r) => r.direction === 1).length,
          out: at.filter((r) => r.direction === 2).length,
        };
      }),
    },
    alarms: {
      total: alarms.length,
      today: alarms.filter((a) => dayOf(a.time) === scope.today).length,
      unhandled: alarms.filter((a) => a.handled === false).length,
      byType: countBy(
        ALARM_TYPES.map((t) => t.label),
        alarms,
        (a) => ALARM_TYPES.findIndex((t) => t.type === a.type),
      ),
      daily: scope.days.map((date) => ({ date, count: alarms.filter((a) => dayOf(a.time) === date).length })),
      latest: alarms.slice(0, LATEST_ALARMS),
    },
    vehicles: {
      in: parks.filter((r) => inRange(scope, r.inTime)).length,
      out: parks.filter((r) => inRange(scope, r.outTime)).length,
      parked: parks.filter((r) => r.state === 1).length,
      daily: scope.days.map((date) => ({
        date,
        in: parks.filter((r) => dayOf(r.inTime) === date).length,
        out: parks.filter((r) => dayOf(r.outTime) === date).length,
      })),
    },
    fees: {
      bills: bills.length,
      unpaidBills: bills.filter((b) => b.status !== 1).length,
      receivable: round2(receivable),
      received: round2(received),
      rate: receivable > 0 ? Math.round((received / receivable) * 1000) / 10 : 0,
    },
    repairs: {
      total: repairs.length,
      newInRange: repairs.filter((r) => inRange(scope, r.createTime)).length,
      byState: countBy(REPAIR_STATES, repairs, (r) => Number(r.status) - 1),
    },
    visitors: {
      today: visitTimes.filter((t) => dayOf(t) === scope.today).length,
      inRange: visitTimes.filter((t) => inRange(scope, t)).length,
    },
  };
}

/** Communities, buildings, units and rooms under the node (the side tree's own hierarchy). */
function scopeCounts(store: Store, scope: DashboardScope): DashboardOverview['scope'] {
  const { hierarchy } = store;
  const buildings = [...scope.depIds]
    .flatMap((depId) => hierarchy.buildingsOf(depId))
    .filter((b) => scope.buildingId === undefined || b.buildingId === scope.buildingId);
  const units = buildings
    .flatMap((b) => hierarchy.unitsOf(b.buildingId))
    .filter((u) => scope.unitId === undefined || u.unitId === scope.unitId);
  const rooms = units.reduce((sum, u) => sum + hierarchy.roomsOf(u.unitId).length, 0);
  return { communities: scope.depIds.size, buildings: buildings.length, units: units.length, rooms };
}
