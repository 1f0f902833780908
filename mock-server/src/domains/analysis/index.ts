// 综合管控分析 (tag analysis): 安全指数 with its detail and trend, 统计分析, 立体防控 and 疫情防控演示.
// Every figure is computed from the store's rows of the communities the session may see.
import { defineHandler, requireSession } from '../../contract/define.js';
import { fail, ok0num } from '../../contract/envelope.js';
import type { ResourceName, Row } from '../../resources/types.js';
import type { CommunityRecord, UserRecord } from '../../store/index.js';
import type { Store } from '../store.js';
import { visibleCommunities } from '../../lib/visibility.js';
import { addDays, datesOf, isCalendarDate, spanDays, todayOf } from '../../store/days.js';
import { epidemicDemo } from './epidemic.js';
import { preventionScene } from './prevention.js';
import {
  FEATURES,
  SCENES,
  deductionOf,
  eventPoints,
  featureOf,
  gradeOf,
  inWindow,
  meanScore,
  rollingScores,
  scoreCommunity,
  sceneOf,
  type SafetyEvent,
} from './safety.js';
import { safetyEvents } from './safety-events.js';
import { complexStatistics, MAX_STATISTICS_DAYS, type AlarmSource } from './statistics.js';

export const DEFAULT_QUERY_DAY = 7;
const NO_COMMUNITY = () => fail('20404', '小区不存在或无权查看');

/** The visible communities a depId narrows to: all for undefined / -1, null when not visible. */
function communitiesOf(store: Store, user: UserRecord, depId: number | undefined): CommunityRecord[] | null {
  const visible = visibleCommunities(store.communities, user);
  if (depId === undefined || depId === -1) return visible;
  const one = visible.find((c) => c.depId === depId);
  return one ? [one] : null;
}

function rangeOf(store: Store, queryDay: number) {
  const end = todayOf(store.now());
  return { begin: addDays(end, -(queryDay - 1)), end };
}

const byTimeDesc = (a: SafetyEvent, b: SafetyEvent) =>
  (b.time ?? '').localeCompare(a.time ?? '') || a.key.localeCompare(b.key);

