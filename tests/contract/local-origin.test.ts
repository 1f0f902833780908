// Only the console may drive the desktop helper, its websocket and the video service
// (openapi/qt-client.yaml and video-service.yaml "来源限制", asyncapi/client-ws.yaml, docs/adr/0001).
// Every operation of both documents is called as a foreign page and as a tool without Origin, with
// its example body in every envelope a page can send without a preflight: each answer is the
// declared 403 with the one message, grants no CORS or Private Network Access, and leaves the
// simulators exactly as they were (no card read, program launched, account changed or upload made).
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { derefDocument } from '../../hardware-sim/src/contract/deref';
import { SimContext } from '../../hardware-sim/src/context';
import { CONSOLE_ORIGIN, fromConsole } from '../../hardware-sim/src/lib/console-origin';
import { manualClock } from '../../hardware-sim/src/lib/clock';
import type { Uploader, UploadRequest } from '../../hardware-sim/src/lib/uploader';
import { buildQtApp } from '../../hardware-sim/src/qt/app';
import { buildQtWsApp } from '../../hardware-sim/src/qt/ws-app';
import { buildVideoApp } from '../../hardware-sim/src/video/app';
import { exampleBody, listOperations, loadBundled, responseErrors, type OperationInfo } from './lib/openapi';
import { multipart } from './lib/requests';
import { OriginPolicy } from '../../hardware-sim/src/lib/origin-policy';
import { buildMenuTree, type MenuNode } from '../../mock-server/src/domains/auth/menus';
import { demoUsers } from '../../mock-server/src/store/users';

type Json = Record<string, any>;
type Service = 'qt-client' | 'video-service';

const MESSAGE = '来源不受信任，服务控件拒绝访问';
const FOREIGN = 'https://evil.example';
const REFUSED_BODY: Record<Service, Json> = {
  'qt-client': { status: false, message: MESSAGE },
  'video-service': { code: 403, msg: MESSAGE },
};

/** The callers that must get nothing: a foreign page (also the opaque `null` origin) and no Origin. */
const STRANGERS: [string, Record<string, string>][] = [
  ['a foreign page', { origin: FOREIGN }],
  ['a sandboxed page (Origin: null)', { origin: 'null' }],
  ['a look-alike origin', { origin: `${CONSOLE_ORIGIN}.evil.example` }],
  ['a caller without Origin', {}],
];

const uploads: UploadRequest[] = [];
const uploader: Uploader = async (request) => {
  uploads.push(request);
  return { url: `estate/${request.fileName}`, urlShow: `${CONSOLE_ORIGIN}/files/estate/${request.fileName}` };
};

let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
  uploads.length = 0;
});

function newContext(): SimContext {
  return new SimContext({ clock: manualClock('2026-03-15T01:30:00Z'), uploader });
}

function build(service: Service, ctx = newContext()): FastifyInstance {
  const app = service === 'qt-client' ? buildQtApp({ context: ctx }) : buildVideoApp({ context: ctx });
  apps.push(app);
  return app;
}

async function control(app: FastifyInstance, path: string, payload: Json): Promise<void> {
  const res = await app.inject({ method: 'POST', url: `/__sim/${path}`, payload });
  expect(res.statusCode, res.body).toBe(200);
}

const state = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/__sim/state' })).json();

/** A world where anything the helper did would show: cards on every reader, an account, a window. */
async function seed(app: FastifyInstance, service: Service): Promise<void> {
  if (service === 'video-service') {
    const open = await app.inject({
      method: 'POST',
      url: '/open_monitor_window',
      headers: fromConsole(),
      payload: {
        session_id: '8f14e45fceea167a5a36dedd4bea2543',
        username: 'zhsq_video',
        password: 'Ys@2026pass',
        appKey: 'a1b2c3d4e5f64789a0b1c2d3e4f5a6b7',
        secret: '9f8e7d6c5b4a39281706f5e4d3c2b1a0',
      },
    });
    expect(open.json()).toMatchObject({ code: 0 });
    return;
  }
  for (const reader of ['ic', 'uc', 'cpu', 'idr210']) await control(app, 'card', { reader, action: 'place' });
  const account = await app.inject({
    method: 'POST',
    url: '/software/set_account_info',
    headers: fromConsole(),
    payload: { token: 'console-token', userName: 'admin', agentId: '1001', baseUrl: `${CONSOLE_ORIGIN}/api` },
  });
  expect(account.json()).toEqual({ status: true, message: '账号信息已同步' });
}

const FORM = (fields: Json) =>
  Object.entries(fields)
    .map(
      ([k, v]) =>
        `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`,
    )
    .join('&');

/** The operation's example sent as each body a page can post without a preflight (and as declared). */
function envelopes(
  info: OperationInfo,
): [string, { headers: Record<string, string>; payload?: string | Buffer }][] {
  if (info.method === 'GET') return [['GET', { headers: {} }]];
  const example = exampleBody(info.op);
  const value = (example?.value ?? {}) as Json;
  const form = multipart(value, new Set());
  return [
    [
      'the declared body',
      example?.mediaType === 'multipart/form-data'
        ? { headers: { 'content-type': form.contentType }, payload: form.payload }
        : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(value) },
    ],
    ['text/plain', { headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(value) }],
    ['multipart/form-data', { headers: { 'content-type': form.contentType }, payload: form.payload }],
    ['a form', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: FORM(value) }],
  ];
}

