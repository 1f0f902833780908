// The desktop helper's websocket (asyncapi/client-ws.yaml; 02 §4, §7): port + 1 of the helper's HTTP
// port (found by the port retry), path /{product}. Requests carry a requestId and wait for the answer
// with the same id: camera take_photo, finger-vein collect (progress frames, then one result) and
// terminate. While someone holds the socket (`retain()`), a closed socket reconnects after a delay
// (02 §4 "reconnects on close"); a close fails every request still waiting with 请重启QT服务控件.
import type {
  ClientWsError,
  ClientWsFingerVeinCollect,
  ClientWsFingerVeinProgress,
  ClientWsFingerVeinResult,
  ClientWsFingerVeinTerminated,
  ClientWsTakePhotoCallback,
  ClientWsTakePhotoRequest,
} from '@zhsq/contract/asyncapi';
import {
  MSG_FV_TERMINATED,
  MSG_NO_WEBSOCKET,
  MSG_QT_RESTART,
  QT_HOST,
  QT_WS_PORT_OFFSET,
  QT_WS_PRODUCT,
  QT_WS_RECONNECT_DELAY,
} from '../constants/desktop';
import { DesktopError } from './local-fetch';

type SocketCtor = new (url: string) => WebSocket;

/** A finger-vein collection ended by terminate (no result frame follows). */
export class FingerVeinTerminated extends Error {
  constructor() {
    super(MSG_FV_TERMINATED);
    this.name = 'FingerVeinTerminated';
  }
}

export interface HelperSocketOptions {
  /** The helper's HTTP port after the port retry; undefined when no port answers. */
  resolvePort(): Promise<number | undefined>;
  /** Defaults to the browser's WebSocket; undefined = not supported. */
  WebSocket?: SocketCtor | undefined;
  host?: string;
  product?: string;
  reconnectDelay?: number;
}

type Answer =
  | ClientWsTakePhotoCallback
  | ClientWsFingerVeinProgress
  | ClientWsFingerVeinResult
  | ClientWsFingerVeinTerminated
  | ClientWsError;

interface Pending {
  cmd: string;
  /** Returns true when the frame ends the request. */
  onFrame(frame: Answer): boolean;
  fail(error: Error): void;
}

const OPEN = 1;

