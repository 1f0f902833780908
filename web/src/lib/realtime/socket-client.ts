// One websocket connection that keeps itself alive (01 §4, §9): reconnects about 4 s after it is lost
// (4000 ms ± 25%, so consoles that lost the server together do not come back in lockstep), sends a
// heartbeat after 5 s without a frame from the server and drops the connection when no reply comes
// within 6 s, and reconnects at once when a tab that was hidden for more than 5 s is shown again.
// Channels with a fixed keep-alive (notice, inout: every 30 s) use the interval form instead.
// No UI here: callers get frames as text and decide what to show.
import { MSG_NO_WEBSOCKET } from '../constants/desktop';
import { RECONNECT_JITTER, WS_CLOSE_NO_RECONNECT } from '../constants/realtime';

export type KeepAlive =
  /** Sends `frame()` after `idleMs` without a frame from the server; no frame back within `timeoutMs` → drop. */
  | { kind: 'idle'; idleMs: number; timeoutMs: number; frame: () => string }
  /** Sends `frame()` every `everyMs` while open. */
  | { kind: 'interval'; everyMs: number; frame: () => string };

export interface SocketEnvironment {
  /** The WebSocket constructor; undefined means the browser has none. */
  WebSocket: typeof WebSocket | undefined;
  /** Page visibility (for the hidden-tab rule); absent outside a page. */
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  now: () => number;
  /** Uniform in [0, 1): spreads the reconnect delays (tests pass a fixed one). */
  random: () => number;
}

export interface SocketOptions {
  /** Name in logs, e.g. 告警通道. */
  name: string;
  /** ws:// or wss:// address. */
  url: string;
  keepAlive: KeepAlive;
  /** Mean delay before a reconnect; each wait is drawn from reconnectMs ± reconnectJitter. */
  reconnectMs: number;
  /** Fraction of reconnectMs the wait may differ by (default RECONNECT_JITTER, 0.25). */
  reconnectJitter?: number;
  /** A tab hidden longer than this reconnects when shown again; absent = no such rule. */
  hiddenLimitMs?: number;
  onOpen?(send: (text: string) => boolean): void;
  /**
   * Called after onOpen when this connection replaces one that was lost (closed, timed out or
   * dropped on a shown tab), with the time it was lost: frames pushed in between never arrived.
   */
  onReopen?(lostAt: number): void;
  onMessage(text: string): void;
  /** The browser has no WebSocket (called once, with 您的浏览器不支持 WebSocket!). */
  onUnsupported?(message: string): void;
  /** Whether a close by the server should reconnect; default: all but WS_CLOSE_NO_RECONNECT codes. */
  shouldReconnect?(event: { code: number; reason: string }): boolean;
  env?: Partial<SocketEnvironment>;
}

/** waiting = a reconnect is scheduled; closed = the server ended it and reconnecting cannot help. */
export type SocketState = 'connecting' | 'open' | 'waiting' | 'closed' | 'stopped';

export interface ManagedSocket {
  readonly name: string;
  state(): SocketState;
  /** Sends when open; false otherwise. */
  send(text: string): boolean;
  /** Ends the connection for good: closes the socket, clears every timer and listener. */
  stop(): void;
}

const WS_URL = /^wss?:\/\/[^\s/]+/i;

export function isWebSocketUrl(url: string): boolean {
  return WS_URL.test(url);
}

