// What one dashboard request covers: the communities (visible to the user, narrowed by the tree node),
// an optional building / unit, the day range ending today (Beijing time) and the row filters over it.
import type { Row } from '../../resources/types.js';
import { DAY_MS, formatDateTime, parseQueryTime } from '../../store/clock.js';
import { visibleDepIds } from '../../lib/visibility.js';
import type { UserRecord } from '../../store/index.js';
import type { Store } from '../store.js';

export interface DashboardScope {
  depIds: ReadonlySet<number>;
  buildingId?: number;
  unitId?: number;
  queryDay: number;
  /** yyyy-MM-dd, first and last (today) day of the range */
  begin: string;
  end: string;
  today: string;
  /** the range as epoch ms, inclusive */
  from: number;
  to: number;
  /** every day of the range, oldest first */
  days: string[];
}

/** null when the node names nothing the user may see. */
export function dashboardScope(
  store: Store,
  user: UserRecord,
  node: string | undefined,
  queryDay: number,
): DashboardScope | null {
  const visible = visibleDepIds(store.communities, user);
  const place = placeOf(store, node);
  if (place === null) return null;
  if (place.depId !== undefined && !visible.has(place.depId)) return null;
  const now = store.now().getTime();
  const day = (offset: number) => formatDateTime(new Date(now - offset * DAY_MS)).slice(0, 10);
  const days = Array.from({ length: queryDay }, (_, i) => day(queryDay - 1 - i));
  const begin = days[0]!;
  const end = days[days.length - 1]!;
  return {
    depIds: place.depId === undefined ? visible : new Set([place.depId]),
    ...(place.buildingId !== undefined ? { buildingId: place.buildingId } : {}),
    ...(place.unitId !== undefined ? { unitId: place.unitId } : {}),
    queryDay,
    begin,
    end,
    today: end,
    from: parseQueryTime(begin)!,
    to: parseQueryTime(end, true)!,
    days,
  };
}

function placeOf(
  store: Store,
  node: string | undefined,
): { depId?: number; buildingId?: number; unitId?: number } | null {
  if (!node) return {};
  const [kind, raw] = node.split(':') as [string, string];
  const id = Number(raw);
  if (kind === 'dep') {
    if (id === -1) return {};
    return store.communities.some((c) => c.depId === id) ? { depId: id } : null;
  }
  if (kind === 'building') {
    const building = store.hierarchy.buildingById(id);
    return building ? { depId: building.depId, buildingId: id } : null;
  }
  const unit = store.hierarchy.unitById(id);
  const building = unit && store.hierarchy.buildingById(unit.buildingId);
  return unit && building ? { depId: building.depId, buildingId: building.buildingId, unitId: id } : null;
}

/**
 * A row is in scope when its community is; a building / unit node narrows only rows that carry a
 * building (or unit) of their own — community-wide records (gates, car parks) stay counted.
 */
export function inScope(scope: DashboardScope, row: Row): boolean {
  if (!scope.depIds.has(Number(row.depId))) return false;
  if (scope.buildingId !== undefined && row.buildingId != null && Number(row.buildingId) !== scope.buildingId)
    return false;
  if (scope.unitId !== undefined && row.unitId != null && Number(row.unitId) !== scope.unitId) return false;
  return true;
}

/** The day (yyyy-MM-dd) of a `yyyy-MM-dd HH:mm:ss` text, or '' when absent. */
export const dayOf = (time: unknown): string => (typeof time === 'string' ? time.slice(0, 10) : '');

export const inRange = (scope: DashboardScope, time: unknown): boolean => {
  const day = dayOf(time);
  return day >= scope.begin && day <= scope.end;
};

/** Counts per label, zero counts kept so charts keep their categories. */
export function countBy<T>(
  labels: readonly string[],
  rows: readonly T[],
  indexOf: (row: T) => number,
): { label: string; count: number }[] {
  const counts = labels.map(() => 0);
  for (const row of rows) {
    const index = indexOf(row);
    if (index >= 0 && index < counts.length) counts[index]!++;
  }
  return labels.map((label, i) => ({ label, count: counts[i]! }));
}