function expectRefused(service: Service, info: OperationInfo, res: LightMyRequestResponse): void {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json()).toEqual(REFUSED_BODY[service]);
  expect(responseErrors(info.op, 403, String(res.headers['content-type']), res.json())).toBeNull();
  expect(res.headers['access-control-allow-origin']).toBeUndefined();
  expect(res.headers['access-control-allow-private-network']).toBeUndefined();
  expect(res.headers['access-control-allow-credentials']).toBeUndefined();
}

describe.each<Service>(['qt-client', 'video-service'])('%s: only the console may call', (service) => {
  const operations = listOperations(derefDocument(loadBundled(service)));

  it('every operation declares the shared 403 answer', () => {
    expect(operations.length).toBeGreaterThan(0);
    for (const info of operations) {
      const res = info.op.responses?.['403'];
      expect(res?.content?.['application/json']?.schema, info.operationId).toMatchObject({
        properties: { [service === 'qt-client' ? 'message' : 'msg']: { const: MESSAGE } },
      });
    }
  });

  describe.each(operations)('$method $path ($operationId)', (info) => {
    it('a stranger gets 403 and the message in every envelope, and nothing happens', async () => {
      const app = build(service);
      await seed(app, service);
      const before = await state(app);
      for (const [who, origin] of STRANGERS) {
        for (const [envelope, { headers, payload }] of envelopes(info)) {
          const res = await app.inject({
            method: info.method as 'GET' | 'POST',
            url: info.path,
            headers: { ...headers, ...origin, 'access-control-request-private-network': 'true' },
            ...(payload === undefined ? {} : { payload }),
          });
          expect.soft(res.statusCode, `${who}, ${envelope}`).toBe(403);
          expectRefused(service, info, res);
        }
      }
      expect(await state(app)).toEqual(before);
      expect(uploads).toEqual([]);
    });

    it('a preflight from a foreign origin gets 403 and no CORS or Private Network Access grant', async () => {
      const app = build(service);
      const ask = (origin: string) =>
        app.inject({
          method: 'OPTIONS',
          url: info.path,
          headers: {
            origin,
            'access-control-request-method': info.method,
            'access-control-request-headers': 'content-type',
            'access-control-request-private-network': 'true',
          },
        });
      const foreign = await ask(FOREIGN);
      expectRefused(service, info, foreign);
      expect(foreign.headers['access-control-allow-methods']).toBeUndefined();
      expect(foreign.headers['access-control-allow-headers']).toBeUndefined();

      const console = await ask(CONSOLE_ORIGIN);
      expect(console.statusCode).toBe(204);
      expect(console.headers['access-control-allow-origin']).toBe(CONSOLE_ORIGIN);
      expect(console.headers['access-control-allow-private-network']).toBe('true');
    });
  });

  it('an origin is allowed only when configured: the compose console alone', async () => {
    const ctx = new SimContext({
      clock: manualClock('2026-03-15T01:30:00Z'),
      uploader,
      policy: { allowedOrigins: ['http://127.0.0.1:8080'] },
    });
    const app = build(service, ctx);
    const info = operations[0]!;
    const call = (origin: string) =>
      app.inject({ method: info.method as 'GET' | 'POST', url: info.path, headers: { origin } });
    const compose = await call('http://127.0.0.1:8080');
    expect(compose.statusCode).toBe(200);
    expect(compose.headers['access-control-allow-origin']).toBe('http://127.0.0.1:8080');
    expectRefused(service, info, await call(CONSOLE_ORIGIN));
  });
});

