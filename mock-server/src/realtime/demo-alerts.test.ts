// MOCK_DEMO_ALERTS (README "Mock backend settings", docs/adr/0035): a random alert every N seconds to the
// connected consoles, deterministic for a seed, off by default. Fake timers drive the interval.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { TEST_NOW } from '../test-support/testing.js';
import { demoAlertSeconds, startDemoAlerts } from './demo-alerts.js';
import { ALERT_EVENTS } from './frames.js';
import type { RawData, RealtimeSocket } from './hub.js';

class FakeSocket implements RealtimeSocket {
  readyState = 1;
  sent: string[] = [];
  send(data: string): void {
    this.sent.push(data);
  }
  close(): void {
    this.readyState = 3;
  }
  on(
    _event: 'message' | 'close' | 'error',
    _listener: ((data: RawData, isBinary: boolean) => void) | (() => void) | ((error: Error) => void),
  ): this {
    return this;
  }
}

async function demoApp(): Promise<FastifyInstance> {
  const app = await buildApp({ webDist: null, seed: 20260101, scale: 4, now: () => TEST_NOW });
  await app.ready();
  return app;
}

/** Runs the interval `times` times and waits for each push's inject to finish. */
async function tick(app: FastifyInstance, socket: FakeSocket, times: number): Promise<void> {
  const before = socket.sent.length;
  for (let i = 1; i <= times; i++) {
    await vi.advanceTimersByTimeAsync(3000);
    // the push is an in-process inject: let the event loop run it (setImmediate is not faked;
    // vi.waitFor would advance the fake clock itself)
    for (let turn = 0; socket.sent.length < before + i && turn < 1000; turn++) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(socket.sent).toHaveLength(before + i);
  }
}

describe('demoAlertSeconds', () => {
  it('is off unless set to a number of seconds', () => {
    expect(demoAlertSeconds(undefined)).toBeUndefined();
    expect(demoAlertSeconds('')).toBeUndefined();
    expect(demoAlertSeconds('0')).toBeUndefined();
    expect(demoAlertSeconds('15')).toBe(15);
    expect(() => demoAlertSeconds('soon')).toThrow('MOCK_DEMO_ALERTS 必须是不小于 1 的秒数');
    expect(() => demoAlertSeconds('0.5')).toThrow('MOCK_DEMO_ALERTS');
  });
});

describe('startDemoAlerts', () => {
  const apps: FastifyInstance[] = [];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it('pushes one random alert every N seconds to connected consoles, the same sequence for a seed', async () => {
    const sequences: string[][] = [];
    for (let run = 0; run < 2; run++) {
      const app = await demoApp();
      apps.push(app);
      const socket = new FakeSocket();
      const stop = startDemoAlerts(app, 3);
      // nobody connected: nothing is pushed (and nothing stored)
      await vi.advanceTimersByTimeAsync(3000);
      app.mock.hub.addAlert({ token: 't', userId: '1', agentId: '1', socket });
      await vi.advanceTimersByTimeAsync(2999);
      expect(socket.sent).toEqual([]);
      await tick(app, socket, 4);
      stop();
      await vi.advanceTimersByTimeAsync(30_000);
      expect(socket.sent).toHaveLength(4);
      sequences.push(socket.sent);
    }
    expect(sequences[0]).toEqual(sequences[1]);
    const events = sequences[0]!.map((text) => (JSON.parse(text) as [string, unknown])[0]);
    for (const event of events) expect(Object.values(ALERT_EVENTS)).toContain(event);
    // random kinds, not one kind over and over
    expect(new Set(events).size).toBeGreaterThan(1);
  });
});
