import { afterEach, describe, expect, it } from 'vitest';
import { fromConsole } from '../lib/console-origin';
import type { FastifyInstance } from 'fastify';
import { buildQtApp } from '../qt/app';
import { manualClock } from '../lib/clock';

let app: FastifyInstance;
afterEach(() => app.close());

const heartbeat = () =>
  app.inject({ method: 'POST', headers: fromConsole(), url: '/software/heartbeat', payload: {} });
const fault = (payload: object) =>
  app.inject({ method: 'POST', headers: fromConsole(), url: '/__sim/faults', payload });

describe('injected faults', () => {
  it('down answers 503 with no body for the given number of requests, control stays reachable', async () => {
    app = buildQtApp();
    expect((await fault({ target: 'qt', mode: 'down', times: 2 })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await heartbeat();
      expect(res.statusCode).toBe(503);
      expect(res.body).toBe('');
    }
    expect(
      (await app.inject({ method: 'GET', headers: fromConsole(), url: '/__sim/state' })).statusCode,
    ).toBe(200);
    expect((await heartbeat()).json()).toMatchObject({ status: true });
  });

  it('down closes a real connection so the caller sees a network error', async () => {
    app = buildQtApp();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    await fault({ target: 'qt', mode: 'down', times: 1 });
    await expect(
      fetch(`${address}/software/heartbeat`, { method: 'POST', headers: fromConsole() }),
    ).rejects.toThrow(TypeError);
    const ok = await fetch(`${address}/software/heartbeat`, { method: 'POST', headers: fromConsole() });
    expect(await ok.json()).toMatchObject({ status: true });
  });

  it('slow waits on the clock before answering; off clears the fault', async () => {
    const clock = manualClock('2026-03-15T01:30:00Z');
    app = buildQtApp({ clock });
    await fault({ target: 'qt', mode: 'slow', ms: 5000 });
    expect((await heartbeat()).json()).toMatchObject({ status: true, data: { time: '2026-03-15 09:30:05' } });
    expect(clock.slept).toBe(5000);
    await fault({ target: 'qt', mode: 'off' });
    await heartbeat();
    expect(clock.slept).toBe(5000);
  });

  it('error answers status false 请重启QT服务控件 until cleared; faults of the video target leave qt alone', async () => {
    app = buildQtApp();
    await fault({ target: 'video', mode: 'error' });
    expect((await heartbeat()).json()).toMatchObject({ status: true });
    await fault({ target: 'qt', mode: 'error' });
    expect((await heartbeat()).json()).toEqual({ status: false, message: '请重启QT服务控件' });
    expect((await heartbeat()).json()).toEqual({ status: false, message: '请重启QT服务控件' });
    const state = (await app.inject({ method: 'GET', headers: fromConsole(), url: '/__sim/state' })).json<{
      faults: object[];
    }>();
    expect(state.faults).toHaveLength(2);
    await app.inject({ method: 'POST', headers: fromConsole(), url: '/__sim/reset', payload: {} });
    expect((await heartbeat()).json()).toMatchObject({ status: true });
  });

  it('rejects malformed control requests with a Chinese message', async () => {
    app = buildQtApp();
    const res = await fault({ target: 'qt', mode: 'explode' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ok: false, message: '参数错误：mode 只能是 down、slow、error、off' });
  });
});
