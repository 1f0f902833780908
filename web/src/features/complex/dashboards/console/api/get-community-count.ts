// Number of communities the user sees: treeList under 全部小区 (dep:-1), communities only, one row —
// only object.totalCount is read (01 §2.10 "current community count").
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, client } from '@/lib/api/instance';
import { TREE_ROOT_NODE } from '@/lib/constants/session-start';
import { CONSOLE_PANELS_KEY } from '../../api/query-keys';

export async function getCommunityCount(): Promise<number> {
  const result = await call(
    client.GET('/h_d/treeList/v2', { params: { query: { node: TREE_ROOT_NODE, onlyDepFlag: 1, limit: 1 } } }),
    { errorToast: false },
  );
  return result.object.totalCount;
}

export const communityCountQuery = queryOptions({
  queryKey: [...CONSOLE_PANELS_KEY, 'community-count'],
  queryFn: getCommunityCount,
});

export function useCommunityCount() {
  return useQuery(communityCountQuery);
}
