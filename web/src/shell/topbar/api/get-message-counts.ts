// getMsgCount (GET /h_wm/getMsgCount/v2): unread messages by type 2 报修, 4 预警, 9 授权审核, 10 关怀,
// shown as badges in the top bar's notice panel (01 §2.6) and on the 控制台's 未读消息 card, both
// through messageCountsQuery (one cache entry). Failures are only logged (01 §8): the badges then show
// nothing rather than a toast on every page.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';

export type MessageCount = components['schemas']['MessageCount'];

export async function getMessageCounts(): Promise<MessageCount[]> {
  const result = await call(client.GET('/h_wm/getMsgCount/v2'), { errorToast: false });
  return result.data;
}

export const messageCountsQuery = queryOptions({
  queryKey: ['messages', 'counts'],
  queryFn: getMessageCounts,
});