export const handlers = [
  defineHandler('safetyIndex', (ctx) => {
    const { user } = requireSession(ctx);
    const queryDay = ctx.query.queryDay ?? DEFAULT_QUERY_DAY;
    const communities = communitiesOf(ctx.store, user, undefined)!;
    const { begin, end } = rangeOf(ctx.store, queryDay);
    const events = inWindow(safetyEvents(ctx.store, new Set(communities.map((c) => c.depId))), begin, end);
    const scored = communities
      .map((c) => ({
        depId: c.depId,
        depName: c.depName,
        ...scoreCommunity(
          events.filter((e) => e.depId === c.depId),
          queryDay,
        ),
      }))
      .sort((a, b) => b.score - a.score || a.depId - b.depId);
    const score = meanScore(scored.map((c) => c.score));
    return ok0num({
      beginDate: begin,
      endDate: end,
      queryDay,
      score,
      grade: gradeOf(score),
      features: FEATURES.map((f, i) => ({
        featureName: f.featureName,
        sceneId: f.sceneId,
        label: f.label,
        score: meanScore(scored.map((c) => c.features[i]!.score)),
        deduction: Math.round(scored.reduce((s, c) => s + c.features[i]!.deduction, 0) * 10) / 10,
        count: scored.reduce((s, c) => s + c.features[i]!.count, 0),
      })),
      communities: scored.map((c, i) => ({ ...c, grade: gradeOf(c.score), rank: i + 1 })),
    });
  }),

  defineHandler('safetyDetail', (ctx) => {
    const { user } = requireSession(ctx);
    const {
      depId,
      featureName,
      parentSceneId = 0,
      queryDay = DEFAULT_QUERY_DAY,
      page = 1,
      limit = 10,
    } = ctx.query;
    const community = communitiesOf(ctx.store, user, depId)?.[0];
    if (!community || depId === -1) return NO_COMMUNITY();
    const feature = featureOf(featureName);
    if (!feature) return fail('20405', `安全场景不存在：${featureName}`);
    const scenes = SCENES.filter((s) => s.featureName === feature.featureName);
    if (parentSceneId !== 0 && !scenes.some((s) => s.sceneId === parentSceneId))
      return fail('20405', `${feature.label}下没有子场景 ${parentSceneId}`);
    const { begin, end } = rangeOf(ctx.store, queryDay);
    const events = inWindow(safetyEvents(ctx.store, new Set([community.depId])), begin, end);
    const { features } = scoreCommunity(events, queryDay);
    const score = features.find((f) => f.featureName === feature.featureName)!.score;
    const own = (sceneId: number) => events.filter((e) => e.sceneId === sceneId);
    const listed = events
      .filter((e) =>
        parentSceneId === 0 ? scenes.some((s) => s.sceneId === e.sceneId) : e.sceneId === parentSceneId,
      )
      .sort(byTimeDesc);
    return ok0num({
      depId: community.depId,
      depName: community.depName,
      featureName: feature.featureName,
      label: feature.label,
      parentSceneId,
      sceneName: parentSceneId === 0 ? feature.label : sceneOf(parentSceneId)!.sceneName,
      score,
      grade: gradeOf(score),
      beginDate: begin,
      endDate: end,
      scenes: scenes.map((s) => ({
        sceneId: s.sceneId,
        sceneName: s.sceneName,
        count: own(s.sceneId).length,
        unhandled: own(s.sceneId).filter((e) => !e.handled).length,
        deduction: deductionOf(own(s.sceneId), queryDay),
      })),
      total: listed.length,
      records: listed.slice((page - 1) * limit, page * limit).map((e) => ({
        key: e.key,
        sceneId: e.sceneId,
        sceneName: sceneOf(e.sceneId)!.sceneName,
        time: e.time,
        content: e.content,
        location: e.location,
        points: eventPoints(e),
        handled: e.handled,
      })),
    });
  }),

  defineHandler('safetyTrend', (ctx) => {
    const { user } = requireSession(ctx);
    const { depId, queryDay = DEFAULT_QUERY_DAY } = ctx.query;
    const communities = communitiesOf(ctx.store, user, depId);
    if (!communities) return NO_COMMUNITY();
    const { begin, end } = rangeOf(ctx.store, queryDay);
    const dates = datesOf(begin, end);
    const events = safetyEvents(ctx.store, new Set(communities.map((c) => c.depId)));
    const series = communities.map((c) =>
      rollingScores(
        events.filter((e) => e.depId === c.depId),
        dates,
      ),
    );
    const single = communities.length === 1 && depId !== undefined && depId !== -1;
    return ok0num({
      depId: single ? communities[0]!.depId : -1,
      depName: single ? communities[0]!.depName : '全部小区',
      beginDate: begin,
      endDate: end,
      features: FEATURES.map((f) => ({ featureName: f.featureName, label: f.label })),
      points: dates.map((date, d) => ({
        date,
        score: meanScore(series.map((s) => s[d]!.score)),
        features: FEATURES.map((_, i) => meanScore(series.map((s) => s[d]!.features[i]!))),
      })),
    });
  }),

  defineHandler('complexStatistics', (ctx) => {
    const { user } = requireSession(ctx);
    const { depId, beginDate, endDate } = ctx.query;
    const bad = [beginDate, endDate].find((d) => d !== undefined && !isCalendarDate(d));
    if (bad !== undefined) return fail('400', `请求参数错误：日期 ${bad} 不存在`);
    const end = endDate ?? todayOf(ctx.store.now());
    const begin = beginDate ?? addDays(end, -(DEFAULT_QUERY_DAY - 1));
    const days = spanDays(begin, end);
    if (days < 1) return fail('20400', '开始日期不能晚于结束日期');
    if (days > MAX_STATISTICS_DAYS) return fail('20400', `统计时间跨度不能超过${MAX_STATISTICS_DAYS}天`);
    const communities = communitiesOf(ctx.store, user, depId);
    if (!communities) return NO_COMMUNITY();
    const depIds = new Set(communities.map((c) => c.depId));
    const rows = (name: ResourceName) =>
      ctx.store.resources
        .table(name)
        .all()
        .filter((r) => depIds.has(Number(r.depId)));
    const handled = (r: Row) => r.handleStatus === 1;
    const table = (label: string, name: ResourceName, time: string): AlarmSource => ({
      label,
      rows: rows(name),
      time,
      handled,
    });
    const scope = { depIds };
    return ok0num(
      complexStatistics({
        begin,
        end,
        inOut: rows('InOutRecord'),
        park: rows('ParkRecord'),
        visitors: rows('Visitor'),
        repairs: rows('ReportRepair'),
        bills: rows('Bill'),
        payments: rows('PayRecord'),
        alarms: [
          table('门禁告警', 'DoorAlarm', 'alarmTime'),
          table('井盖告警', 'ManholeAlarm', 'alarmTime'),
          table('智能家居告警', 'SmartHomeAlarm', 'alarmTime'),
          table('标签预警', 'TagWarning', 'warnTime'),
          table('陌生人超限', 'StrangerOverLimit', 'lastSnapTime'),
          table('未开门预警', 'GoAwayWarning', 'warnTime'),
          {
            label: '烟感报警',
            rows: ctx.store.alerts.smoke(scope) as unknown as Row[],
            time: 'alarmTime',
            handled,
          },
        ],
      }),
    );
  }),

  defineHandler('preventionScene', (ctx) => {
    const { user } = requireSession(ctx);
    const visible = visibleCommunities(ctx.store.communities, user);
    const { depId } = ctx.query;
    const community = depId === undefined ? visible[0] : visible.find((c) => c.depId === depId);
    if (!community) return NO_COMMUNITY();
    return ok0num(preventionScene(ctx.store, community, visible));
  }),

  defineHandler('epidemicDemo', (ctx) => {
    const { user } = requireSession(ctx);
    const { depId, queryDay = DEFAULT_QUERY_DAY } = ctx.query;
    const communities = communitiesOf(ctx.store, user, depId);
    if (!communities) return NO_COMMUNITY();
    const depIds = new Set(communities.map((c) => c.depId));
    const { begin, end } = rangeOf(ctx.store, queryDay);
    const scope = { depIds };
    return ok0num(
      epidemicDemo({
        begin,
        end,
        heat: ctx.store.alerts.heat(scope, {}),
        warnings: [...ctx.store.alerts.warnings(scope, 0), ...ctx.store.alerts.warnings(scope, 1)],
        visitors: ctx.store.resources
          .table('Visitor')
          .all()
          .filter((r) => depIds.has(Number(r.depId))),
      }),
    );
  }),
];
