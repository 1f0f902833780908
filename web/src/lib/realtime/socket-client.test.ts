// Timing of the managed websocket (01 §4 "Alert websocket", §9 heartbeat 5000 ms, server timeout
// 6000 ms, reconnect 4000 ms, hidden-tab limit 5 s; 02 §8 no websocket support), with fake timers and a
// fake WebSocket: deterministic, no real sleeps.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG_NO_WEBSOCKET } from '../constants/desktop';
import {
  ALERT_HEARTBEAT_MS,
  ALERT_RECONNECT_MS,
  ALERT_SERVER_TIMEOUT_MS,
  HIDDEN_TAB_LIMIT_MS,
  NOTICE_KEEPALIVE_MS,
  RECONNECT_JITTER,
} from '../constants/realtime';
import { closeAllChannels, openChannel } from './channel-registry';
import {
  channelUrl,
  createManagedSocket,
  isWebSocketUrl,
  jitteredDelay,
  type SocketOptions,
} from './socket-client';
import { FakeDocument, FakeWebSocket, FakeWebSocketCtor } from './testing/fake-websocket';

const URL = 'ws://localhost:3000/ws/alert/token';
let doc: FakeDocument;

function alertOptions(overrides: Partial<SocketOptions> = {}): SocketOptions {
  return {
    name: '告警通道',
    url: URL,
    keepAlive: {
      kind: 'idle',
      idleMs: ALERT_HEARTBEAT_MS,
      timeoutMs: ALERT_SERVER_TIMEOUT_MS,
      frame: () => '["heartbeat",{"ts":1}]',
    },
    reconnectMs: ALERT_RECONNECT_MS,
    hiddenLimitMs: HIDDEN_TAB_LIMIT_MS,
    onMessage: () => undefined,
    // random 0.5 is the middle of the reconnect jitter: the wait is exactly reconnectMs
    env: {
      WebSocket: FakeWebSocketCtor,
      document: doc.asDocument(),
      now: () => Date.now(),
      random: () => 0.5,
    },
    ...overrides,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  FakeWebSocket.reset();
  doc = new FakeDocument();
});

