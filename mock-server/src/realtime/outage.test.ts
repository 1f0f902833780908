// POST /__mock/realtime/outage (fault tests, README "/__mock"): a channel in an outage closes its
// sockets with 1012 and refuses new connections with HTTP 503 before the upgrade, so a browser sees
// a failed connection (never an open one) until the outage ends.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app.js';
import { TEST_NOW } from '../test-support/testing.js';

let app: FastifyInstance;
let base = '';
const TOKEN = 'outage-test-token';

beforeAll(async () => {
  app = await buildApp({ webDist: null, seed: 20260101, scale: 4, now: () => TEST_NOW });
  const admin = app.mock.store.users.find((u) => u.userName === 'admin')!;
  app.mock.store.sessions.openFixed(TOKEN, admin, TEST_NOW);
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await app.close();
});

/** Connects and resolves with how the attempt ended: open, or the HTTP status that refused it. */
function connect(
  path: string,
): Promise<{ socket: WebSocket; opened: true } | { opened: false; status: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(base + path);
    socket.once('open', () => resolve({ socket, opened: true }));
    socket.once('unexpected-response', (_req, res) =>
      resolve({ opened: false, status: res.statusCode ?? 0 }),
    );
    socket.once('error', reject);
  });
}

async function outage(channel: unknown, on: unknown) {
  const res = await app.inject({ method: 'POST', url: '/__mock/realtime/outage', payload: { channel, on } });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

describe('POST /__mock/realtime/outage', () => {
  it('closes the channel with 1012, refuses it with 503 meanwhile, other channels unaffected; off accepts again', async () => {
    const first = await connect(`/ws/alert/${TOKEN}`);
    if (!first.opened) throw new Error('the alert channel should accept before the outage');
    const closed = new Promise<number>((resolve) => first.socket.once('close', (code) => resolve(code)));

    expect((await outage('alert', true)).body).toMatchObject({ down: ['alert'], alert: 0 });
    expect(await closed).toBe(1012);
    expect(await connect(`/ws/alert/${TOKEN}`)).toEqual({ opened: false, status: 503 });
    const notice = await connect(`/ws/notice/${TOKEN}`);
    expect(notice.opened).toBe(true);
    if (notice.opened) notice.socket.close();

    const stats = (await app.inject({ method: 'GET', url: '/__mock/realtime' })).json();
    expect(stats).toMatchObject({ down: ['alert'], refused: { alert: 1, notice: 0, inout: 0 } });

    expect((await outage('alert', false)).body).toMatchObject({ down: [] });
    const back = await connect(`/ws/alert/${TOKEN}`);
    expect(back.opened).toBe(true);
    if (back.opened) back.socket.close();
  });

  it('rejects a bad body with a Chinese 400', async () => {
    expect(await outage('video', true)).toMatchObject({ status: 400 });
    expect((await outage('alert', 'yes')).body).toMatchObject({ message: 'on 必须是 true 或 false' });
  });
});
