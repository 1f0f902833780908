// POST /__mock/realtime/silence (fault tests, README "/__mock"): a silenced channel keeps its
// sockets open but stops answering heartbeats, so the console's 6 s reply timeout (01 §9) fires.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { TEST_NOW } from '../test-support/testing.js';

interface ClientSocket {
  send(data: string): void;
  close(code?: number): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
}

let app: FastifyInstance;
const TOKEN = 'silence-test-token';

beforeAll(async () => {
  app = await buildApp({ webDist: null, seed: 20260101, scale: 4, now: () => TEST_NOW });
  await app.ready(); // injectWS needs the routes registered
});

// Every test signs in again: the reset test ends every session (the tests pass in any order).
beforeEach(() => {
  const { store } = app.mock;
  if (store.sessions.get(TOKEN)) return;
  store.sessions.openFixed(
    TOKEN,
    store.users.find((u) => u.userName === 'admin')!,
    TEST_NOW,
  );
});

afterAll(async () => {
  await app.close();
});

/** A socket whose frames are read one by one; `next` rejects when nothing arrives (no sleeps). */
async function open(url: string) {
  const frames: string[] = [];
  const waiters: ((text: string) => void)[] = [];
  const socket = (await app.injectWS(
    url,
    {},
    {
      onInit(ws: ClientSocket) {
        ws.on('message', (data) => {
          const text = data.toString('utf8');
          const waiter = waiters.shift();
          if (waiter) waiter(text);
          else frames.push(text);
        });
      },
    },
  )) as ClientSocket;
  return {
    socket,
    next: () =>
      new Promise<string>((resolve) => {
        const text = frames.shift();
        if (text !== undefined) resolve(text);
        else waiters.push(resolve);
      }),
  };
}

async function silence(channel: string, on: unknown) {
  const res = await app.inject({ method: 'POST', url: '/__mock/realtime/silence', payload: { channel, on } });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

describe('POST /__mock/realtime/silence', () => {
  it('a silenced alert channel swallows heartbeats; other frames still arrive; off answers again', async () => {
    const client = await open(`/ws/alert/${TOKEN}`);
    client.socket.send(JSON.stringify(['heartbeat', { ts: 1 }]));
    expect(JSON.parse(await client.next())).toMatchObject(['heartbeat_ack', { ts: 1 }]);

    expect((await silence('alert', true)).body).toMatchObject({ silenced: ['alert'] });
    client.socket.send(JSON.stringify(['heartbeat', { ts: 2 }]));
    // the hub counts the swallowed heartbeat; a push still reaches the open socket
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/__mock/realtime' })).json())
      .toMatchObject({ alert: 1, swallowed: { alert: 1 } });
    await app.inject({
      method: 'POST',
      url: '/__mock/push',
      payload: { event: 'push', payload: { export: 1 } },
    });
    expect(JSON.parse(await client.next())[0]).toBe('push');

    await silence('alert', false);
    client.socket.send(JSON.stringify(['heartbeat', { ts: 3 }]));
    expect(JSON.parse(await client.next())).toMatchObject(['heartbeat_ack', { ts: 3 }]);
    client.socket.close(1000);
  });

  it('silences the notice ping and the inout ping too; reset ends every silence', async () => {
    await silence('notice', true);
    await silence('inout', true);
    const notice = await open(`/ws/notice/${TOKEN}`);
    notice.socket.send('ping');
    const inout = await open(`/inout-websocket/${TOKEN}`);
    inout.socket.send(JSON.stringify({ cmd: 'ping', agentId: '1' }));
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/__mock/realtime' })).json())
      .toMatchObject({ swallowed: { notice: 1, inout: 1 } });
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    expect((await app.inject({ method: 'GET', url: '/__mock/realtime' })).json()).toMatchObject({
      silenced: [],
    });
    notice.socket.close(1000);
    inout.socket.close(1000);
  });

  it('rejects a bad channel or flag with 400 and a Chinese message', async () => {
    expect(await silence('video', true)).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('channel 必须是') },
    });
    expect(await silence('alert', 'yes')).toMatchObject({
      status: 400,
      body: { message: 'on 必须是 true 或 false' },
    });
  });
});
