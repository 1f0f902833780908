// Published system notices (GET /sys/notify/v2), newest first: all of them on 系统公告, the first ten
// in the notice panel's 通知 tab (01 §2.6, 02 §4, 02 §7), each opening its 消息通知 page. One cache
// entry for both (systemNoticesQuery); the panel selects its first ten.
import { queryOptions } from '@tanstack/react-query';
import type { SystemNotice } from '@/lib/realtime/notice-read';
import { fetchSystemNotices } from '@/lib/realtime/system-notices';

/** How many notices the tab lists. */
export const PANEL_NOTICE_LIMIT = 10;

export const systemNoticesQuery = queryOptions({
  queryKey: ['notices', 'system'],
  queryFn: () => fetchSystemNotices(),
});

/** The notice panel's share of the notices. */
export const panelNoticesQuery = queryOptions({
  ...systemNoticesQuery,
  select: (notices: SystemNotice[]) => notices.slice(0, PANEL_NOTICE_LIMIT),
});
