// 系统公告 reads every published system notice (sysNotify, newest update first, 02 §7) through the
// shell's systemNoticesQuery: one cache entry with the notice panel's 通知 tab.
import { useQuery } from '@tanstack/react-query';
import { systemNoticesQuery } from '@/shell/topbar/api/get-system-notices';

export function useSystemNotices() {
  return useQuery(systemNoticesQuery);
}