/** ws:// or wss:// (following the page's protocol) address of a path on the page's origin. */
export function channelUrl(path: string, location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}`;
}

function defaultEnvironment(): SocketEnvironment {
  return {
    WebSocket: typeof WebSocket === 'undefined' ? undefined : WebSocket,
    document: typeof document === 'undefined' ? undefined : document,
    now: () => Date.now(),
    random: Math.random,
  };
}

/** A reconnect wait: `mean` moved by up to ± jitter × mean, uniformly by `random`. */
export function jitteredDelay(mean: number, jitter: number, random: () => number): number {
  return Math.round(mean * (1 + jitter * (2 * random() - 1)));
}

/** Close code the client uses when it gives up on a silent server (application range 4000–4999). */
export const CLOSE_HEARTBEAT_TIMEOUT = 4008;
const CLOSE_NORMAL = 1000;

/**
 * The heartbeat of one connection: `idle` sends a frame after idleMs without a frame from the server and
 * calls `onSilent` when no reply follows within timeoutMs; `interval` sends a frame every everyMs.
 */
function createKeepAlive(
  keepAlive: SocketOptions['keepAlive'],
  send: (text: string) => boolean,
  onSilent: (timeoutMs: number) => void,
) {
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let replyTimer: ReturnType<typeof setTimeout> | undefined;
  let intervalTimer: ReturnType<typeof setInterval> | undefined;

  function clear(): void {
    clearTimeout(idleTimer);
    clearTimeout(replyTimer);
    clearInterval(intervalTimer);
    idleTimer = replyTimer = intervalTimer = undefined;
  }

  /** (Re)starts the idle wait: called on open and on every frame from the server. */
  function armIdle(): void {
    if (keepAlive.kind !== 'idle') return;
    clearTimeout(idleTimer);
    clearTimeout(replyTimer);
    replyTimer = undefined;
    idleTimer = setTimeout(() => {
      idleTimer = undefined;
      send(keepAlive.frame());
      replyTimer = setTimeout(() => {
        replyTimer = undefined;
        onSilent(keepAlive.timeoutMs);
      }, keepAlive.timeoutMs);
    }, keepAlive.idleMs);
  }

  function start(): void {
    if (keepAlive.kind === 'idle') armIdle();
    else intervalTimer = setInterval(() => send(keepAlive.frame()), keepAlive.everyMs);
  }

  return { start, armIdle, clear };
}

/** Closes a socket whose events no longer matter (its handlers are removed first). */
function closeQuietly(old: WebSocket, code: number, reason: string, log: (...args: unknown[]) => void): void {
  old.onopen = old.onmessage = old.onerror = old.onclose = null;
  if (old.readyState === 0 || old.readyState === 1) {
    try {
      old.close(code, reason);
    } catch (error) {
      log('关闭连接失败', error);
    }
  }
}

/**
 * Opens the connection and keeps it up until `stop()`. Throws when the address is not ws/wss; calls
 * `onUnsupported` (and stays stopped) when the browser has no WebSocket.
 */
export function createManagedSocket(options: SocketOptions): ManagedSocket {
  if (!isWebSocketUrl(options.url)) {
    throw new Error(`websocket 地址必须以 ws:// 或 wss:// 开头：${options.url}`);
  }
  const env: SocketEnvironment = { ...defaultEnvironment(), ...options.env };
  const shouldReconnect =
    options.shouldReconnect ?? ((event: { code: number }) => !WS_CLOSE_NO_RECONNECT.includes(event.code));

  let socket: WebSocket | undefined;
  let state: SocketState = 'connecting';
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let hiddenSince: number | undefined;
  /**
   * The last sign of life of a lost connection (its opening or its last frame); cleared by the next open
   * (onReopen). Not the moment the loss was noticed: the server may close before the client hears of it,
   * and a silent server is noticed only after the heartbeat's timeout; what was sent in between is lost.
   */
  let lostAt: number | undefined;
  /** When the current connection opened or last received a frame. */
  let aliveAt: number | undefined;
  const markLost = () => {
    lostAt ??= aliveAt ?? env.now();
  };

  const log = (...args: unknown[]) => console.info(`[${options.name}]`, ...args);

  const keepAlive = createKeepAlive(options.keepAlive, send, (timeoutMs) => {
    log(`${timeoutMs} ms 内没有回应，断开重连`);
    markLost();
    drop(CLOSE_HEARTBEAT_TIMEOUT, 'heartbeat timeout');
    scheduleReconnect();
  });

  function send(text: string): boolean {
    if (!socket || state !== 'open' || socket.readyState !== 1) return false;
    socket.send(text);
    return true;
  }

  /** Forgets the current socket (its later events are ignored) and closes it. */
  function drop(code: number, reason: string): void {
    keepAlive.clear();
    const old = socket;
    socket = undefined;
    if (old) closeQuietly(old, code, reason, log);
  }

  function scheduleReconnect(): void {
    if (state === 'stopped' || reconnectTimer !== undefined) return;
    state = 'waiting';
    const delay = jitteredDelay(options.reconnectMs, options.reconnectJitter ?? RECONNECT_JITTER, env.random);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, delay);
  }

  function connect(): void {
    if (state === 'stopped') return;
    const Ctor = env.WebSocket;
    if (!Ctor) return;
    // Never two live connections: whatever was there goes first.
    drop(CLOSE_NORMAL, 'reconnect');
    state = 'connecting';
    let ws: WebSocket;
    try {
      ws = new Ctor(options.url);
    } catch (error) {
      log('连接失败', error);
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      if (socket !== ws) return;
      state = 'open';
      aliveAt = env.now();
      keepAlive.start();
      options.onOpen?.(send);
      const lost = lostAt;
      lostAt = undefined;
      if (lost !== undefined) options.onReopen?.(lost);
    };
    ws.onmessage = (event: MessageEvent) => {
      if (socket !== ws) return;
      aliveAt = env.now();
      keepAlive.armIdle();
      const data: unknown = event.data;
      if (typeof data === 'string') options.onMessage(data);
    };
    ws.onerror = () => {
      if (socket === ws) log('连接出错');
    };
    ws.onclose = (event: CloseEvent) => {
      if (socket !== ws) return;
      if (state === 'open') markLost();
      keepAlive.clear();
      socket = undefined;
      log('连接关闭', event.code, event.reason);
      if (shouldReconnect({ code: event.code, reason: event.reason })) scheduleReconnect();
      else state = 'closed';
    };
  }

  function onVisibility(): void {
    if (options.hiddenLimitMs === undefined || !env.document) return;
    if (env.document.visibilityState === 'hidden') {
      hiddenSince = env.now();
      return;
    }
    const since = hiddenSince;
    hiddenSince = undefined;
    if (since === undefined || env.now() - since <= options.hiddenLimitMs) return;
    if (state === 'stopped' || state === 'closed') return;
    log('页面隐藏超过限制，重新连接');
    if (state === 'open') markLost();
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    connect();
  }

  function stop(): void {
    if (state === 'stopped') return;
    state = 'stopped';
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    drop(CLOSE_NORMAL, 'logout');
    env.document?.removeEventListener('visibilitychange', onVisibility);
  }

  if (!env.WebSocket) {
    state = 'stopped';
    options.onUnsupported?.(MSG_NO_WEBSOCKET);
  } else {
    if (options.hiddenLimitMs !== undefined) env.document?.addEventListener('visibilitychange', onVisibility);
    connect();
  }

  return { name: options.name, state: () => state, send, stop };
}
