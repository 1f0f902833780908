import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildQtApp } from '../qt/app';
import { buildVideoApp } from '../video/app';
import { CONSOLE_ORIGIN, fromConsole } from './console-origin';

let app: FastifyInstance;
afterEach(() => app.close());

const FOREIGN = 'https://evil.example';

const preflight = (url: string, origin: string, pna: boolean) =>
  app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
      ...(pna ? { 'access-control-request-private-network': 'true' } : {}),
    },
  });

describe('CORS and Private Network Access for the allowed console origins only', () => {
  it.each([
    ['qt', () => buildQtApp(), '/ic_card/read'],
    ['video', () => buildVideoApp(), '/open_monitor_window'],
  ] as const)(
    '%s answers the PNA preflight of the console and refuses a foreign one',
    async (_n, build, url) => {
      app = build();
      const res = await preflight(url, CONSOLE_ORIGIN, true);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(CONSOLE_ORIGIN);
      expect(res.headers['access-control-allow-private-network']).toBe('true');
      expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
      expect(res.headers.vary).toContain('Origin');

      const foreign = await preflight(url, FOREIGN, true);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
      expect(foreign.headers['access-control-allow-private-network']).toBeUndefined();
      expect(foreign.headers['access-control-allow-methods']).toBeUndefined();
    },
  );

  it('sends the PNA header only when asked', async () => {
    app = buildQtApp();
    const res = await preflight('/ic_card/read', CONSOLE_ORIGIN, false);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-private-network']).toBeUndefined();
  });

  it('echoes an allowed origin on answers, including injected error answers', async () => {
    app = buildQtApp({ policy: { allowedOrigins: ['http://192.168.1.20:3000'] } });
    await app.inject({
      method: 'POST',
      url: '/__sim/faults',
      payload: { target: 'qt', mode: 'error', times: 1 },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/software/heartbeat',
      headers: { origin: 'http://192.168.1.20:3000' },
      payload: {},
    });
    expect(res.headers['access-control-allow-origin']).toBe('http://192.168.1.20:3000');
    expect(res.json()).toEqual({ status: false, message: '请重启QT服务控件' });
    // the default console origin is not on this helper's list
    const other = await app.inject({ method: 'POST', url: '/software/heartbeat', headers: fromConsole() });
    expect(other.statusCode).toBe(403);
  });

  it('a refused request does not consume an injected fault', async () => {
    app = buildQtApp();
    await app.inject({
      method: 'POST',
      url: '/__sim/faults',
      payload: { target: 'qt', mode: 'error', times: 1 },
    });
    const refused = await app.inject({
      method: 'POST',
      url: '/software/heartbeat',
      headers: { origin: FOREIGN },
    });
    expect(refused.json()).toEqual({ status: false, message: '来源不受信任，服务控件拒绝访问' });
    const console = await app.inject({ method: 'POST', url: '/software/heartbeat', headers: fromConsole() });
    expect(console.json()).toEqual({ status: false, message: '请重启QT服务控件' });
  });

  it('accepts no body, an empty JSON body and JSON sent as text/plain from the console', async () => {
    app = buildQtApp();
    const none = await app.inject({ method: 'POST', url: '/software/about', headers: fromConsole() });
    expect(none.json()).toMatchObject({ status: true });
    const empty = await app.inject({
      method: 'POST',
      url: '/software/about',
      headers: fromConsole({ 'content-type': 'application/json' }),
      payload: '',
    });
    expect(empty.json()).toMatchObject({ status: true });
    const text = await app.inject({
      method: 'POST',
      url: '/ic_card/beep',
      headers: fromConsole({ 'content-type': 'text/plain' }),
      payload: '{"times":1}',
    });
    expect(text.json()).toEqual({ status: true });
    const unknown = await app.inject({
      method: 'POST',
      url: '/ic_card/fly',
      headers: fromConsole(),
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('/__sim control endpoints refuse cross-site requests', () => {
  const reset = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/__sim/reset', headers, payload: {} });

  it('refuses a foreign Origin and Sec-Fetch-Site cross-site with 403 { ok: false, message }', async () => {
    app = buildQtApp();
    for (const headers of <Record<string, string>[]>[
      { origin: FOREIGN },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: CONSOLE_ORIGIN, 'sec-fetch-site': 'cross-site' },
      // DNS rebinding: the page's own name is not a loopback name
      { origin: 'http://rebind.example:8081', host: 'rebind.example:8081' },
    ]) {
      const res = await reset(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ ok: false, message: '跨站请求不能使用模拟器控制接口' });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('lets tools (no Origin), its own page and the console through', async () => {
    app = buildQtApp();
    expect((await reset({})).statusCode).toBe(200);
    const own = await reset({
      origin: 'http://127.0.0.1:8081',
      host: '127.0.0.1:8081',
      'sec-fetch-site': 'same-origin',
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['access-control-allow-origin']).toBeUndefined();
    const console = await reset(fromConsole({ 'sec-fetch-site': 'same-site' }));
    expect(console.statusCode).toBe(200);
    expect(console.headers['access-control-allow-origin']).toBe(CONSOLE_ORIGIN);
  });
});
