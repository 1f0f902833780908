// 安防监控 over HTTP (02 §2 security surveillance): every seeded record of the security resources
// matches the contract, lists are newest first, alarms are handled once, the capture statistics are
// real aggregates of the capture tables, the vehicle wall gets each ticked camera's newest captures,
// and deleting a duty area or tag that still has records is refused.
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

const RESOURCES = [
  '/s_io/inOutRecord',
  '/s_io/guestRecord',
  '/s_io/macRecord',
  '/s_io/doorSnapshot',
  '/s_io/faceSnapshot',
  '/s_io/carSnapshot',
  '/s_wc/dutyArea',
  '/s_wc/taskAssignment',
  '/s_wc/idCardControl',
  '/s_wc/nativePlaceControl',
  '/s_wc/tagControl',
  '/s_wc/warningDeclaration',
  '/s_wc/carControl',
  '/s_wr/doorAlarm',
  '/s_wr/manholeAlarm',
  '/s_wr/tagWarning',
  '/s_wr/strangerOverLimit',
  '/s_wr/goAwayWarning',
  '/s_sh/smartHomeAlarm',
];

const records = async (path: string, query: Record<string, string | number> = {}) => {
  const body = await api.get(`${path}/page/v2`, { limit: 1000, ...query });
  expect(body.code).toBe(0);
  return body.object.records as Record<string, any>[];
};

describe('security resources', () => {
  it.each(RESOURCES)('%s seeds 30–120 records, all valid against the contract', async (path) => {
    const rows = await records(path);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.length).toBeLessThanOrEqual(120);
    expect(api.app.mock.violations).toEqual([]);
  });

  it('02 §2 records: a record list is newest first by default', async () => {
    for (const [path, key] of [
      ['/s_io/inOutRecord', 'recordTime'],
      ['/s_io/carSnapshot', 'snapTime'],
      ['/s_wr/doorAlarm', 'alarmTime'],
    ] as const) {
      const times = (await records(path)).map((r) => r[key] as string);
      expect(times).toEqual([...times].sort().reverse());
    }
  });

  it('02 §2 shared smart-home screen: alarmType filters the eight kinds, fifteen each', async () => {
    for (let type = 1; type <= 8; type++) {
      const rows = await records('/s_sh/smartHomeAlarm', { alarmType: type });
      expect(rows).toHaveLength(15);
      expect(rows.every((r) => r.alarmType === type)).toBe(true);
    }
  });

  it('DeepNormalTree: a room node narrows the smart-home alarms to that room', async () => {
    const [first] = await records('/s_sh/smartHomeAlarm');
    const rows = await records('/s_sh/smartHomeAlarm', { node: `room:${first!.roomId}` });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.roomId === first!.roomId)).toBe(true);
  });
});

describe('alarmHandle', () => {
  it('handles an unhandled alarm once, with the user and the clock; again is 20402', async () => {
    const [open] = await records('/s_wr/doorAlarm', { handleStatus: 0 });
    const done = await api.form('/s_wr/alarm/handle/v2', { type: 'door', id: open!.id, handleResult: 2 });
    expect(done).toMatchObject({
      code: 0,
      object: {
        id: open!.id,
        handleStatus: 1,
        handleResult: 2,
        handleRemark: '误报',
        handleTime: '2026-11-21 09:30:00',
      },
    });
    expect(done.object.handleUserName).toBeTruthy();
    const detail = await api.get('/s_wr/doorAlarm/detail/v2', { id: open!.id });
    expect(detail.object).toMatchObject({ handleStatus: 1, handleResult: 2 });
    const again = await api.form('/s_wr/alarm/handle/v2', { type: 'door', id: open!.id, handleResult: 1 });
    expect(again).toEqual({ code: '20402', message: '该告警已处理，请勿重复操作' });
  });

  it('an unknown alarm is 20401', async () => {
    const body = await api.form('/s_wr/alarm/handle/v2', { type: 'smartHome', id: 99999, handleResult: 1 });
    expect(body).toEqual({ code: '20401', message: '告警记录不存在' });
  });
});

