// After the building tree panel changed buildings, units or rooms: the side trees that have been
// loaded reload, since the mock changed the very records they show.
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
