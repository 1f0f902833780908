// After a community, building, unit or room was added, renamed or removed: the side trees that have
// been loaded reload, since the mock changed the very records they show.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { resourceKeys } from '@/list-page/resource-queries';
import type { ShellTreeType } from '@/shell/route-types';
import { treeController } from '@/shell/tree/tree-store';

const COMMUNITY_TREES: readonly ShellTreeType[] = [
  'BasicTree',
  'NormalTree',
  'DeepNormalTree',
  'OperationTree',
];

export function refreshCommunityTrees(): void {
  for (const tree of COMMUNITY_TREES) {
    const controller = treeController(tree);
    if (controller.getState().status !== 'idle') controller.refresh();
  }
}

/** The tree refresh, and the reference selects (buildings of a community, …) ask again. */
export function useRefreshCommunityTrees(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    refreshCommunityTrees();
    void queryClient.invalidateQueries({ queryKey: resourceKeys.refs });
  }, [queryClient]);
}