describe('snapshotStatistics', () => {
  it('02 §2 statistics: totals are the counts of the capture tables for the node and days', async () => {
    const range = { beginDate: '2026-11-15', endDate: '2026-11-21' };
    const body = await api.get('/s_io/snapshot/statistics/v2', { node: 'dep:1499', ...range });
    const inRange = (rows: Record<string, any>[]) =>
      rows.filter(
        (r) => r.depId === 1499 && r.snapTime >= '2026-11-15' && r.snapTime <= '2026-11-21 23:59:59',
      );
    const door = inRange(await records('/s_io/doorSnapshot'));
    const face = inRange(await records('/s_io/faceSnapshot'));
    const car = inRange(await records('/s_io/carSnapshot'));
    expect(body.object).toMatchObject({
      ...range,
      door: door.length,
      face: face.length,
      car: car.length,
      total: door.length + face.length + car.length,
      stranger: face.filter((r) => r.personType === 6).length,
    });
    expect(body.object.daily).toHaveLength(7);
    const daily = body.object.daily as { door: number; face: number; car: number }[];
    expect(daily.reduce((s, d) => s + d.door + d.face + d.car, 0)).toBe(body.object.total);
    const hourly = body.object.hourly as { count: number }[];
    expect(hourly.reduce((s, h) => s + h.count, 0)).toBe(body.object.total);
  });

  it('defaults to the last 7 days; a building narrows the door captures only', async () => {
    const all = await api.get('/s_io/snapshot/statistics/v2', { node: 'dep:1499' });
    expect(all.object).toMatchObject({ beginDate: '2026-11-15', endDate: '2026-11-21' });
    const building = await api.get('/s_io/snapshot/statistics/v2', { node: 'building:149901' });
    expect(building.object.door).toBeLessThan(all.object.door);
    expect(building.object.face).toBe(all.object.face);
  });

  it('more than 31 days or an inverted range is 20400', async () => {
    const long = await api.get('/s_io/snapshot/statistics/v2', {
      beginDate: '2026-09-01',
      endDate: '2026-11-21',
    });
    expect(long).toEqual({ code: '20400', message: '统计时间跨度不能超过31天' });
    const inverted = await api.get('/s_io/snapshot/statistics/v2', {
      beginDate: '2026-11-21',
      endDate: '2026-11-20',
    });
    expect(inverted.code).toBe('20400');
  });
});

describe('carSnapshotLatest', () => {
  it('02 §4 camera tree: each ticked camera gets its newest captures; unknown cameras are left out', async () => {
    const body = await api.get('/s_io/carSnapshot/latest/v2', {
      cameraIds: '1499001,1499002,1499009',
      limit: 3,
    });
    expect(body.code).toBe(0);
    const cameras = body.object as {
      cameraId: number;
      snapshots: { cameraId: number; snapTime: string }[];
    }[];
    expect(cameras.map((c) => c.cameraId)).toEqual([1499001, 1499002]);
    for (const camera of cameras) {
      expect(camera.snapshots.length).toBeGreaterThan(0);
      expect(camera.snapshots.length).toBeLessThanOrEqual(3);
      expect(camera.snapshots.every((s) => s.cameraId === camera.cameraId)).toBe(true);
      const times = camera.snapshots.map((s) => s.snapTime);
      expect(times).toEqual([...times].sort().reverse());
    }
  });
});

describe('delete blockers (02 §8)', () => {
  it('a duty area with delegated tasks is not deleted (20601); one without is', async () => {
    const tasks = await records('/s_wc/taskAssignment');
    const busy = tasks[0]!.dutyAreaId as number;
    const relations = await api.get('/s_wc/dutyArea/relations/v2', { id: busy });
    expect(relations.object[0]).toMatchObject({ label: '委派任务' });
    expect(relations.object[0].count).toBeGreaterThan(0);
    expect(await api.form('/s_wc/dutyArea/delete/v2', { ids: String(busy) })).toMatchObject({
      code: '20601',
    });
    expect(await api.form('/s_wc/dutyArea/delete/v2', { ids: '36' })).toMatchObject({ code: 0 });
  });

  it('a tag with warnings is not deleted; the tags without warnings are', async () => {
    const warnings = await records('/s_wr/tagWarning');
    expect(
      await api.form('/s_wc/tagControl/delete/v2', { ids: String(warnings[0]!.tagControlId) }),
    ).toMatchObject({
      code: '20601',
    });
    expect(await api.form('/s_wc/tagControl/delete/v2', { ids: '11,12' })).toMatchObject({ code: 0 });
  });
});

describe('control writes use the shared rules', () => {
  it('02 §5: a wrong ID number and a wrong mobile are refused with the form messages', async () => {
    const base = {
      personName: '王建军',
      controlType: 5,
      controlLevel: 1,
      beginDate: '2026-11-01',
      endDate: '2027-04-30',
      status: 1,
      reason: '协查',
    };
    const badId = await api.form('/s_wc/idCardControl/add/v2', { ...base, idCardNo: '110101198003074518' });
    expect(badId.code).toBe('400');
    const badPhone = await api.form('/s_wc/idCardControl/add/v2', {
      ...base,
      idCardNo: '11010119800307451X',
      notifyPhone: '12345',
    });
    expect(badPhone).toEqual({ code: '400', message: '预警通知手机：请输入正确的手机号' });
    const ok = await api.form('/s_wc/idCardControl/add/v2', { ...base, idCardNo: '11010119800307451X' });
    expect(ok.code).toBe(0);
  });
});
