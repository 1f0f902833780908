// Published system notices (GET /sys/notify/v2), newest first, listed in the notice panel's 通知 tab
// (01 §2.6, 02 §4); each opens its 消息通知 page.
import { queryOptions } from '@tanstack/react-query';
import { fetchSystemNotices } from '@/lib/realtime/system-notices';

/** How many notices the tab lists. */
export const PANEL_NOTICE_LIMIT = 10;

export const panelNoticesQuery = queryOptions({
  queryKey: ['topbar', 'system-notices'],
  queryFn: async () => (await fetchSystemNotices()).slice(0, PANEL_NOTICE_LIMIT),
});