export class HelperSocket {
  private readonly options: HelperSocketOptions;
  private socket: WebSocket | undefined;
  private opening: Promise<WebSocket> | undefined;
  private readonly pending = new Map<string, Pending>();
  private nextId = 0;
  private holders = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: HelperSocketOptions) {
    this.options = options;
  }

  private get Ctor(): SocketCtor | undefined {
    if ('WebSocket' in this.options) return this.options.WebSocket;
    return typeof globalThis.WebSocket === 'function' ? globalThis.WebSocket : undefined;
  }

  /** Whether the browser can open the socket at all (02 §8 您的浏览器不支持 WebSocket!). */
  get supported(): boolean {
    return this.Ctor !== undefined;
  }

  get connected(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** Keeps the socket connected (reconnecting on close) until the returned release is called. */
  retain(): () => void {
    this.holders += 1;
    if (this.supported) void this.open().catch(() => this.scheduleReconnect());
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders -= 1;
      if (this.holders === 0) {
        clearTimeout(this.reconnectTimer);
        this.reconnectTimer = undefined;
      }
    };
  }

  /** Closes the socket and fails waiting requests; no reconnect. */
  close(): void {
    this.holders = 0;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    socket?.close();
    this.failAll(new DesktopError(MSG_QT_RESTART));
  }

  /** Camera: one callback frame with the uploaded photos, a cancel or a failure message. */
  takePhoto(data: ClientWsTakePhotoRequest['data']): Promise<ClientWsTakePhotoCallback> {
    return this.request<ClientWsTakePhotoCallback>({ cmd: 'take_photo', data }, (frame) =>
      frame.cmd === 'take_photo' ? frame : undefined,
    );
  }

  /** Finger vein: progress frames go to `onProgress`; resolves with the result frame. */
  collectFingerVein(
    data: ClientWsFingerVeinCollect['data'],
    onProgress?: (progress: ClientWsFingerVeinProgress) => void,
  ): Promise<ClientWsFingerVeinResult> {
    return this.request<ClientWsFingerVeinResult>({ cmd: 'finger_vein_collect', data }, (frame) => {
      if (frame.cmd !== 'finger_vein_collect') return undefined;
      if (frame.type === 'result') return frame;
      onProgress?.(frame);
      return undefined;
    });
  }

  /**
   * Stops the collection. The helper sends nothing more for a terminated collection, so a collect
   * still waiting here rejects with a FingerVeinTerminated error.
   */
  async terminateFingerVein(): Promise<ClientWsFingerVeinTerminated> {
    const answer = await this.request<ClientWsFingerVeinTerminated>(
      { cmd: 'finger_vein_terminate' },
      (frame) => (frame.cmd === 'finger_vein_terminate' ? frame : undefined),
    );
    for (const [id, pending] of this.pending) {
      if (pending.cmd !== 'finger_vein_collect') continue;
      this.pending.delete(id);
      pending.fail(new FingerVeinTerminated());
    }
    return answer;
  }

  private async request<R extends Answer>(
    frame: { cmd: string; data?: object },
    pick: (frame: Answer) => R | undefined,
  ): Promise<R> {
    if (!this.supported) throw new DesktopError(MSG_NO_WEBSOCKET);
    const socket = await this.open();
    const requestId = `r${++this.nextId}`;
    return new Promise<R>((resolve, reject) => {
      this.pending.set(requestId, {
        cmd: frame.cmd,
        onFrame: (answer) => {
          if (answer.cmd === 'error') {
            reject(new DesktopError(answer.message));
            return true;
          }
          const done = pick(answer);
          if (done) resolve(done);
          return done !== undefined;
        },
        fail: reject,
      });
      socket.send(JSON.stringify({ ...frame, requestId }));
    });
  }

  private open(): Promise<WebSocket> {
    if (this.socket?.readyState === OPEN) return Promise.resolve(this.socket);
    this.opening ??= this.connect().finally(() => {
      this.opening = undefined;
    });
    return this.opening;
  }

  private async connect(): Promise<WebSocket> {
    const Ctor = this.Ctor;
    if (!Ctor) throw new DesktopError(MSG_NO_WEBSOCKET);
    const port = await this.options.resolvePort();
    if (port === undefined) throw new DesktopError(MSG_QT_RESTART, { unreachable: true });
    const host = this.options.host ?? QT_HOST;
    const product = this.options.product ?? QT_WS_PRODUCT;
    const socket = new Ctor(`ws://${host}:${port + QT_WS_PORT_OFFSET}/${product}`);
    await new Promise<void>((resolve, reject) => {
      socket.onopen = () => resolve();
      socket.onerror = () => reject(new DesktopError(MSG_QT_RESTART, { unreachable: true }));
      socket.onclose = () => reject(new DesktopError(MSG_QT_RESTART, { unreachable: true }));
    });
    this.socket = socket;
    socket.onerror = null;
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.failAll(new DesktopError(MSG_QT_RESTART));
      this.scheduleReconnect();
    };
    return socket;
  }

  private scheduleReconnect(): void {
    if (this.holders === 0 || this.reconnectTimer !== undefined) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (this.holders === 0) return;
      this.open().catch(() => this.scheduleReconnect());
    }, this.options.reconnectDelay ?? QT_WS_RECONNECT_DELAY);
  }

  private receive(data: unknown): void {
    let frame: Answer & { requestId?: string };
    try {
      frame = JSON.parse(String(data)) as Answer & { requestId?: string };
    } catch {
      console.error('服务控件发送了无法解析的消息', data);
      return;
    }
    const id = frame.requestId;
    const pending = id === undefined ? undefined : this.pending.get(id);
    if (!pending || id === undefined) {
      console.error('服务控件消息没有对应的请求', frame);
      return;
    }
    if (pending.onFrame(frame)) this.pending.delete(id);
  }

  private failAll(error: Error): void {
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const pending of waiting) pending.fail(error);
  }
}
