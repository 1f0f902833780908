// Shows the system notices of one window location one after another (02 §4): fetched whenever
// `check` changes, the next unread one opens when none is open, and 500 ms after one closes the next
// is checked (02 §9).
import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTICE_RECHECK_DELAY_MS } from '@/lib/constants/system-notices';
import { isNoticeRead, markNoticeRead, type SystemNotice } from '@/lib/realtime/notice-read';
import { nextNotice } from '@/lib/realtime/notice-rules';
import { fetchSystemNotices } from '@/lib/realtime/system-notices';

export interface NoticeQueueOptions {
  windowLocation: 1 | 2;
  /** Needed for post-login notices (read per user). */
  userId?: string;
  /** Page navigations this session (post-login rule); a change triggers a new check. */
  navigations: number;
  /** False until there is something to check (default true). */
  enabled?: boolean;
}

export function useNoticeQueue({ windowLocation, userId, navigations, enabled = true }: NoticeQueueOptions) {
  const [current, setCurrent] = useState<SystemNotice>();
  /** The first check has answered (or failed): until then nobody knows whether a notice will show. */
  const [checked, setChecked] = useState(false);
  /** A notice closed and the next is checked in 500 ms: the turn is kept for it meanwhile. */
  const [rechecking, setRechecking] = useState(false);
  const openRef = useRef<SystemNotice | undefined>(undefined);
  const listRef = useRef<SystemNotice[]>([]);
  const navigationsRef = useRef(navigations);
  navigationsRef.current = navigations;

  const show = useCallback(
    (notice: SystemNotice | undefined) => {
      openRef.current = notice;
      setCurrent(notice);
    },
    [setCurrent],
  );

  const pick = useCallback(
    () =>
      nextNotice(listRef.current, {
        windowLocation,
        navigations: navigationsRef.current,
        isRead: (notice) => isNoticeRead(notice, userId),
      }),
    [windowLocation, userId],
  );

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    fetchSystemNotices(windowLocation)
      .then((list) => {
        if (!active) return;
        listRef.current = list;
        if (!openRef.current) show(pick());
        setChecked(true);
      })
      .catch((error: unknown) => {
        console.error('系统通知查询失败', error);
        if (active) setChecked(true);
      });
    return () => {
      active = false;
    };
  }, [enabled, windowLocation, navigations, pick, show]);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const close = useCallback(() => {
    const notice = openRef.current;
    if (!notice) return;
    markNoticeRead(notice, userId);
    show(undefined);
    setRechecking(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!openRef.current) show(pick());
      setRechecking(false);
    }, NOTICE_RECHECK_DELAY_MS);
  }, [userId, pick, show]);

  return { current, close, checked, rechecking };
}
