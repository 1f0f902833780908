// The query options that open the desktop helper's monitor window (docs/adr/0012). Opening is a
// side effect the page asks for on every visit: nothing is kept once the page is gone (gcTime 0) and
// every mount opens again (refetchOnMount 'always').
import { queryOptions } from '@tanstack/react-query';
import { getCloudAccounts, type CloudAccount } from './api/get-cloud-accounts';
import type { CloudDevice } from './api/get-cloud-devices';
import { openCloudMonitor, openPlatformMonitor } from './monitor-window';

/** 视频监控: the platform's communities in the session's window. */
export const platformMonitorQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['video', 'platform-monitor', sessionId],
    queryFn: async () => openPlatformMonitor(sessionId, await getCloudAccounts()),
    gcTime: 0,
    refetchOnMount: 'always',
  });

/** 云视频: the account's devices in the window, once they are read (`devicesRead`). */
export const cloudMonitorQuery = (
  sessionId: string,
  account: CloudAccount,
  devices: readonly CloudDevice[] | undefined,
  devicesRead: boolean,
) =>
  queryOptions({
    queryKey: ['video', 'cloud-monitor', sessionId, account.accountId],
    queryFn: () => openCloudMonitor(sessionId, account, devices ?? []),
    enabled: devicesRead,
    gcTime: 0,
    refetchOnMount: 'always',
  });
