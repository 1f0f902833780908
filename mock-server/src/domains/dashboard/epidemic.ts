// 疫情态势 aggregate (dashboardEpidemic): temperature / no-mask warnings from the heat alert records
// (pushed heat alerts included), health-code colours and visitor registrations.
import type { components } from '@zhsq/contract/api';
import type { Store } from '../store.js';
import { countBy, dayOf, inRange, inScope, type DashboardScope } from './scope.js';

export type DashboardEpidemic = components['schemas']['DashboardEpidemic'];

/** 体温异常 from this temperature (℃) up. */
export const FEVER_TEMPERATURE = 37.3;
const HEALTH_CODES = ['绿码', '黄码', '红码', '未知'];
const LATEST_HEAT = 10;

export function epidemic(store: Store, scope: DashboardScope): DashboardEpidemic {
  const heat = store.alerts.heat({ depIds: scope.depIds, from: scope.from, to: scope.to }, {});
  const fever = (r: (typeof heat)[number]) => r.temperature >= FEVER_TEMPERATURE;
  const visits = store.resources
    .table('Visitor')
    .all()
    .filter((r) => inScope(scope, r) && inRange(scope, r.createTime))
    .map((r) => dayOf(r.createTime));
  return {
    beginDate: scope.begin,
    endDate: scope.end,
    queryDay: scope.queryDay,
    heat: {
      total: heat.length,
      today: heat.filter((r) => dayOf(r.captureTime) === scope.today).length,
      fever: heat.filter(fever).length,
      noMask: heat.filter((r) => r.isNoMask === 1).length,
      unhandled: heat.filter((r) => r.isHandler === 0).length,
    },
    healthCodes: countBy(HEALTH_CODES, heat, (r) => HEALTH_CODES.indexOf(r.healthCodeStatusDesc)),
    visitors: { today: visits.filter((d) => d === scope.today).length, inRange: visits.length },
    daily: scope.days.map((date) => {
      const on = heat.filter((r) => dayOf(r.captureTime) === date);
      return {
        date,
        fever: on.filter(fever).length,
        noMask: on.filter((r) => r.isNoMask === 1).length,
        visitors: visits.filter((d) => d === date).length,
      };
    }),
    latest: [...heat]
      .sort((a, b) => b.captureTime.localeCompare(a.captureTime) || b.id - a.id)
      .slice(0, LATEST_HEAT)
      .map((r) => ({
        id: r.id,
        depName: r.depName,
        userName: r.userName,
        temperature: r.temperature,
        isNoMask: r.isNoMask,
        healthCodeStatusDesc: r.healthCodeStatusDesc,
        captureTime: r.captureTime,
      })),
  };
}
