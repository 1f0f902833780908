// 告警弹窗查询（疫情、身份证、籍贯、陌生人、车辆、烟感）、烟感报警处理、抓拍详情。
import { defineHandler, requireSession } from '../../contract/define.js';
import { fail, ok0num, ok200 } from '../../contract/envelope.js';
import type { UserRecord } from '../../store/index.js';
import type { Store } from '../store.js';
import type { AlertScope } from './alerts-state.js';
import { parseQueryTime } from '../../store/clock.js';
import { slicePage } from '../../lib/paging.js';
import { visibleDepIds } from '../../lib/visibility.js';

function scopeOf(
  store: Store,
  user: UserRecord,
  depId: number | undefined,
  from?: string,
  to?: string,
): AlertScope {
  return {
    depIds: visibleDepIds(store.communities, user),
    depId,
    from: parseQueryTime(from),
    to: parseQueryTime(to, true),
  };
}

export const handlers = [
  defineHandler('heatList', (ctx) => {
    const { user } = requireSession(ctx);
    const { depId, isHandler, isNoMask, beginTime, endTime, start, page, limit } = ctx.query;
    const list = ctx.store.alerts.heat(scopeOf(ctx.store, user, depId, beginTime, endTime), {
      isHandler,
      isNoMask,
    });
    const p = slicePage(list, { page, limit, offset: start });
    return { ...ok200(p.items), totalCount: p.total };
  }),

  defineHandler('getEarlyWarningList', (ctx) => {
    const { user } = requireSession(ctx);
    const { depId, type, beginDate, endDate, offset, page, limit } = ctx.query;
    const list = ctx.store.alerts.warnings(scopeOf(ctx.store, user, depId, beginDate, endDate), type);
    const p = slicePage(list, { page, limit, offset });
    return { ...ok200(p.items), totalCount: p.total };
  }),

  defineHandler('swList', (ctx) => {
    const { user } = requireSession(ctx);
    const { depId, startTime, endTime, page, limit } = ctx.query;
    const p = slicePage(ctx.store.alerts.strangers(scopeOf(ctx.store, user, depId, startTime, endTime)), {
      page,
      limit,
    });
    return { ...ok200(p.items), totalCount: p.total };
  }),

  defineHandler('eCcwList', (ctx) => {
    const { user } = requireSession(ctx);
    const { depId, carNumber, beginTime, endTime, page, limit } = ctx.query;
    const list = ctx.store.alerts.cars(scopeOf(ctx.store, user, depId, beginTime, endTime), carNumber);
    const p = slicePage(list, { page, limit });
    return ok0num({ content: p.items, totalCount: p.total });
  }),

  defineHandler('smokeAlarmRecordPage', (ctx) => {
    const { user } = requireSession(ctx);
    const { depId, handleStatus, beginTime, endTime, page, limit } = ctx.query;
    const list = ctx.store.alerts.smoke(scopeOf(ctx.store, user, depId, beginTime, endTime), handleStatus);
    const p = slicePage(list, { page, limit });
    return ok0num({ records: p.items, total: p.total, current: p.page, size: p.limit });
  }),

  defineHandler('smokeAlarmRecordHandle', (ctx) => {
    const { user } = requireSession(ctx);
    const { id, handleResult, handleRemark } = ctx.body;
    const result = ctx.store.alerts.handleSmoke(visibleDepIds(ctx.store.communities, user), {
      id,
      handleResult,
      handleRemark,
      userName: user.realName || user.userName,
    });
    return result.ok ? ok0num(result.value, '处理成功') : fail(result.code, result.message);
  }),

  defineHandler('spcDetail', (ctx) => {
    const { user } = requireSession(ctx);
    const result = ctx.store.alerts.snapshot(visibleDepIds(ctx.store.communities, user), ctx.query.id);
    return result.ok ? ok200(result.value) : fail(result.code, result.message);
  }),
];
