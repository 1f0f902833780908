// 02 §4 (websocket reconnects on close), §7 (port + 1 at /{product}: take_photo, finger-vein collect and
// terminate), §8 (您的浏览器不支持 WebSocket!; failures 请重启QT服务控件).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MSG_FV_TERMINATED,
  MSG_NO_WEBSOCKET,
  MSG_QT_RESTART,
  QT_WS_RECONNECT_DELAY,
} from '../constants/desktop';
import { FingerVeinTerminated, HelperSocket } from './helper-socket';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  // test side
  accept() {
    this.readyState = 1;
    this.onopen?.();
  }
  refuse() {
    this.readyState = 3;
    this.onerror?.();
    this.onclose?.();
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
  reply(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const latest = () => FakeSocket.all.at(-1)!;
const flush = () => vi.advanceTimersByTimeAsync(0);

function createSocket(port: number | null = 8083) {
  const resolvePort = vi.fn(async () => port ?? undefined);
  const socket = new HelperSocket({
    resolvePort,
    WebSocket: FakeSocket as unknown as new (url: string) => WebSocket,
  });
  return { socket, resolvePort };
}

const photoRequest = {
  url: 'http://127.0.0.1:3000/api/uploadFile/v1?sessionId=s&type=account_info',
  session: 's',
  reqireName: 'file',
  photoFilePrefix: 'zhsq_',
  imageFormat: 'jpg' as const,
  imageQuality: 80,
  everyLimit: 1,
  surplusAmount: 1,
};

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('helper websocket', () => {
  it('connects to port + 1 at /zhsq and answers take_photo by requestId', async () => {
    const { socket } = createSocket(8083);
    const photo = socket.takePhoto(photoRequest);
    await flush();
    expect(latest().url).toBe('ws://127.0.0.1:8084/zhsq');
    latest().accept();
    await flush();
    expect(latest().sent).toEqual([{ cmd: 'take_photo', data: photoRequest, requestId: 'r1' }]);
    const callback = {
      cmd: 'take_photo',
      requestId: 'r1',
      success: true,
      cancel: false,
      fileList: [],
      message: '拍照成功',
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    latest().reply({ ...callback, requestId: 'other' }); // not ours: logged and ignored
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    latest().reply(callback);
    await expect(photo).resolves.toEqual(callback);
  });

  it('finger vein: progress frames, then the result; terminate', async () => {
    const { socket } = createSocket();
    const progress = vi.fn();
    const result = socket.collectFingerVein({ userId: 'u1', finger: 1 }, progress);
    await flush();
    latest().accept();
    await flush();
    const ws = latest();
    ws.reply({
      cmd: 'finger_vein_collect',
      type: 'progress',
      requestId: 'r1',
      step: 0,
      total: 3,
      message: '请按压手指',
    });
    ws.reply({
      cmd: 'finger_vein_collect',
      type: 'result',
      requestId: 'r1',
      success: true,
      message: '采集成功',
      fileName: 'FV_u1_1.dat',
    });
    await expect(result).resolves.toMatchObject({ success: true, fileName: 'FV_u1_1.dat' });
    expect(progress).toHaveBeenCalledWith(expect.objectContaining({ step: 0, total: 3 }));

    const terminated = socket.terminateFingerVein();
    await flush();
    expect(ws.sent.at(-1)).toEqual({ cmd: 'finger_vein_terminate', requestId: 'r2' });
    ws.reply({
      cmd: 'finger_vein_terminate',
      requestId: 'r2',
      success: true,
      stopped: false,
      message: '没有进行中的采集',
    });
    await expect(terminated).resolves.toMatchObject({ stopped: false });
  });

  it('02 §7: terminate ends a waiting collection with 已终止采集 (no result frame follows)', async () => {
    const { socket } = createSocket();
    const collecting = socket.collectFingerVein({ userId: 'u1', finger: 2 });
    await flush();
    latest().accept();
    await flush();
    const ws = latest();
    const terminated = socket.terminateFingerVein();
    await flush();
    ws.reply({ cmd: 'finger_vein_terminate', requestId: 'r2', success: true, stopped: true });
    await expect(terminated).resolves.toMatchObject({ stopped: true });
    await expect(collecting).rejects.toBeInstanceOf(FingerVeinTerminated);
    await expect(collecting).rejects.toThrow(MSG_FV_TERMINATED);
  });

  it('an error frame rejects the request with its message', async () => {
    const { socket } = createSocket();
    const photo = socket.takePhoto(photoRequest);
    await flush();
    latest().accept();
    await flush();
    latest().reply({ cmd: 'error', requestId: 'r1', message: '参数错误：imageQuality 超出范围' });
    await expect(photo).rejects.toMatchObject({ message: '参数错误：imageQuality 超出范围' });
  });

  it('no helper port → 请重启QT服务控件 (unreachable), no socket opened', async () => {
    const { socket } = createSocket(null);
    await expect(socket.takePhoto(photoRequest)).rejects.toMatchObject({
      message: MSG_QT_RESTART,
      unreachable: true,
    });
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('a refused socket → 请重启QT服务控件', async () => {
    const { socket } = createSocket();
    const photo = socket.takePhoto(photoRequest).catch((e: unknown) => e);
    await flush();
    latest().refuse();
    await expect(photo).resolves.toMatchObject({ message: MSG_QT_RESTART });
  });

  it('a close fails waiting requests, then reconnects while retained', async () => {
    const { socket, resolvePort } = createSocket();
    const release = socket.retain();
    await flush();
    latest().accept();
    await flush();
    const photo = socket.takePhoto(photoRequest).catch((e: unknown) => e);
    await flush();
    latest().drop();
    await expect(photo).resolves.toMatchObject({ message: MSG_QT_RESTART });
    expect(FakeSocket.all).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(QT_WS_RECONNECT_DELAY);
    expect(FakeSocket.all).toHaveLength(2);
    expect(resolvePort).toHaveBeenCalledTimes(2);
    // The helper is still gone: keep trying on each close.
    latest().refuse();
    await vi.advanceTimersByTimeAsync(QT_WS_RECONNECT_DELAY);
    expect(FakeSocket.all).toHaveLength(3);
    latest().accept();
    await flush();
    expect(socket.connected).toBe(true);

    // Released: a close is not followed by a reconnect.
    release();
    latest().drop();
    await vi.advanceTimersByTimeAsync(QT_WS_RECONNECT_DELAY * 3);
    expect(FakeSocket.all).toHaveLength(3);
  });

  it('without WebSocket support: 您的浏览器不支持 WebSocket!', async () => {
    const socket = new HelperSocket({ resolvePort: async () => 8081, WebSocket: undefined });
    expect(socket.supported).toBe(false);
    await expect(socket.takePhoto(photoRequest)).rejects.toMatchObject({ message: MSG_NO_WEBSOCKET });
  });
});
