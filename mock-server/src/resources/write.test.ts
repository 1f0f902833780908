// Resource writes refuse what the schema lets through but the entity cannot hold (docs/adr/0051): an
// empty form value for a required field, or an agent id naming no agent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi, type TestApi } from '../test-support/http.js';

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

describe('resource writes', () => {
  it('an empty required field answers the 400 envelope naming it, never a null record', async () => {
    const valid = { name: '测试门口机', serial: 'TEST0001AB', depId: 1499, position: 1 };
    const body = await api.form('/d_dev/doorDevice/add/v2', { ...valid, name: '' });
    expect(body).toEqual({ code: '400', message: '请求参数错误：参数 name（设备名称）不能为空' });
    expect(api.app.mock.violations).toEqual([]);
  });

  it('an agent id that names no agent is refused, so agentName is never null', async () => {
    const dept = { name: '客服二组', parentId: 13, deptType: 2, leaderName: '周丽娟', sort: 2, status: 1 };
    for (const agentId of ['999', '02']) {
      const body = await api.form('/s_sys/department/add/v2', { ...dept, agentId });
      expect(body.code, agentId).toBe('400');
    }
    expect((await api.form('/s_sys/department/add/v2', { ...dept, agentId: '2' })).code).toBe(0);
    expect(api.app.mock.violations).toEqual([]);
  });
});