afterEach(() => {
  closeAllChannels();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('managed websocket timing (01 §4, §9)', () => {
  it('§9 sends the heartbeat after 5000 ms without a frame, not before', () => {
    const socket = createManagedSocket(alertOptions());
    const ws = FakeWebSocket.last();
    ws.serverOpen();
    vi.advanceTimersByTime(ALERT_HEARTBEAT_MS - 1);
    expect(ws.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ws.sent).toEqual(['["heartbeat",{"ts":1}]']);
    socket.stop();
  });

  it('§9 any frame from the server restarts the idle count; a reply keeps the connection', () => {
    const messages: string[] = [];
    const socket = createManagedSocket(alertOptions({ onMessage: (text) => messages.push(text) }));
    const ws = FakeWebSocket.last();
    ws.serverOpen();
    vi.advanceTimersByTime(3000);
    ws.serverSend('["push",{"isNotice":1}]');
    vi.advanceTimersByTime(ALERT_HEARTBEAT_MS - 1);
    expect(ws.sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(ws.sent).toHaveLength(1);
    // the reply comes 5.9 s later: still in time
    vi.advanceTimersByTime(ALERT_SERVER_TIMEOUT_MS - 100);
    ws.serverSend('["heartbeat_ack",{"ts":1,"serverTime":"2026-03-18 08:00:00"}]');
    vi.advanceTimersByTime(ALERT_SERVER_TIMEOUT_MS);
    expect(ws.readyState).toBe(FakeWebSocket.OPEN);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(messages).toHaveLength(2);
    socket.stop();
  });

  it('§9 no reply within 6000 ms drops the connection; a new one opens 4000 ms later', () => {
    const socket = createManagedSocket(alertOptions());
    const first = FakeWebSocket.last();
    first.serverOpen();
    vi.advanceTimersByTime(ALERT_HEARTBEAT_MS);
    vi.advanceTimersByTime(ALERT_SERVER_TIMEOUT_MS - 1);
    expect(first.readyState).toBe(FakeWebSocket.OPEN);
    vi.advanceTimersByTime(1);
    expect(first.readyState).toBe(FakeWebSocket.CLOSED);
    expect(socket.state()).toBe('waiting');
    vi.advanceTimersByTime(ALERT_RECONNECT_MS - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.live()).toHaveLength(1);
    socket.stop();
  });

  it('§4 a lost connection reconnects after exactly 4000 ms, also when the first attempt fails', () => {
    const socket = createManagedSocket(alertOptions());
    FakeWebSocket.last().serverFail();
    vi.advanceTimersByTime(ALERT_RECONNECT_MS - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    const second = FakeWebSocket.last();
    second.serverOpen();
    expect(socket.state()).toBe('open');
    second.serverClose(1006);
    vi.advanceTimersByTime(ALERT_RECONNECT_MS);
    expect(FakeWebSocket.instances).toHaveLength(3);
    socket.stop();
  });

  it('error followed by close schedules one reconnect, never two live connections', () => {
    const socket = createManagedSocket(alertOptions());
    for (let round = 0; round < 5; round++) {
      FakeWebSocket.last().serverFail();
      vi.advanceTimersByTime(ALERT_RECONNECT_MS);
      expect(FakeWebSocket.live()).toHaveLength(1);
    }
    expect(FakeWebSocket.instances).toHaveLength(6);
    socket.stop();
  });

  it('§4 a tab hidden for more than 5 s reconnects when shown again; 5 s or less does not', () => {
    const socket = createManagedSocket(alertOptions());
    const first = FakeWebSocket.last();
    first.serverOpen();
    doc.setVisibility('hidden');
    vi.setSystemTime(Date.now() + HIDDEN_TAB_LIMIT_MS);
    doc.setVisibility('visible');
    expect(FakeWebSocket.instances).toHaveLength(1);

    doc.setVisibility('hidden');
    vi.setSystemTime(Date.now() + HIDDEN_TAB_LIMIT_MS + 1);
    doc.setVisibility('visible');
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(first.readyState).toBe(FakeWebSocket.CLOSED);
    expect(FakeWebSocket.live()).toHaveLength(1);
    socket.stop();
  });

  it('a shown tab reconnects at once even while a reconnect was waiting, and only once', () => {
    const socket = createManagedSocket(alertOptions());
    FakeWebSocket.last().serverFail();
    doc.setVisibility('hidden');
    vi.setSystemTime(Date.now() + HIDDEN_TAB_LIMIT_MS + 1);
    doc.setVisibility('visible');
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(ALERT_RECONNECT_MS * 3);
    expect(FakeWebSocket.instances).toHaveLength(2);
    socket.stop();
  });

  it('stop() (logout) leaves no timer, listener or socket behind and never reconnects', () => {
    const socket = createManagedSocket(alertOptions());
    const ws = FakeWebSocket.last();
    ws.serverOpen();
    vi.advanceTimersByTime(ALERT_HEARTBEAT_MS); // a reply timer is now pending
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    socket.stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(doc.listenerCount()).toBe(0);
    expect(ws.readyState).toBe(FakeWebSocket.CLOSED);
    expect(ws.closedWith?.code).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(socket.state()).toBe('stopped');
  });

  it('50 cycles of hidden tabs, server restarts and silent servers leave exactly 1 socket', () => {
    const socket = createManagedSocket(alertOptions());
    FakeWebSocket.last().serverOpen();
    for (let cycle = 0; cycle < 50; cycle++) {
      // a tab hidden past the limit and shown again, while a reconnect may already be waiting
      if (cycle % 3 === 1) FakeWebSocket.last().serverClose(1006);
      doc.setVisibility('hidden');
      vi.setSystemTime(Date.now() + HIDDEN_TAB_LIMIT_MS + 1 + (cycle % 5));
      doc.setVisibility('visible');
      expect(FakeWebSocket.live().length).toBeLessThanOrEqual(1);
      FakeWebSocket.last().serverOpen();
      // a server restart: the connection drops, the next one opens 4 s later
      FakeWebSocket.last().serverClose(1012);
      vi.advanceTimersByTime(ALERT_RECONNECT_MS);
      if (cycle % 7 === 3) FakeWebSocket.last().serverFail(); // still down: one more wait
      vi.advanceTimersByTime(ALERT_RECONNECT_MS);
      FakeWebSocket.last().serverOpen();
      // now and then a server that stops answering heartbeats
      if (cycle % 10 === 5) {
        vi.advanceTimersByTime(ALERT_HEARTBEAT_MS + ALERT_SERVER_TIMEOUT_MS + ALERT_RECONNECT_MS);
        FakeWebSocket.last().serverOpen();
      }
      expect(FakeWebSocket.live()).toHaveLength(1);
      expect(socket.state()).toBe('open');
    }
    expect(doc.listenerCount()).toBe(1);
    socket.stop();
    expect(FakeWebSocket.live()).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(doc.listenerCount()).toBe(0);
  });

  it("a connection that replaces a lost one reports the lost one's last sign of life", () => {
    const reopened: number[] = [];
    const socket = createManagedSocket(alertOptions({ onReopen: (lostAt) => reopened.push(lostAt) }));
    FakeWebSocket.last().serverOpen();
    expect(reopened).toEqual([]); // the first connection replaces nothing

    vi.advanceTimersByTime(1000);
    const lastFrameAt = Date.now();
    FakeWebSocket.last().serverSend('{}');
    // the server closed a moment before the client heard of it: frames sent meanwhile are lost too
    vi.advanceTimersByTime(1500);
    FakeWebSocket.last().serverClose(1006);
    vi.advanceTimersByTime(ALERT_RECONNECT_MS);
    FakeWebSocket.last().serverFail(); // failed attempts keep the first loss
    vi.advanceTimersByTime(ALERT_RECONNECT_MS);
    const reopenedAt = Date.now();
    FakeWebSocket.last().serverOpen();
    expect(reopened).toEqual([lastFrameAt]);

    // a silent server: noticed when the heartbeat reply times out, lost since it last said anything
    vi.advanceTimersByTime(ALERT_HEARTBEAT_MS + ALERT_SERVER_TIMEOUT_MS);
    vi.advanceTimersByTime(ALERT_RECONNECT_MS);
    FakeWebSocket.last().serverOpen();
    expect(reopened).toEqual([lastFrameAt, reopenedAt]);
    socket.stop();
  });

  it('stop() while a reconnect is waiting cancels it', () => {
    const socket = createManagedSocket(alertOptions());
    FakeWebSocket.last().serverFail();
    socket.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('reconnect waits spread 4000 ms ± 25% by the random source, so consoles do not retry in lockstep', () => {
    const waits: number[] = [];
    for (const random of [0, 0.25, 0.5, 0.999]) {
      FakeWebSocket.reset();
      const socket = createManagedSocket(
        alertOptions({ env: { ...alertOptions().env, random: () => random } }),
      );
      FakeWebSocket.last().serverOpen();
      const lost = Date.now();
      FakeWebSocket.last().serverClose(1006);
      vi.advanceTimersToNextTimer();
      expect(FakeWebSocket.instances).toHaveLength(2);
      waits.push(Date.now() - lost);
      socket.stop();
    }
    expect(waits).toEqual([3000, 3500, 4000, 4998]);
    expect(jitteredDelay(ALERT_RECONNECT_MS, RECONNECT_JITTER, () => 0)).toBe(ALERT_RECONNECT_MS * 0.75);
  });

  it('server close codes 4000, 4001, 4003 and 4009 end the channel without reconnecting', () => {
    for (const code of [4000, 4001, 4003, 4009]) {
      FakeWebSocket.reset();
      const socket = createManagedSocket(alertOptions());
      FakeWebSocket.last().serverOpen();
      FakeWebSocket.last().serverClose(code);
      vi.advanceTimersByTime(60_000);
      expect(FakeWebSocket.instances).toHaveLength(1);
      expect(socket.state()).toBe('closed');
      expect(vi.getTimerCount()).toBe(0);
      socket.stop();
    }
  });

  it('§9 interval keep-alive: a frame every 30000 ms while open, none after stop', () => {
    const socket = createManagedSocket(
      alertOptions({ keepAlive: { kind: 'interval', everyMs: NOTICE_KEEPALIVE_MS, frame: () => 'ping' } }),
    );
    const ws = FakeWebSocket.last();
    ws.serverOpen();
    vi.advanceTimersByTime(NOTICE_KEEPALIVE_MS - 1);
    expect(ws.sent).toEqual([]);
    ws.serverSend('pong');
    vi.advanceTimersByTime(1);
    expect(ws.sent).toEqual(['ping']);
    vi.advanceTimersByTime(NOTICE_KEEPALIVE_MS * 2);
    expect(ws.sent).toEqual(['ping', 'ping', 'ping']);
    socket.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('onOpen can send at once; send() before open reports false', () => {
    const socket = createManagedSocket(alertOptions({ onOpen: (send) => send('agent:1') }));
    expect(socket.send('early')).toBe(false);
    FakeWebSocket.last().serverOpen();
    expect(FakeWebSocket.last().sent).toEqual(['agent:1']);
    socket.stop();
  });

  it('§4 the address must use ws or wss', () => {
    expect(isWebSocketUrl('ws://localhost:3000/ws/alert/x')).toBe(true);
    expect(isWebSocketUrl('wss://zhsq.example.cn/ws/alert/x')).toBe(true);
    expect(isWebSocketUrl('http://localhost:3000/ws/alert/x')).toBe(false);
    expect(() => createManagedSocket(alertOptions({ url: 'http://localhost/ws/alert/x' }))).toThrow(
      /ws:\/\/ 或 wss:\/\//,
    );
    expect(channelUrl('/ws/alert/t', { protocol: 'https:', host: 'zhsq.example.cn' })).toBe(
      'wss://zhsq.example.cn/ws/alert/t',
    );
    expect(channelUrl('/ws/alert/t', { protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/ws/alert/t',
    );
  });

  it('02 §8 a browser without WebSocket gets 您的浏览器不支持 WebSocket! and nothing else', () => {
    const onUnsupported = vi.fn();
    const socket = createManagedSocket(
      alertOptions({ onUnsupported, env: { WebSocket: undefined, document: doc.asDocument() } }),
    );
    expect(onUnsupported).toHaveBeenCalledWith(MSG_NO_WEBSOCKET);
    expect(socket.state()).toBe('stopped');
    expect(vi.getTimerCount()).toBe(0);
    expect(doc.listenerCount()).toBe(0);
  });

  it('§4 one live connection per channel: opening a channel again replaces the old one', () => {
    openChannel('alert', alertOptions());
    const first = FakeWebSocket.last();
    first.serverOpen();
    openChannel('alert', alertOptions());
    expect(first.readyState).toBe(FakeWebSocket.CLOSED);
    expect(FakeWebSocket.live()).toHaveLength(1);
    openChannel('notice', alertOptions({ url: 'ws://localhost:3000/ws/notice/token' }));
    expect(FakeWebSocket.live()).toHaveLength(2);
    closeAllChannels();
    expect(FakeWebSocket.live()).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
