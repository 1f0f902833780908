// The request layer, one case per rule of spec/01-shell.md §7 (calls) and §8 (error catalogue).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import {
  AUTH_HEADER,
  MSG_CLIENT_ERROR,
  MSG_PERMISSION_DENIED,
  MSG_REQUEST_TIMEOUT,
  MSG_SERVER_ERROR,
  MSG_SESSION_EXPIRED,
  REQUEST_TIMEOUT,
} from '../constants/request';
import { ERROR_404_PATH, ERROR_500_PATH } from '../constants/routes';
import { createApi, type Notice, type RequestEffects } from './client';
import { asJson, asMultipart, untrimmedForm } from './serializers';

const TOKEN = '8f14e45fceea167a5a36dedd4bea2543';

function setup(token: string | null = TOKEN) {
  const notices: Notice[] = [];
  const effects = {
    getToken: () => token ?? undefined,
    navigate: vi.fn<RequestEffects['navigate']>(),
    notify: vi.fn((notice: Notice) => {
      notices.push(notice);
    }),
    logout: vi.fn<RequestEffects['logout']>(),
    reload: vi.fn<RequestEffects['reload']>(),
  };
  const api = createApi(effects, { baseUrl: 'http://console.test/api' });
  return { api, effects, notices };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('§7 calls', () => {
  it('§7 base /api, DOOR-Authorization header and sessionId on a GET query', async () => {
    const route = mockApi('GET', '/h_ai/getArea/v1', { code: '200', data: [] });
    const { api } = setup();
    await api.call(api.client.GET('/h_ai/getArea/v1', { params: { query: { areaType: 0 } } }));
    const [request] = route.calls;
    expect(`${request?.url.origin}${request?.url.pathname}`).toBe('http://console.test/api/h_ai/getArea/v1');
    expect(request?.headers.get(AUTH_HEADER)).toBe(TOKEN);
    expect(request?.fields).toEqual({ areaType: '0', sessionId: TOKEN });
  });

  it('§7 form POST: form-encoded with sessionId, empty values dropped, strings trimmed', async () => {
    const route = mockApi('POST', '/f_l/login/v2', {
      code: 0,
      object: { sessionId: TOKEN, userName: 'admin' },
    });
    const { api } = setup();
    await api.call(
      api.client.POST('/f_l/login/v2', {
        body: { userName: '  admin ', password: 'x', extra: '', nothing: null, missing: undefined } as never,
      }),
      { successToast: false },
    );
    const [request] = route.calls;
    expect(request?.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.fields).toEqual({ userName: 'admin', password: 'x', sessionId: TOKEN });
  });

  it('§7 form POST: trimming can be turned off per call', async () => {
    const route = mockApi('POST', '/f_l/login/v2', {
      code: 0,
      object: { sessionId: TOKEN, userName: 'admin' },
    });
    const { api } = setup();
    await api.call(
      api.client.POST('/f_l/login/v2', { body: { userName: ' admin ', password: ' p ' }, ...untrimmedForm }),
      { successToast: false },
    );
    expect(route.calls[0]?.fields).toMatchObject({ userName: ' admin ', password: ' p ' });
  });

  it('§7 GET parameters drop empty values', async () => {
    const route = mockApi('GET', '/h_d/treeList/v2', { code: '0', object: { content: [], totalCount: 0 } });
    const { api } = setup(null);
    await api.call(
      api.client.GET('/h_d/treeList/v2', {
        params: { query: { node: 'dep:-1', provinceId: '', cityId: undefined, limit: 100 } },
      }),
    );
    expect(route.calls[0]?.url.search).toBe('?node=dep%3A-1&limit=100');
  });

  it('§7 JSON mode also adds sessionId', async () => {
    const route = mockApi('POST', '/l_o/save/v2', { code: '200' });
    const { api } = setup();
    await api.call(api.client.POST('/l_o/save/v2', { body: { page: 'PoliceEditor' } as never, ...asJson }), {
      successToast: false,
    });
    expect(route.calls[0]?.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(JSON.parse(route.calls[0]?.text ?? '')).toEqual({ page: 'PoliceEditor', sessionId: TOKEN });
  });

  it('§7 multipart mode also adds sessionId', async () => {
    const route = mockApi('POST', '/uploadFile/v2', { code: '200', data: { url: 'a', urlShow: 'b' } });
    const { api } = setup();
    const file = new Blob(['png'], { type: 'image/png' });
    await api.call(
      api.client.POST('/uploadFile/v2', { body: { type: 'account_info', file } as never, ...asMultipart }),
      { successToast: false },
    );
    expect(route.calls[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(route.calls[0]?.fields).toMatchObject({ type: 'account_info', sessionId: TOKEN });
  });

  it('§7/§9 a call still pending after REQUEST_TIMEOUT (40 s) is aborted', async () => {
    vi.useFakeTimers();
    const never = (_request: Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    const api = createApi(setup().effects, { baseUrl: 'http://console.test/api', fetch: never });
    const pending = api.call(api.client.GET('/el_map/map/getLocationInfo/v1'));
    const outcome = expect(pending).rejects.toThrow(MSG_REQUEST_TIMEOUT);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT - 1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });
});

describe('§8 error catalogue', () => {
  it("§8 success codes '200', 0 and '0' resolve with the success branch", async () => {
    mockApi('GET', '/el_map/map/getLocationInfo/v1', { code: '200', data: { platFormName: '平台' } });
    mockApi('GET', '/h_d/list/house/v2', { code: '0', object: { content: [], totalCount: 0 } });
    mockApi('POST', '/f_l/login/v2', { code: 0, object: { sessionId: TOKEN, userName: 'admin' } });
    const { api } = setup();
    const location = await api.call(api.client.GET('/el_map/map/getLocationInfo/v1'));
    const houses = await api.call(
      api.client.GET('/h_d/list/house/v2', { params: { query: { node: 'dep:-1' } } }),
    );
    const login = await api.call(
      api.client.POST('/f_l/login/v2', { body: { userName: 'a', password: 'b' } }),
      {
        successToast: false,
      },
    );
    expect(location.data.platFormName).toBe('平台');
    expect(houses.object.totalCount).toBe(0);
    expect(login.object.userName).toBe('admin');
  });

  it('§8 POST shows a success toast with the server text (desc, memo, message)', async () => {
    mockApi('POST', '/f_l/updatePwd/v1', { code: '200', message: '密码修改成功' });
    const { api, notices } = setup();
    await api.call(
      api.client.POST('/f_l/updatePwd/v1', { body: { oldPwd: 'a', newPwd: 'b', newPassword: 'b' } }),
    );
    expect(notices).toEqual([{ type: 'success', text: '密码修改成功' }]);
  });

  it('§8 POST success toast can be suppressed', async () => {
    mockApi('POST', '/f_l/logout/v1', { code: '200', message: '退出成功' });
    const { api, notices } = setup();
    await api.call(api.client.POST('/f_l/logout/v1'), { successToast: false });
    expect(notices).toEqual([]);
  });

  it('§8 other methods toast success only when asked, with the per-action default', async () => {
    mockApi('GET', '/h_ai/getArea/v1', { code: '200', data: [] });
    const { api, notices } = setup();
    await api.call(api.client.GET('/h_ai/getArea/v1', { params: { query: { areaType: 0 } } }));
    expect(notices).toEqual([]);
    await api.call(api.client.GET('/h_ai/getArea/v1', { params: { query: { areaType: 0 } } }), {
      successToast: true,
      action: 'pay',
    });
    expect(notices).toEqual([{ type: 'success', text: '缴费成功' }]);
  });

  it('§8 failure shows an error toast with server desc, message, memo or msg', async () => {
    mockApi('POST', '/f_l/login/v2', { code: '10001', message: '用户名或密码错误', msg: 'ignored' });
    const { api, notices } = setup();
    await expect(
      api.call(api.client.POST('/f_l/login/v2', { body: { userName: 'a', password: 'b' } })),
    ).rejects.toMatchObject({ message: '用户名或密码错误', code: '10001' });
    expect(notices).toEqual([{ type: 'error', text: '用户名或密码错误' }]);
  });

  it('§8 failure without server text shows the per-action default (操作失败 … 缴费失败)', async () => {
    mockApi('POST', '/f_l/logout/v1', { code: '500', message: '' });
    const { api, notices } = setup();
    await expect(api.call(api.client.POST('/f_l/logout/v1'), { action: 'delete' })).rejects.toThrow(
      '删除失败',
    );
    await expect(api.call(api.client.POST('/f_l/logout/v1'))).rejects.toThrow('操作失败');
    expect(notices.map((n) => n.text)).toEqual(['删除失败', '操作失败']);
  });

  it('§8 HTTP 403, 404, 405 → error-404 and reject with 客户端错误', async () => {
    for (const status of [403, 404, 405]) {
      mockApi('GET', '/el_map/map/getLocationInfo/v1', { code: '404' }, status);
      const { api, effects } = setup();
      await expect(api.call(api.client.GET('/el_map/map/getLocationInfo/v1'))).rejects.toThrow(
        MSG_CLIENT_ERROR,
      );
      expect(effects.navigate).toHaveBeenCalledWith(ERROR_404_PATH);
    }
  });

  it('§8 HTTP 500 to 504 → error-500 and reject with 服务器出错', async () => {
    for (const status of [500, 501, 502, 503, 504]) {
      mockApi('GET', '/el_map/map/getLocationInfo/v1', { code: '500' }, status);
      const { api, effects } = setup();
      await expect(api.call(api.client.GET('/el_map/map/getLocationInfo/v1'))).rejects.toThrow(
        MSG_SERVER_ERROR,
      );
      expect(effects.navigate).toHaveBeenCalledWith(ERROR_500_PATH);
    }
  });

  it("§8 code '100013' → 登录凭证过期, 重新登录, log out and reload", async () => {
    mockApi('POST', '/f_l/getUserInfo/v1', { code: '100013', message: '未登录' });
    const { api, effects, notices } = setup();
    await expect(
      api.call(api.client.POST('/f_l/getUserInfo/v1'), { successToast: false }),
    ).rejects.toMatchObject({
      code: '100013',
    });
    expect(notices).toEqual([{ type: 'error', text: MSG_SESSION_EXPIRED }]);
    expect(effects.logout).toHaveBeenCalledOnce();
    expect(effects.reload).toHaveBeenCalledOnce();
  });

  it("§8 code '100015' → log out after the message closes", async () => {
    mockApi('POST', '/f_l/getUserInfo/v1', { code: '100015', message: '账号已在别处登录' });
    const { api, effects, notices } = setup();
    await expect(api.call(api.client.POST('/f_l/getUserInfo/v1'))).rejects.toMatchObject({ code: '100015' });
    expect(notices.map((n) => n.text)).toEqual(['账号已在别处登录']);
    expect(effects.logout).not.toHaveBeenCalled();
    notices[0]?.onClose?.();
    expect(effects.logout).toHaveBeenCalledOnce();
  });

  it("code '100403' → the refusal as an error toast; the session stays, no navigation", async () => {
    mockApi('POST', '/s_sys/role/permission/save/v1', { code: '100403', message: MSG_PERMISSION_DENIED });
    const { api, effects, notices } = setup();
    await expect(
      api.call(
        api.client.POST('/s_sys/role/permission/save/v1', { body: { roleId: 3, keys: 'SystemRole' } }),
        {
          errorToast: false,
        },
      ),
    ).rejects.toMatchObject({ code: '100403', message: MSG_PERMISSION_DENIED });
    expect(notices).toEqual([{ type: 'error', text: MSG_PERMISSION_DENIED }]);
    notices[0]?.onClose?.();
    expect(effects.logout).not.toHaveBeenCalled();
    expect(effects.reload).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it("code '100403' without a server text shows the catalogue's message", async () => {
    mockApi('GET', '/s_sys/role/permission/v1', { code: '100403' });
    const { api, effects, notices } = setup();
    await expect(
      api.call(api.client.GET('/s_sys/role/permission/v1', { params: { query: { roleId: 3 } } })),
    ).rejects.toMatchObject({ code: '100403' });
    expect(notices.map((n) => n.text)).toEqual([MSG_PERMISSION_DENIED]);
    expect(effects.logout).not.toHaveBeenCalled();
  });

  it("§8 code '15003' → silent", async () => {
    mockApi('POST', '/f_l/updatePwd/v1', { code: '15003', message: '静默' });
    const { api, effects, notices } = setup();
    await expect(
      api.call(
        api.client.POST('/f_l/updatePwd/v1', { body: { oldPwd: 'a', newPwd: 'b', newPassword: 'b' } }),
      ),
    ).rejects.toMatchObject({ code: '15003' });
    expect(notices).toEqual([]);
    expect(effects.logout).not.toHaveBeenCalled();
  });
});
