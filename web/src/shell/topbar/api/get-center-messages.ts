// sysMsgPull (GET /sys/msg/pull/v2): the newest message-centre messages for the notice panel's 消息 tab
// (optionally one type) and its 待办 tab (unread ones), 01 §2.6.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';

export type CenterMessage = components['schemas']['CenterMessage'];
export type MessageType = CenterMessage['msgType'];

/** How many messages a tab lists. */
export const PANEL_MESSAGE_LIMIT = 10;

export interface CenterMessageFilter {
  msgType?: MessageType;
  readStatus?: 0 | 1;
}

export async function getCenterMessages(filter: CenterMessageFilter): Promise<CenterMessage[]> {
  const result = await call(
    client.GET('/sys/msg/pull/v2', { params: { query: { ...filter, page: 1, limit: PANEL_MESSAGE_LIMIT } } }),
    { errorToast: false },
  );
  return result.object.records;
}

export const centerMessagesQuery = (filter: CenterMessageFilter) =>
  queryOptions({
    queryKey: ['topbar', 'center-messages', filter.msgType ?? 'all', filter.readStatus ?? 'all'],
    queryFn: () => getCenterMessages(filter),
  });
