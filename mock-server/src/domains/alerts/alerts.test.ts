import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi, type TestApi } from '../../test-support/http.js';

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const today = { beginTime: '2026-11-21 00:00:00', endTime: '2026-11-21 23:59:59' };

describe('alert lookups over HTTP (01-shell §7)', () => {
  it('answers the heat pop-up lookup with the newest unhandled record of today', async () => {
    const body = await api.get('/d_vc/heatlist/v1', {
      depId: 1499,
      isHandler: 0,
      start: 0,
      page: 1,
      limit: 1,
      ...today,
    });
    expect(body.code).toBe('200');
    expect(body.data).toHaveLength(1);
    expect(body.totalCount).toBeGreaterThanOrEqual(1);
    expect(body.data[0].captureTime.startsWith('2026-11-21')).toBe(true);
  });

  it('pages the ID-card list by offset', async () => {
    const first = await api.get('/user/rpt/getEarlyWarningList/v1', { type: 0, offset: 0, limit: 1 });
    const second = await api.get('/user/rpt/getEarlyWarningList/v1', { type: 0, offset: 1, limit: 1 });
    expect(first.totalCount).toBe(second.totalCount);
    expect(first.data[0].id).not.toBe(second.data[0].id);
  });

  it('answers the car and smoke lookups with their numeric 0 envelopes', async () => {
    const car = await api.get('/e_ccw/list/v1', { page: 1, limit: 1, ...today });
    expect(car).toMatchObject({ code: 0, object: { totalCount: expect.any(Number) } });
    const smoke = await api.get('/smoke_alarm_record/page/v2', { page: 1, limit: 1, ...today });
    expect(smoke).toMatchObject({ code: 0, object: { current: 1, size: 1 } });
  });

  it('handles a smoke alarm so that it leaves the unhandled list', async () => {
    const before = await api.get('/smoke_alarm_record/page/v2', { depId: 1499, handleStatus: 0, limit: 100 });
    const id = before.object.records[0].id;
    const handled = await api.form('/smoke_alarm_record/handle/v2', {
      id,
      handleResult: 2,
      handleRemark: '误报，已确认',
    });
    expect(handled).toMatchObject({ code: 0, object: { id, handleStatus: 1, handleUserName: '系统管理员' } });
    const after = await api.get('/smoke_alarm_record/page/v2', { depId: 1499, handleStatus: 0, limit: 100 });
    expect(after.object.total).toBe(before.object.total - 1);
    const again = await api.form('/smoke_alarm_record/handle/v2', { id, handleResult: 2 });
    expect(again.code).toBe('20402');
  });

  it("hides other agents' communities from property staff", async () => {
    const admin = await api.get('/d_sw/swlist/v1', { limit: 1 });
    const operator = await api.get('/d_sw/swlist/v1', { limit: 1 }, 'operator');
    expect(operator.totalCount).toBeLessThan(admin.totalCount);
  });

  it('sent only responses that conform to the contract', () => {
    expect(api.app.mock.violations).toEqual([]);
  });
});
