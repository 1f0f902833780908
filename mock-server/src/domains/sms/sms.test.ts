import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi, type TestApi } from '../../test-support/http.js';

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

describe('SMS codes over HTTP (02-modules §7)', () => {
  it('fails the check of a number that never got a code', async () => {
    // a number no other test sends a code to (they share one app): passes in any order
    const body = await api.get(
      '/s_m_s/phone/CheckCode/v1',
      { mobileNo: '13800001234', code: '1234' },
      'admin',
    );
    expect(body).toEqual({ code: '10603', message: '校验失败,无发送验证码' });
  });

  it('sends a code that CheckCode then verifies (mock code = last 4 digits)', async () => {
    const sent = await api.get(
      '/s_m_s/phone/sendCode/v1',
      { mobileNo: '13912345678', nationCode: '86' },
      'admin',
    );
    expect(sent).toMatchObject({ code: '200', data: { mobileNo: '139****5678' } });
    expect(
      await api.get('/s_m_s/phone/CheckCode/v1', { mobileNo: '13912345678', code: '5678' }, 'admin'),
    ).toMatchObject({ code: '200' });
    expect(
      await api.get('/s_m_s/phone/CheckCode/v1', { mobileNo: '13912345678', code: '0000' }, 'admin'),
    ).toMatchObject({ code: '10604' });
    expect(await api.get('/s_m_s/phone/sendCode/v1', { mobileNo: '13912345678' }, 'admin')).toMatchObject({
      code: '10601',
    });
  });

  it('confirms an export with the code of the business SMS', async () => {
    const sent = await api.form(
      '/s_m_s/sms/send/v2',
      { nationCode: '86', businessType: 3, mobileNo: '137****1111', menuName: '住户管理' },
      'expiring',
    );
    expect(sent.code).toBe('200');
    const task = await api.multipart(
      '/datapump/im_ex/v2',
      { type: 'residentExport', params: '{"depId":1499}', smsCode: '1111' },
      'expiring',
    );
    expect(task).toMatchObject({ code: 0, data: { taskType: 'export', statusText: '文件正在生成中' } });
  });

  it('sent only responses that conform to the contract', () => {
    expect(api.app.mock.violations).toEqual([]);
  });
});
