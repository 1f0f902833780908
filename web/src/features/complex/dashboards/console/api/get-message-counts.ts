// getMsgCount (GET /h_wm/getMsgCount/v2): unread messages by type 2 报修, 4 预警, 9 授权, 10 关怀 (01 §2.6).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, client } from '@/lib/api/instance';
import type { components } from '@zhsq/contract/api';

export type MessageCount = components['schemas']['MessageCount'];

export async function getMessageCounts(): Promise<MessageCount[]> {
  const result = await call(client.GET('/h_wm/getMsgCount/v2'), { errorToast: false });
  return result.data;
}

export const messageCountsQuery = queryOptions({
  queryKey: ['complex', 'message-counts'],
  queryFn: getMessageCounts,
});

export function useMessageCounts() {
  return useQuery(messageCountsQuery);
}
