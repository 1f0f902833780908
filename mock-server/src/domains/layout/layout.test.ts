import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi, type TestApi } from '../../test-support/http.js';

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

describe('editor layouts over HTTP', () => {
  it('returns the default layout, then what was saved, per user', async () => {
    expect(await api.get('/l_o/get/v2', { pageKey: 'PropertyEditor' })).toMatchObject({
      code: '200',
      data: { layoutId: 'Template1', saved: false },
    });
    const config = '{"left":["population"],"right":["alarmTrend"]}';
    const saved = await api.form('/l_o/save/v2', {
      pageKey: 'PropertyEditor',
      layoutId: 'Template3',
      layoutConfig: config,
      queryDay: 30,
    });
    expect(saved).toMatchObject({ code: '200', message: '保存成功' });
    expect(await api.get('/l_o/get/v2', { pageKey: 'PropertyEditor' })).toMatchObject({
      data: { layoutId: 'Template3', layoutConfig: config, queryDay: 30, saved: true },
    });
    expect(await api.get('/l_o/get/v2', { pageKey: 'PropertyEditor' }, 'operator')).toMatchObject({
      data: { saved: false },
    });
  });

  it('rejects an unknown page key and bad configuration', async () => {
    expect((await api.get('/l_o/get/v2', { pageKey: 'Nope' })).code).toBe('400');
    expect(
      await api.form('/l_o/save/v2', { pageKey: 'HomeEditor', layoutId: 'Template2', layoutConfig: '{oops' }),
    ).toMatchObject({ code: '10701' });
  });

  it('sent only responses that conform to the contract', () => {
    expect(api.app.mock.violations).toEqual([]);
  });
});
