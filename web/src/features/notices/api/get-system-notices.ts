// sysNotify (GET /sys/notify/v2): every published system notice, newest update first (02 §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchSystemNotices } from '@/lib/realtime/system-notices';

export const systemNoticesQuery = queryOptions({
  queryKey: ['notices', 'system'],
  queryFn: () => fetchSystemNotices(),
});

export function useSystemNotices() {
  return useQuery(systemNoticesQuery);
}
