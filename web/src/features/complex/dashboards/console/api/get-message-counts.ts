// The 控制台's 未读消息 card reads getMsgCount through the top bar's query (one cache entry for both).
import { useQuery } from '@tanstack/react-query';
import { messageCountsQuery } from '@/shell/topbar/api/get-message-counts';

export function useMessageCounts() {
  return useQuery(messageCountsQuery);
}
