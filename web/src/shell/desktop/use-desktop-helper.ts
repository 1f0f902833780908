// The client check every desktop feature starts with (01 §2.4.6–7, §2.11; 02 §4, §8): Mac → switch
// to Windows; outside the desktop client → 请在QT客户端上使用此功能; inside, the helper must answer
// software/about (port retry, qt_port stored) or the page offers the installer. When it answers, the
// signed-in account is handed to the helper (software/set_account_info) for its uploads and downloads.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { getToken } from '@/lib/storage';
import {
  checkDesktopClient,
  currentEnvironment,
  isZoomed,
  type ClientCheck,
} from '@/lib/desktop/environment';
import { syncHelperAccount, type SoftwareInfo } from '@/lib/desktop/instance';
import { DesktopError } from '@/lib/desktop/local-fetch';
import { useSession } from '../session/use-session';
import { helperAboutQuery } from './helper-queries';

export type HelperState =
  | { status: 'checking' }
  | { status: 'blocked'; reason: 'mac' | 'outside'; message: string }
  /** No answer on any port: restart message and install prompt. */
  | { status: 'missing'; message: string }
  /** The helper answered with a failure. */
  | { status: 'failed'; message: string }
  | { status: 'ready'; about: SoftwareInfo; clientVersion: string };

export function useDesktopHelper(purpose: 'feature' | 'camera' = 'feature') {
  const check: ClientCheck = useMemo(() => checkDesktopClient(currentEnvironment(), { purpose }), [purpose]);
  const about = useQuery(helperAboutQuery(check.ok));
  const { loaded } = useSession();
  const userInfo = loaded?.userInfo;
  const aboutData = about.data;

  useEffect(() => {
    const token = getToken();
    if (!aboutData || !userInfo || !token) return;
    syncHelperAccount({
      token,
      userName: userInfo.userName,
      ...(userInfo.realName ? { realName: userInfo.realName } : {}),
      agentId: userInfo.agentId,
      baseUrl: new URL('/api', globalThis.location.origin).toString(),
    }).catch((error: unknown) => console.error('同步账号到服务控件失败', error));
  }, [aboutData, userInfo]);

  let state: HelperState;
  if (!check.ok) state = { status: 'blocked', reason: check.reason, message: check.message };
  else if (about.isPending || (about.isFetching && !about.data)) state = { status: 'checking' };
  else if (about.isError) {
    const error = about.error;
    state =
      error instanceof DesktopError && !error.unreachable
        ? { status: 'failed', message: error.message }
        : { status: 'missing', message: error.message };
  } else state = { status: 'ready', about: about.data, clientVersion: check.version };

  return {
    state,
    zoomed: isZoomed(currentEnvironment()),
    retry: () => void about.refetch(),
  };
}
