// 综合管控分析 over HTTP (02 §2 complex control): the safety index, its detail and trend, the
// statistics, the 立体防控 scene and the epidemic demo are real aggregates of the store, valid
// against the contract, and bad input answers a Chinese error envelope.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testApi, type TestApi } from '../../test-support/http.js';

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
}, 60_000);
afterAll(() => api.close());
beforeEach(() => {
  api.app.mock.reset();
});

const records = async (path: string, query: Record<string, string | number> = {}) => {
  const body = await api.get(`${path}/page/v2`, { limit: 1000, ...query });
  return body.object.records as Record<string, any>[];
};

describe('safetyIndex', () => {
  it('02 §2 安全指数: every visible community is ranked by its weighted score over 7 days', async () => {
    const body = await api.get('/analysis/safety/index/v2');
    expect(body.code).toBe(0);
    const { communities, score, beginDate, endDate } = body.object;
    expect({ beginDate, endDate }).toEqual({ beginDate: '2026-11-15', endDate: '2026-11-21' });
    expect(communities).toHaveLength(24);
    const scores = communities.map((c: any) => c.score);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    const weights = [0.2, 0.25, 0.25, 0.1, 0.2];
    for (const c of communities) {
      const weighted = c.features.reduce((s: number, f: any, i: number) => s + f.score * weights[i]!, 0);
      expect(c.score).toBe(Math.round(weighted));
    }
    const mean = Math.round(scores.reduce((a: number, b: number) => a + b, 0) / scores.length);
    expect(score).toBe(mean);
    // the demo community carries the most records, so it ranks last
    expect(communities.at(-1).depId).toBe(1499);
    expect(api.app.mock.violations).toEqual([]);
  });

  it('an unhandled door alarm costs its points; handling it halves them', async () => {
    const detail = await api.get('/analysis/safety/detail/v2', {
      depId: 1499,
      featureName: 'door',
      parentSceneId: 101,
      limit: 100,
    });
    const open = (detail.object.records as any[]).find((r) => !r.handled);
    const id = Number(open.key.split('-')[1]);
    await api.form('/s_wr/alarm/handle/v2', { type: 'door', id, handleResult: 1 });
    const after = await api.get('/analysis/safety/detail/v2', {
      depId: 1499,
      featureName: 'door',
      parentSceneId: 101,
      limit: 100,
    });
    const scene = (body: any) => body.object.scenes.find((s: any) => s.sceneId === 101);
    expect(scene(after).deduction).toBeCloseTo(scene(detail).deduction - open.points / 2, 5);
    expect(scene(after).unhandled).toBe(scene(detail).unhandled - 1);
  });
});

describe('safetyDetail', () => {
  it('lists the records behind the deduction, newest first, paged', async () => {
    const first = await api.get('/analysis/safety/detail/v2', { depId: 1499, featureName: 'fire', limit: 5 });
    expect(first.code).toBe(0);
    const { scenes, total, records: rows } = first.object;
    expect(scenes.map((s: any) => s.sceneName)).toEqual(['烟感报警', '智能家居告警']);
    expect(total).toBe(scenes.reduce((s: number, x: any) => s + x.count, 0));
    expect(rows).toHaveLength(5);
    const times = rows.map((r: any) => r.time);
    expect(times).toEqual([...times].sort().reverse());
    const second = await api.get('/analysis/safety/detail/v2', {
      depId: 1499,
      featureName: 'fire',
      page: 2,
      limit: 5,
    });
    expect(second.object.records[0].key).not.toBe(rows[0].key);
    // the smart-home records are the table's rows of the last 7 days
    const smartHome = (await records('/s_sh/smartHomeAlarm')).filter(
      (r) => r.depId === 1499 && r.alarmTime >= '2026-11-15',
    );
    expect(scenes[1].count).toBe(smartHome.length);
    expect(api.app.mock.violations).toEqual([]);
  });

  it('unknown community, feature or sub-scene is a Chinese error', async () => {
    expect(await api.get('/analysis/safety/detail/v2', { depId: 99, featureName: 'door' })).toEqual({
      code: '20404',
      message: '小区不存在或无权查看',
    });
    expect(await api.get('/analysis/safety/detail/v2', { depId: 1499, featureName: 'abc' })).toEqual({
      code: '20405',
      message: '安全场景不存在：abc',
    });
    const sub = await api.get('/analysis/safety/detail/v2', {
      depId: 1499,
      featureName: 'door',
      parentSceneId: 201,
    });
    expect(sub.code).toBe('20405');
    const bad = await api.get('/analysis/safety/detail/v2', {
      depId: 1499,
      featureName: 'door',
      queryDay: 9,
    });
    expect(bad.code).toBe('400');
    expect(bad.message).toContain('queryDay');
  });
});

