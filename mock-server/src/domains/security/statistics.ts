// 抓拍统计 (snapshotStatistics): aggregates over the door, face and vehicle snapshot tables for one
// tree node and a day range. Pure over the rows it is given, so tests can feed it directly.
import type { components } from '@zhsq/contract/api';
import type { Row } from '../../resources/types.js';
import { addDays, datesOf, spanDays } from '../../store/days.js';

export type SnapshotStatistics = components['schemas']['SnapshotStatistics'];

/** 02 §2 statistics page: longest range one request may cover. */
export const MAX_STATISTICS_DAYS = 31;
export const DEFAULT_STATISTICS_DAYS = 7;

const PERSON_TYPES = ['业主', '家属', '租客', '访客', '物业人员', '陌生人'];
const CAR_CATEGORIES = ['业主车辆', '月租车辆', '临时车辆', '访客车辆'];
const TOP_DEVICES = 10;

/** Which rows a tree node covers: door rows by their own building / unit, the rest by community. */
export interface NodeFilter {
  /** undefined = every visible community */
  depId?: number;
  buildingId?: number;
  unitId?: number;
}

export interface StatisticsInput {
  begin: string;
  end: string;
  door: readonly Row[];
  face: readonly Row[];
  car: readonly Row[];
}

export { spanDays };

/** The first day of the default range: DEFAULT_STATISTICS_DAYS days ending on `end`. */
export function defaultBegin(end: string): string {
  return addDays(end, 1 - DEFAULT_STATISTICS_DAYS);
}

export function matchesNode(row: Row, node: NodeFilter, own: boolean): boolean {
  if (node.depId !== undefined && Number(row.depId) !== node.depId) return false;
  if (!own) return true;
  if (node.buildingId !== undefined && Number(row.buildingId) !== node.buildingId) return false;
  if (node.unitId !== undefined && Number(row.unitId) !== node.unitId) return false;
  return true;
}

function slices(labels: readonly string[], values: readonly unknown[]): { label: string; count: number }[] {
  const counts = labels.map(() => 0);
  for (const value of values) {
    const index = Number(value) - 1;
    if (index >= 0 && index < counts.length) counts[index]!++;
  }
  return labels.map((label, i) => ({ label, count: counts[i]! })).filter((s) => s.count > 0);
}

export function snapshotStatistics({ begin, end, door, face, car }: StatisticsInput): SnapshotStatistics {
  const inRange = (rows: readonly Row[]) =>
    rows.filter((r) => {
      const date = String(r.snapTime).slice(0, 10);
      return date >= begin && date <= end;
    });
  const kinds = { door: inRange(door), face: inRange(face), car: inRange(car) };
  const daily = datesOf(begin, end).map((date) => {
    const on = (rows: Row[]) => rows.filter((r) => String(r.snapTime).startsWith(date)).length;
    return { date, door: on(kinds.door), face: on(kinds.face), car: on(kinds.car) };
  });
  const hours = new Map<number, number>();
  const devices = new Map<
    string,
    { deviceName: string; kind: 'door' | 'face' | 'car'; depName: string; count: number }
  >();
  for (const kind of ['door', 'face', 'car'] as const) {
    for (const row of kinds[kind]) {
      const hour = Number(String(row.snapTime).slice(11, 13));
      hours.set(hour, (hours.get(hour) ?? 0) + 1);
      const deviceName = String(kind === 'car' ? row.cameraName : row.deviceName);
      const key = `${kind}|${String(row.depId)}|${deviceName}`;
      const entry = devices.get(key) ?? { deviceName, kind, depName: String(row.depName ?? ''), count: 0 };
      entry.count++;
      devices.set(key, entry);
    }
  }
  return {
    beginDate: begin,
    endDate: end,
    total: kinds.door.length + kinds.face.length + kinds.car.length,
    door: kinds.door.length,
    face: kinds.face.length,
    car: kinds.car.length,
    stranger: kinds.face.filter((r) => r.personType === 6).length,
    daily,
    hourly: [...hours].sort(([a], [b]) => a - b).map(([hour, count]) => ({ hour, count })),
    personTypes: slices(
      PERSON_TYPES,
      kinds.face.map((r) => r.personType),
    ),
    carCategories: slices(
      CAR_CATEGORIES,
      kinds.car.map((r) => r.carCategory),
    ),
    topDevices: [...devices.values()]
      .sort((a, b) => b.count - a.count || a.deviceName.localeCompare(b.deviceName, 'zh-CN'))
      .slice(0, TOP_DEVICES),
  };
}
