// latestQtVer (GET /f_pm/latestQtVer/v1): the desktop helper's latest release; the install prompt
// downloads updates.windows.downloadUrl, or the fixed installer when the call fails (02 §8).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';
import { QT_INSTALLER_FALLBACK_URL } from '@/lib/constants/desktop';
import { sameOriginPathOrHttpUrl } from '@/lib/safe-url';

export type QtVersion = components['schemas']['QtVersion'];

export async function getLatestQtVersion(): Promise<QtVersion> {
  const result = await call(client.GET('/f_pm/latestQtVer/v1'), { errorToast: false });
  return result.data;
}

export const latestQtVersionQuery = queryOptions({
  queryKey: ['hardware', 'latest-qt-version'],
  queryFn: getLatestQtVersion,
  staleTime: 5 * 60_000,
});

export function useLatestQtVersion() {
  return useQuery(latestQtVersionQuery);
}

/** The fetched download address (http(s) or a path of this origin), else the fixed installer zip. */
export function qtDownloadUrl(version: QtVersion | undefined): string {
  return sameOriginPathOrHttpUrl(version?.updates.windows.downloadUrl) ?? QT_INSTALLER_FALLBACK_URL;
}
