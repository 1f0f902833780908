// 02 §2 complex control dashboards over HTTP: the aggregates are real counts of the store's rows for the
// user's communities and the tree node, pushed alerts are counted, and bad input is a Chinese 400.
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

const overview = async (query: Record<string, string | number> = {}, user = 'admin') => {
  const body = await api.get('/dashboard/overview/v2', query, user);
  expect(body.code).toBe('200');
  return body.data as Record<string, any>;
};

describe('dashboardOverview', () => {
  it('02 §2: counts residents, devices and repairs from the resource tables', async () => {
    const data = await overview();
    const store = api.app.mock.store;
    const residents = store.resources.table('Resident').all();
    expect(data.residents.total).toBe(residents.length);
    expect(data.residents.byType[0]).toEqual({
      label: '业主',
      count: residents.filter((r) => r.userType === 1).length,
    });
    const doors = store.resources.table('DoorDevice').all();
    const door = data.devices.kinds.find((k: { kind: string }) => k.kind === 'DoorDevice');
    expect(door.online).toBe(doors.filter((r) => r.online === 1).length);
    expect(door.offline).toBe(doors.length - door.online);
    expect(data.repairs.total).toBe(store.resources.table('ReportRepair').all().length);
    expect(data.scope.communities).toBe(24);
    expect(data.inOut.hourly).toHaveLength(24);
  });

  it('01 §3 query default day 7: the range ends today and covers queryDay days', async () => {
    const week = await overview();
    expect(week).toMatchObject({ queryDay: 7, beginDate: '2026-11-15', endDate: '2026-11-21' });
    expect(week.alarms.daily).toHaveLength(7);
    const month = await overview({ queryDay: 30 });
    expect(month.alarms.daily).toHaveLength(30);
    expect(month.alarms.total).toBeGreaterThanOrEqual(week.alarms.total);
    expect(week.alarms.daily.reduce((s: number, d: { count: number }) => s + d.count, 0)).toBe(
      week.alarms.total,
    );
  });

  it('a community node narrows every count to that community', async () => {
    const all = await overview();
    const one = await overview({ node: 'dep:1499' });
    expect(one.scope.communities).toBe(1);
    expect(one.residents.total).toBeLessThan(all.residents.total);
    const store = api.app.mock.store;
    expect(one.residents.total).toBe(
      store.resources
        .table('Resident')
        .all()
        .filter((r) => r.depId === 1499).length,
    );
    expect(one.alarms.latest.every((a: { depId: number }) => a.depId === 1499)).toBe(true);
  });

  it('an alert pushed on the alert channel is counted and listed first', async () => {
    const before = await overview({ node: 'dep:1499' });
    const res = await api.app.inject({
      method: 'POST',
      url: '/__mock/alerts',
      payload: { type: 'smoke', depId: 1499 },
    });
    expect(res.statusCode).toBeLessThan(300);
    const after = await overview({ node: 'dep:1499' });
    expect(after.alarms.total).toBe(before.alarms.total + 1);
    expect(after.alarms.today).toBe(before.alarms.today + 1);
    expect(after.alarms.latest[0]).toMatchObject({ type: 'smoke', typeName: '烟感报警', handled: false });
  });

  it('rejects a bad queryDay with a Chinese 400 and an unknown node with 20404, never 500', async () => {
    for (const queryDay of [0, 32, 'x']) {
      const body = await api.get('/dashboard/overview/v2', { queryDay });
      expect(body.code).toBe('400');
      expect(body.message).toMatch(/^请求参数错误：参数 queryDay（统计天数）/);
    }
    expect((await api.get('/dashboard/overview/v2', { node: 'dep:999999' })).code).toBe('20404');
  });
});

describe('dashboardEpidemic', () => {
  it('疫情态势: heat warnings, health codes and daily trend add up', async () => {
    const body = await api.get('/dashboard/epidemic/v2', { queryDay: 15 });
    expect(body.code).toBe('200');
    const data = body.data as Record<string, any>;
    expect(data.daily).toHaveLength(15);
    expect(data.healthCodes.map((c: { label: string }) => c.label)).toEqual(['绿码', '黄码', '红码', '未知']);
    expect(data.healthCodes.reduce((s: number, c: { count: number }) => s + c.count, 0)).toBe(
      data.heat.total,
    );
    expect(data.daily.reduce((s: number, d: { fever: number }) => s + d.fever, 0)).toBe(data.heat.fever);
    expect(data.latest.length).toBeLessThanOrEqual(10);
    expect((await api.get('/dashboard/epidemic/v2', { queryDay: 99 })).code).toBe('400');
  });

  it('counts a pushed heat alert', async () => {
    const before = (await api.get('/dashboard/epidemic/v2')).data.heat.total as number;
    await api.app.inject({ method: 'POST', url: '/__mock/alerts', payload: { type: 'heat' } });
    expect((await api.get('/dashboard/epidemic/v2')).data.heat.total).toBe(before + 1);
  });
});

it('sent only responses that conform to the contract', () => {
  expect(api.app.mock.violations).toEqual([]);
});
