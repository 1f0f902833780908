// Test data for the dashboards: answers of the layout and aggregate calls (tests of this folder and the
// whole-app journeys that land on the console).
import type { EditorLayout } from '../api/get-layout';
import type { DashboardOverview } from '../api/get-overview';

/** loGet answer of a page never saved (01 §3: default Template1, query day 7). */
export function unsavedLayout(pageKey: EditorLayout['pageKey']) {
  return {
    code: '200',
    data: { pageKey, layoutId: 'Template1', layoutConfig: '{}', queryDay: 7, saved: false, updateTime: null },
  };
}

/** dashboardOverview data of a scope with no records. */
export function emptyOverview(): DashboardOverview {
  return {
    beginDate: '2026-11-15',
    endDate: '2026-11-21',
    queryDay: 7,
    scope: { communities: 0, buildings: 0, units: 0, rooms: 0 },
    residents: { total: 0, byType: [] },
    devices: { total: 0, online: 0, offline: 0, kinds: [] },
    inOut: { total: 0, in: 0, out: 0, hourly: [] },
    alarms: { total: 0, today: 0, unhandled: 0, byType: [], daily: [], latest: [] },
    vehicles: { in: 0, out: 0, parked: 0, daily: [] },
    fees: { bills: 0, unpaidBills: 0, receivable: 0, received: 0, rate: 0 },
    repairs: { total: 0, newInRange: 0, byState: [] },
    visitors: { today: 0, inRange: 0 },
  };
}
