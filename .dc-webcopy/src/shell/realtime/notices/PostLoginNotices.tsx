// Post-login system notices (windowLocation 2, 02 §4): read ones are remembered per user by id and
// update time; a notice shows only with notifyWindow on and either forced or within the first two
// page navigations of the session (login excluded). Checked again on every navigation.
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { NOTICE_WINDOW_AFTER_LOGIN } from '../../../lib/constants';
import { onSessionEnd } from '../../session/session-store';
import { useLoadedSession } from '../../session/use-session';
import { NoticeModal } from './NoticeModal';
import { useNoticeQueue } from './use-notice-queue';

// Navigations of this session, counted once per history entry (StrictMode runs effects twice).
let navigations = 0;
let lastCounted: string | undefined;
const listeners = new Set<() => void>();

export function countNavigation(locationKey: string): void {
  if (locationKey === lastCounted) return;
  lastCounted = locationKey;
  navigations++;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

onSessionEnd(() => {
  navigations = 0;
  lastCounted = undefined;
  for (const listener of listeners) listener();
});

export function PostLoginNotices() {
  const { userInfo } = useLoadedSession();
  const location = useLocation();
  const count = useSyncExternalStore(subscribe, () => navigations);
  useEffect(() => countNavigation(location.key), [location.key]);
  const { current, close } = useNoticeQueue({
    windowLocation: NOTICE_WINDOW_AFTER_LOGIN,
    userId: userInfo.userId,
    navigations: count,
    enabled: count > 0,
  });
  return <NoticeModal notice={current} onClose={close} />;
}
