// 02 §4 "Local client connection", §7 "Local desktop client", §8 "Local client and service", §9:
// port retry from 8081 in steps of 2 (6 tries), fallback to the stored or default port, a port that
// answers is stored as qt_port, 20 s timeout, failure = {status: false, message: 请重启QT服务控件}.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG_QT_RESTART, QT_PORT_STORAGE_KEY, QT_TIMEOUT } from '../constants/desktop';
import { getItem, setItem } from '../storage';
import { candidatePorts, createQtBridge, parsePort } from './qt-client';
import { DesktopError } from './local-fetch';

type Behaviour = 'answer' | 'refuse' | 'hang' | 'html' | 'fail';

/** A loopback network: each port refuses, answers, hangs (until aborted) or answers something else. */
function loopback(behaviour: Record<number, Behaviour>) {
  const calls: { port: number; path: string; body: string; method: string; type: string | null }[] = [];
  const fetch = vi.fn(async (request: Request, init?: RequestInit) => {
    const url = new URL(request.url);
    const port = Number(url.port);
    calls.push({
      port,
      path: url.pathname,
      method: request.method,
      body: await request.clone().text(),
      type: request.headers.get('Content-Type'),
    });
    switch (behaviour[port] ?? 'refuse') {
      case 'answer':
        return Response.json({
          status: true,
          data: { port, time: '2026-03-01 10:00:00', uptime: 1, loggedIn: true },
        });
      case 'fail':
        return Response.json({ status: false, message: '请放置卡片' });
      case 'html':
        return new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } });
      case 'hang':
        return new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      default:
        throw new TypeError('Failed to fetch');
    }
  });
  return { fetch, calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('candidate ports (02 §4, §9)', () => {
  it('starts at 8081 and adds 2 on each try, 6 tries', () => {
    expect(candidatePorts(undefined)).toEqual([8081, 8083, 8085, 8087, 8089, 8091]);
  });

  it('tries a stored port first, without repeating it', () => {
    expect(candidatePorts(8085)).toEqual([8085, 8081, 8083, 8087, 8089, 8091]);
    expect(candidatePorts(9000)).toEqual([9000, 8081, 8083, 8085, 8087, 8089, 8091]);
  });

  it('reads the stored port as a number or digits within 10–49000 (01 §5)', () => {
    expect(parsePort(8083)).toBe(8083);
    expect(parsePort('8083')).toBe(8083);
    expect(parsePort('80a')).toBeUndefined();
    expect(parsePort(9)).toBeUndefined();
    expect(parsePort(49001)).toBeUndefined();
    expect(parsePort(undefined)).toBeUndefined();
  });
});

describe('helper client', () => {
  it('POSTs JSON to 127.0.0.1:8081 and returns the answer', async () => {
    const net = loopback({ 8081: 'answer' });
    const qt = createQtBridge({ fetch: net.fetch });
    const { data } = await qt.client.POST('/ic_card/read', {
      body: { sector_id: 1, sector_password: 'FFFFFFFFFFFF', key_encrypt: false },
    });
    expect(data?.status).toBe(true);
    expect(net.calls).toEqual([
      {
        port: 8081,
        path: '/ic_card/read',
        method: 'POST',
        body: '{"sector_id":1,"sector_password":"FFFFFFFFFFFF","key_encrypt":false}',
        type: 'application/json',
      },
    ]);
    expect(new URL(net.fetch.mock.calls[0]![0].url).hostname).toBe('127.0.0.1');
    // A port that answers is stored (02 §4), the default included.
    expect(getItem(QT_PORT_STORAGE_KEY)).toBe(8081);
  });

  it('finds the helper on 8083 when 8081 does not answer and stores qt_port', async () => {
    const net = loopback({ 8083: 'answer' });
    const qt = createQtBridge({ fetch: net.fetch });
    const { data, response } = await qt.client.POST('/software/heartbeat', {});
    expect(data?.status).toBe(true);
    expect(qt.isUnreachable(response)).toBe(false);
    expect(net.calls.map((c) => c.port)).toEqual([8081, 8083]);
    expect(getItem(QT_PORT_STORAGE_KEY)).toBe(8083);
    expect(qt.currentPort()).toBe(8083);

    // The next call goes straight to the stored port.
    net.calls.length = 0;
    await qt.client.POST('/software/heartbeat', {});
    expect(net.calls.map((c) => c.port)).toEqual([8083]);
  });

  it('sends the same body on every try', async () => {
    const net = loopback({ 8087: 'answer' });
    const qt = createQtBridge({ fetch: net.fetch });
    await qt.client.POST('/ic_card/beep', { body: { times: 2 } });
    expect(net.calls.map((c) => [c.port, c.body])).toEqual([
      [8081, '{"times":2}'],
      [8083, '{"times":2}'],
      [8085, '{"times":2}'],
      [8087, '{"times":2}'],
    ]);
  });

  it('skips a port where something else answers (not JSON)', async () => {
    const net = loopback({ 8081: 'html', 8083: 'answer' });
    const qt = createQtBridge({ fetch: net.fetch });
    await qt.client.POST('/software/heartbeat', {});
    expect(net.calls.map((c) => c.port)).toEqual([8081, 8083]);
    expect(getItem(QT_PORT_STORAGE_KEY)).toBe(8083);
  });

  it('after 6 failed tries resolves to 请重启QT服务控件 and keeps the stored port', async () => {
    setItem(QT_PORT_STORAGE_KEY, 8085);
    const net = loopback({});
    const qt = createQtBridge({ fetch: net.fetch });
    const { data, response } = await qt.client.POST('/software/about', {});
    expect(data).toEqual({ status: false, message: MSG_QT_RESTART });
    expect(qt.isUnreachable(response)).toBe(true);
    expect(net.calls.map((c) => c.port)).toEqual([8085, 8081, 8083, 8087, 8089, 8091]);
    expect(getItem(QT_PORT_STORAGE_KEY)).toBe(8085);
    expect(qt.currentPort()).toBe(8085);
  });

  it('falls back to the default 8081 when nothing is stored', async () => {
    const qt = createQtBridge({ fetch: loopback({}).fetch });
    await qt.client.POST('/software/about', {});
    expect(qt.currentPort()).toBe(8081);
    expect(getItem(QT_PORT_STORAGE_KEY)).toBeUndefined();
  });

  it('ends the call after 20 s when the port accepts but never answers', async () => {
    vi.useFakeTimers();
    const net = loopback({ 8081: 'hang', 8083: 'answer' });
    const qt = createQtBridge({ fetch: net.fetch });
    const pending = qt.client.POST('/software/about', {});
    await vi.advanceTimersByTimeAsync(QT_TIMEOUT - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const { data, response } = await pending;
    expect(data).toEqual({ status: false, message: MSG_QT_RESTART });
    expect(qt.isUnreachable(response)).toBe(true);
    // A hung helper is not looked for elsewhere.
    expect(net.calls.map((c) => c.port)).toEqual([8081]);
  });

  it('call() returns the success member or throws the helper message', async () => {
    const qt = createQtBridge({ fetch: loopback({ 8081: 'fail' }).fetch });
    const error = await qt
      .call(
        qt.client.POST('/ic_card/read', {
          body: { sector_id: 1, sector_password: 'FFFFFFFFFFFF', key_encrypt: false },
        }),
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DesktopError);
    expect(error).toMatchObject({ message: '请放置卡片', unreachable: false });

    const ok = createQtBridge({ fetch: loopback({ 8081: 'answer' }).fetch });
    await expect(ok.call(ok.client.POST('/software/heartbeat', {}))).resolves.toMatchObject({ status: true });
  });

  it('call() marks an unreachable helper', async () => {
    const qt = createQtBridge({ fetch: loopback({}).fetch });
    await expect(qt.call(qt.client.POST('/software/heartbeat', {}))).rejects.toMatchObject({
      message: MSG_QT_RESTART,
      unreachable: true,
    });
  });
});