describe('qt-client: what the console may make the helper do', () => {
  const post = (app: FastifyInstance, url: string, payload: Json) =>
    app.inject({ method: 'POST', url, headers: fromConsole(), payload });
  const launch = (app: FastifyInstance, fullPath: string) => {
    const form = multipart({ fullPath }, new Set());
    return app.inject({
      method: 'POST',
      url: '/software/launch',
      headers: fromConsole({ 'content-type': form.contentType }),
      payload: form.payload,
    });
  };

  it('by default allows every local program the seeded platform configures (menu items of type 2)', () => {
    const programs = (nodes: MenuNode[]): string[] =>
      nodes.flatMap((n) => [...(n.customType === '2' && n.context ? [n.context] : []), ...programs(n.data)]);
    const configured = demoUsers().flatMap((user) => programs(buildMenuTree(user).menuList));
    expect(configured.length).toBeGreaterThan(0);
    const policy = new OriginPolicy();
    for (const program of configured) expect(policy.allowsProgram(program), program).toBe(true);
  });

  it('launches only the local software the platform configures', async () => {
    const app = build('qt-client');
    for (const fullPath of [
      'C:\\Windows\\System32\\cmd.exe',
      'C:\\Program Files\\ZHSQ\\CardTool\\..\\..\\..\\Windows\\System32\\cmd.exe',
      'D:\\Program Files\\ZHSQ\\CardTool\\CardTool.exe',
    ]) {
      const res = await launch(app, fullPath);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: false,
        message: `该程序不在平台配置的本地软件中，已拒绝启动：${fullPath}`,
      });
    }
    expect((await state(app)).software.launched).toEqual([]);

    const ok = await launch(app, 'C:\\Program Files\\ZHSQ\\CardTool\\CardTool.exe');
    expect(ok.json()).toMatchObject({ status: true, data: { pid: 4120 } });
    expect((await state(app)).software.launched).toHaveLength(1);
  });

  it('keeps the account when baseUrl is not the configured backend', async () => {
    const app = build('qt-client');
    await seed(app, 'qt-client');
    const before = (await state(app)).software.account;
    for (const baseUrl of [
      `${FOREIGN}/api`,
      `${CONSOLE_ORIGIN}.evil.example/api`,
      'http://127.0.0.1:3001/api',
    ]) {
      const res = await post(app, '/software/set_account_info', {
        token: 'stolen',
        userName: 'admin',
        agentId: '1001',
        baseUrl,
      });
      expect(res.json()).toEqual({
        status: false,
        message: '平台接口地址不是服务控件配置的平台地址，已拒绝同步',
      });
    }
    expect((await state(app)).software.account).toEqual(before);
  });

  it('uploads an ID photo only to the configured backend', async () => {
    const app = build('qt-client');
    await seed(app, 'qt-client');
    const read = await post(app, '/idr210_reader/read', {});
    const photoPath = read.json().data.photoPath as string;
    const upload = (url: string) =>
      post(app, '/idr210_reader/upload_photo', {
        url,
        session: 'console-token',
        filePath: photoPath,
        index: 0,
      });

    const refused = await upload(`${FOREIGN}/collect`);
    expect(refused.json()).toEqual({
      status: false,
      message: '上传地址不是服务控件配置的平台地址，已拒绝上传',
    });
    expect(uploads).toEqual([]);

    const ok = await upload(`${CONSOLE_ORIGIN}/api/uploadFile/v1?type=account_info`);
    expect(ok.json()).toMatchObject({ status: true });
    expect(uploads.map((u) => u.url)).toEqual([`${CONSOLE_ORIGIN}/api/uploadFile/v1?type=account_info`]);
  });

  it('downloads only from the configured backend', async () => {
    const app = build('qt-client');
    const res = await post(app, '/download/new_task', { baseUrl: `${FOREIGN}/files/`, urlList: ['a.xlsx'] });
    expect(res.json()).toEqual({ status: false, message: '下载地址不是服务控件配置的平台地址，已拒绝下载' });
    expect((await state(app)).downloads).toEqual((await state(build('qt-client'))).downloads);
  });
});

describe('client-ws: upgrades from elsewhere are refused before the handshake', () => {
  /** Opens a real socket; resolves with the HTTP status and body of a refused upgrade, or 101. */
  function upgrade(url: string, origin?: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, origin === undefined ? {} : { origin });
      socket.on('open', () => {
        socket.close();
        resolve({ status: 101, body: '' });
      });
      socket.on('unexpected-response', (_request, response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      socket.on('error', (error) => {
        if (!/Unexpected server response/.test(error.message)) reject(error);
      });
    });
  }

  it('a foreign origin and no Origin get 403 with the message; the console connects', async () => {
    const app = buildQtWsApp({ context: newContext() });
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const url = `ws://127.0.0.1:${port}/zhsq`;
    for (const origin of [FOREIGN, 'null', undefined]) {
      const refused = await upgrade(url, origin);
      expect(refused.status, String(origin)).toBe(403);
      expect(JSON.parse(refused.body)).toEqual({ status: false, message: MESSAGE });
    }
    expect((await upgrade(url, CONSOLE_ORIGIN)).status).toBe(101);
  });

  it('injectWS from a foreign origin is refused too', async () => {
    const app = buildQtWsApp({ context: newContext() });
    apps.push(app);
    await app.ready();
    await expect(app.injectWS('/zhsq', { headers: { origin: FOREIGN } })).rejects.toThrow(/403/);
    await expect(app.injectWS('/zhsq')).rejects.toThrow(/403/);
  });
});

describe('/__sim control endpoints refuse cross-site requests', () => {
  it('a form POST from another site places no card and injects no fault', async () => {
    const app = build('qt-client');
    const before = await state(app);
    for (const [path, payload] of [
      ['faults', { target: 'qt', mode: 'down', times: '1000' }],
      ['card', { reader: 'idr210', action: 'place' }],
      ['reset', {}],
    ] as const) {
      for (const headers of [{ origin: FOREIGN }, { 'sec-fetch-site': 'cross-site' }]) {
        const res = await app.inject({
          method: 'POST',
          url: `/__sim/${path}`,
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          payload: FORM(payload),
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ ok: false, message: '跨站请求不能使用模拟器控制接口' });
      }
    }
    expect(await state(app)).toEqual(before);
  });
});
