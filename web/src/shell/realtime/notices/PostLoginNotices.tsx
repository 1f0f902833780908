// Post-login system notices (windowLocation 2, 02 §4): read ones are remembered per user by id and
// update time; a notice shows only with notifyWindow on and either forced or within the first two
// page navigations of the session (login excluded). Checked again on every navigation. The modal loads
// with the first notice to show (lazy-notice-modal.ts). No pop-up over 消息通知: that page shows the
// notices in full and marks the one on show read, so a pop-up there raced the page (it came or not
// depending on which fetch answered first). A notice opens when its turn in the overlay queue comes
// (docs/adr/0064): never over another overlay, never while the operator types in a field.
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { NOTICE_WINDOW_AFTER_LOGIN } from '@/lib/constants/system-notices';
import { TASK_MENU_ROUTES } from '@/lib/constants/task-menu';
import { useRouteTable } from '@/shell/route-table';
import { onSessionEnd } from '@/shell/session/session-store';
import { useOverlayTurn } from '@/shell/overlays/use-overlay-turn';
import { useLoadedSession } from '@/shell/session/use-session';
import { LazyNoticeModal } from './lazy-notice-modal';
import { useNoticeQueue } from './use-notice-queue';

// Navigations of this session, counted once per location the router makes (StrictMode runs effects
// twice). Not by location.key: a hash change the router did not push itself (a typed address, a plain
// `<a href="#/…">` such as the upgrade banner's link) has no history state, so every such location has
// the key 'default'.
let navigations = 0;
let lastCounted: object | undefined;
const listeners = new Set<() => void>();

export function countNavigation(location: object): void {
  if (location === lastCounted) return;
  lastCounted = location;
  navigations++;
  for (const listener of listeners) listener();
}

/** Navigations counted so far this session. */
export function sessionNavigations(): number {
  return navigations;
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
  const count = useSyncExternalStore(subscribe, sessionNavigations);
  useEffect(() => countNavigation(location), [location]);
  const noticePage = useRouteTable().declaredByName.get(TASK_MENU_ROUTES.systemNotice)?.path;
  const enabled = count > 0 && location.pathname !== noticePage;
  const { current, close, checked, rechecking } = useNoticeQueue({
    windowLocation: NOTICE_WINDOW_AFTER_LOGIN,
    userId: userInfo.userId,
    navigations: count,
    enabled,
  });
  // Before the first answer nobody knows; on 消息通知 itself there is nothing to pop up. Between two
  // notices (the 500 ms recheck) the turn is kept, so the next notice comes before the later overlays.
  const wants = current || rechecking ? true : checked || (count > 0 && !enabled) ? false : undefined;
  const myTurn = useOverlayTurn('system-notice', wants);
  return <LazyNoticeModal notice={myTurn ? current : undefined} onClose={close} />;
}
