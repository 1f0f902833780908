// Opening the local video service's monitor window (02 §7 "Local video service"; 01 §2.4.6–7) and
// handing it the channels: check_monitor_window → open_monitor_window (video account info) →
// add_dep_channel. No UI here; failures reject with DesktopError (unreachable = install prompt, code =
// the service's non-zero code, whose msg the page shows).
import type { components as Video } from '@zhsq/contract/video-service';
import { video } from '@/lib/desktop/instance';
import { DesktopError } from '@/lib/desktop/local-fetch';
import { CLOUD_ACCOUNT_DEFAULT_STATUS } from '@/lib/constants/desktop';
import type { CloudAccount } from './api/get-cloud-accounts';
import { getAllDepChannels, type VideoChannelSync } from './api/page-dep-channels';
import {
  cloudDevicesToDeps,
  toVideoDepChannels,
  type ApiDepChannels,
  type CloudDevice,
} from './channel-mapping';

export type OpenMonitorResult = Video['schemas']['OpenMonitorResult'];
export type DepChannelSyncResult = Video['schemas']['DepChannelSyncResult'];
type DepChannelSync = Video['schemas']['DepChannelSync'];

/** Video service: the last incremental sync does not match → full sync (video-service contract). */
export const VIDEO_CODE_STALE_SYNC = 2001;
const PHONE = /^1[3-9]\d{9}$/;

export interface MonitorOpened {
  window: OpenMonitorResult;
  username: string;
  sync: DepChannelSyncResult;
  /** Incremental (true) or full replace (false). */
  incremental: boolean;
}

/** The account a window logs in with: the spec's video account info (02 §3). */
export function openWindow(sessionId: string, account: CloudAccount): Promise<OpenMonitorResult> {
  return video.call(
    video.client.POST('/open_monitor_window', {
      body: {
        session_id: sessionId,
        username: account.username,
        password: account.password,
        appKey: account.appKey,
        secret: account.secret,
        ...(PHONE.test(account.phone) ? { phone: account.phone } : {}),
      },
    }),
  );
}

function addDepChannel(body: DepChannelSync): Promise<DepChannelSyncResult> {
  return video.call(video.client.POST('/add_dep_channel', { body }));
}

/** The account for the platform monitor: the one the open window uses, else the platform default. */
export function platformAccount(
  accounts: readonly CloudAccount[],
  windowUser?: string,
): CloudAccount | undefined {
  return (
    accounts.find((a) => windowUser !== undefined && a.username === windowUser) ??
    accounts.find((a) => a.status === CLOUD_ACCOUNT_DEFAULT_STATUS) ??
    accounts[0]
  );
}

export interface PlatformMonitor extends MonitorOpened {
  /** Every community with its channels (what the page lists). */
  deps: ApiDepChannels[];
}

/**
 * 视频监控: open (or bring forward) the session's window, then sync the communities' channels from
 * pageDepChannels — incrementally from the window's last sync when it is the same login, else in
 * full; a stale incremental sync (2001) is repeated in full.
 */
export async function openPlatformMonitor(
  sessionId: string,
  accounts: readonly CloudAccount[],
): Promise<PlatformMonitor | { noAccount: true }> {
  const status = await video.call(
    video.client.GET('/check_monitor_window', { params: { query: { session_id: sessionId } } }),
  );
  const account = platformAccount(accounts, status.open ? status.username : undefined);
  if (!account) return { noAccount: true };
  const window = await openWindow(sessionId, account);

  const full = await getAllDepChannels(0);
  const since =
    status.open && window.reused && status.loginMark === full.loginMark ? (status.lastTimestamp ?? 0) : 0;
  const fullSync = (sync: VideoChannelSync) =>
    addDepChannel({
      loginMark: sync.loginMark,
      token: sessionId,
      data: {
        last_timestamp: 0,
        timestamp: sync.data.timestamp,
        dep_channels: toVideoDepChannels(sync.data.dep_channels),
      },
    });

  let sync: DepChannelSyncResult;
  let incremental = false;
  if (since > 0) {
    const changes = await getAllDepChannels(since);
    try {
      sync = await addDepChannel({
        loginMark: changes.loginMark,
        token: sessionId,
        data: {
          last_timestamp: since,
          timestamp: Math.max(changes.data.timestamp, since + 1),
          dep_channels: toVideoDepChannels(changes.data.dep_channels),
        },
      });
      incremental = true;
    } catch (error) {
      if (!(error instanceof DesktopError) || error.code !== VIDEO_CODE_STALE_SYNC) throw error;
      sync = await fullSync(full);
    }
  } else {
    sync = await fullSync(full);
  }
  return { window, username: account.username, sync, incremental, deps: full.data.dep_channels };
}

/** 云视频: log the window in with the chosen cloud account and give it that account's devices. */
export async function openCloudMonitor(
  sessionId: string,
  account: CloudAccount,
  devices: readonly CloudDevice[],
  now: () => number = Date.now,
): Promise<MonitorOpened> {
  const window = await openWindow(sessionId, account);
  const sync = await addDepChannel({
    loginMark: account.accessToken,
    token: sessionId,
    data: { last_timestamp: 0, timestamp: now(), dep_channels: cloudDevicesToDeps(devices) },
  });
  return { window, username: account.username, sync, incremental: false };
}