describe('safetyTrend', () => {
  it('one rolling 7-day score per day; the last equals the 7-day index', async () => {
    const trend = await api.get('/analysis/safety/trend/v2', { depId: 1499, queryDay: 15 });
    expect(trend.code).toBe(0);
    expect(trend.object.points).toHaveLength(15);
    expect(trend.object.points.at(-1).date).toBe('2026-11-21');
    const index = await api.get('/analysis/safety/index/v2');
    const own = index.object.communities.find((c: any) => c.depId === 1499);
    expect(trend.object.points.at(-1).score).toBe(own.score);
    expect(trend.object.points.at(-1).features).toEqual(own.features.map((f: any) => f.score));
    expect(api.app.mock.violations).toEqual([]);
  });
});

describe('complexStatistics', () => {
  it('02 §2 统计分析: counts are the tables’ rows in the range', async () => {
    const range = { beginDate: '2026-11-15', endDate: '2026-11-21' };
    const body = await api.get('/analysis/statistics/v2', { depId: 1499, ...range });
    expect(body.code).toBe(0);
    const inOut = (await records('/s_io/inOutRecord')).filter(
      (r) => r.depId === 1499 && r.recordTime >= '2026-11-15',
    );
    const daily = body.object.daily as any[];
    expect(daily).toHaveLength(7);
    expect(daily.reduce((s, d) => s + d.inCount + d.outCount, 0)).toBe(inOut.length);
    expect(body.object.summary.find((s: any) => s.key === 'inOut').value).toBe(inOut.length);
    const door = body.object.alarms.find((a: any) => a.label === '门禁告警');
    const doorRows = (await records('/s_wr/doorAlarm')).filter(
      (r) => r.depId === 1499 && r.alarmTime >= '2026-11-15',
    );
    expect(door).toEqual({
      label: '门禁告警',
      total: doorRows.length,
      handled: doorRows.filter((r) => r.handleStatus === 1).length,
    });
    expect(api.app.mock.violations).toEqual([]);
  });

  it('more than 31 days is 20400; a wider range counts more', async () => {
    expect(
      await api.get('/analysis/statistics/v2', { beginDate: '2026-09-01', endDate: '2026-11-21' }),
    ).toEqual({
      code: '20400',
      message: '统计时间跨度不能超过31天',
    });
    const week = await api.get('/analysis/statistics/v2');
    const month = await api.get('/analysis/statistics/v2', {
      beginDate: '2026-10-22',
      endDate: '2026-11-21',
    });
    const total = (b: any) => b.object.summary.find((s: any) => s.key === 'alarms').value;
    expect(total(month)).toBeGreaterThan(total(week));
  });
});

describe('preventionScene', () => {
  it('02 §2 立体防控: buildings with floors and residents, devices and recent alerts', async () => {
    const body = await api.get('/analysis/prevention/scene/v2', { depId: 1499 });
    expect(body.code).toBe(0);
    const { buildings, devices, alerts } = body.object;
    expect(buildings.length).toBeGreaterThanOrEqual(3);
    const residents = (await records('/u_r/resident')).filter((r) => r.depId === 1499);
    expect(buildings.reduce((s: number, b: any) => s + b.residents, 0)).toBe(residents.length);
    expect(devices.some((d: any) => d.status === 'offline')).toBe(true);
    const times = alerts.map((a: any) => a.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(api.app.mock.violations).toEqual([]);
  });

  it('an unknown community is 20404', async () => {
    expect((await api.get('/analysis/prevention/scene/v2', { depId: 42 })).code).toBe('20404');
  });
});

describe('epidemicDemo', () => {
  it('02 §2 疫情防控演示: figures are the heat and warning records of the range', async () => {
    const body = await api.get('/analysis/epidemic/demo/v2', { depId: 1499 });
    expect(body.code).toBe(0);
    const { figures, temperatures, daily, latest } = body.object;
    expect(temperatures.reduce((s: number, t: any) => s + t.count, 0)).toBe(figures.checks);
    expect(daily.reduce((s: number, d: any) => s + d.checks, 0)).toBe(figures.checks);
    expect(figures.checks).toBeGreaterThanOrEqual(4);
    expect(latest.every((r: any) => r.depName === '阳光雅居')).toBe(true);
    expect(api.app.mock.violations).toEqual([]);
  });
});
