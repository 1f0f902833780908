import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildQtApp } from '../qt/app';
import { buildVideoApp } from '../video/app';

let app: FastifyInstance;
afterEach(() => app.close());

const preflight = (url: string, pna: boolean) =>
  app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin: 'http://localhost:3000',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
      ...(pna ? { 'access-control-request-private-network': 'true' } : {}),
    },
  });

describe('CORS and Private Network Access', () => {
  it.each([
    ['qt', () => buildQtApp(), '/ic_card/read'],
    ['video', () => buildVideoApp(), '/open_monitor_window'],
  ] as const)('%s answers the PNA preflight for any origin', async (_name, build, url) => {
    app = build();
    const res = await preflight(url, true);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(res.headers['access-control-allow-private-network']).toBe('true');
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
  });

  it('sends the PNA header only when asked', async () => {
    app = buildQtApp();
    const res = await preflight('/ic_card/read', false);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-private-network']).toBeUndefined();
  });

  it('adds CORS headers to answers, including injected error answers', async () => {
    app = buildQtApp();
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
  });

  it('accepts no body, an empty JSON body and JSON sent as text/plain', async () => {
    app = buildQtApp();
    const none = await app.inject({ method: 'POST', url: '/software/about' });
    expect(none.json()).toMatchObject({ status: true });
    const empty = await app.inject({
      method: 'POST',
      url: '/software/about',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.json()).toMatchObject({ status: true });
    const text = await app.inject({
      method: 'POST',
      url: '/ic_card/beep',
      headers: { 'content-type': 'text/plain' },
      payload: '{"times":1}',
    });
    expect(text.json()).toEqual({ status: true });
    const unknown = await app.inject({ method: 'POST', url: '/ic_card/fly', payload: {} });
    expect(unknown.statusCode).toBe(404);
  });
});
