// State of the local video-monitoring service: one monitor window per console session and the
// department channels pushed into it.
import { DeviceError } from '../lib/errors';
import type { VideoRequest, VideoSchemas } from '../contract/types';

export type VideoAccountInfo = VideoSchemas['VideoAccountInfo'];
export type DepChannels = VideoSchemas['DepChannels'];
type DepChannelSync = VideoRequest<'addDepChannel'>;

export const VIDEO_CODES = {
  badRequest: 400,
  originRefused: 403,
  notOpen: 1002,
  stale: 2001,
  restart: 500,
} as const;

export interface VideoWindow {
  session_id: string;
  windowId: string;
  username: string;
  phone?: string;
  openedAt: string;
  loginMark?: string;
  timestamp: number;
  deps: Map<number, DepChannels>;
}

const channelCount = (w: VideoWindow) => [...w.deps.values()].reduce((n, d) => n + d.channels.length, 0);

export class MonitorService {
  private readonly windows = new Map<string, VideoWindow>();
  private next = 1;

  check(sessionId: string): VideoSchemas['MonitorWindowStatus'] {
    const w = this.windows.get(sessionId);
    if (!w) return { session_id: sessionId, open: false, lastTimestamp: 0, channelCount: 0 };
    return {
      session_id: sessionId,
      open: true,
      username: w.username,
      ...(w.loginMark ? { loginMark: w.loginMark } : {}),
      lastTimestamp: w.timestamp,
      channelCount: channelCount(w),
    };
  }

  open(account: VideoAccountInfo, now: string): VideoSchemas['OpenMonitorResult'] {
    const existing = this.windows.get(account.session_id);
    if (existing && existing.username === account.username) {
      return { session_id: account.session_id, windowId: existing.windowId, reused: true };
    }
    // Another account on the same session: the window logs in again and starts empty.
    const window: VideoWindow = {
      session_id: account.session_id,
      windowId: existing?.windowId ?? `vw-${this.next++}`,
      username: account.username,
      ...(account.phone ? { phone: account.phone } : {}),
      openedAt: now,
      timestamp: 0,
      deps: new Map(),
    };
    this.windows.set(account.session_id, window);
    return { session_id: account.session_id, windowId: window.windowId, reused: false };
  }

  addDepChannel(sync: DepChannelSync): VideoSchemas['DepChannelSyncResult'] {
    const { last_timestamp: last, timestamp, dep_channels: deps } = sync.data;
    if (timestamp <= last) {
      throw new DeviceError('参数错误：timestamp 必须大于 last_timestamp', VIDEO_CODES.badRequest);
    }
    const w = this.windows.get(sync.token);
    if (!w) throw new DeviceError('监控窗口未打开，请先打开监控窗口', VIDEO_CODES.notOpen);
    if (last !== 0 && last !== w.timestamp) {
      throw new DeviceError('通道同步时间戳不一致，请全量同步', VIDEO_CODES.stale);
    }
    if (last === 0) w.deps.clear();
    for (const dep of deps) {
      if (dep.channels.length === 0) w.deps.delete(dep.depId);
      else w.deps.set(dep.depId, structuredClone(dep));
    }
    w.loginMark = sync.loginMark;
    w.timestamp = timestamp;
    return { loginMark: sync.loginMark, timestamp, depCount: w.deps.size, channelCount: channelCount(w) };
  }

  /** The operator closed windows (control page). */
  close(sessionId?: string): number {
    if (sessionId === undefined) {
      const n = this.windows.size;
      this.windows.clear();
      return n;
    }
    return this.windows.delete(sessionId) ? 1 : 0;
  }

  snapshot() {
    return [...this.windows.values()].map((w) => ({
      session_id: w.session_id,
      windowId: w.windowId,
      username: w.username,
      openedAt: w.openedAt,
      loginMark: w.loginMark ?? null,
      timestamp: w.timestamp,
      deps: [...w.deps.values()],
    }));
  }

  reset(): void {
    this.windows.clear();
    this.next = 1;
  }
}
