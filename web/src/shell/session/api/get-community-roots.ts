// treeList with node dep:-1: the communities under 全部小区 and their total (01 §2.10). A tree load
// that does not answer code '0' yields an empty list (01 §8).
import { call, client } from '@/lib/api/instance';
import { TREE_PAGE_LIMIT, TREE_ROOT_NODE } from '@/lib/constants/session-start';
import type { TreeNode } from './types';

export interface CommunityRoots {
  nodes: TreeNode[];
  totalCount: number;
}

export async function getCommunityRoots(): Promise<CommunityRoots> {
  try {
    const result = await call(
      client.GET('/h_d/treeList/v2', { params: { query: { node: TREE_ROOT_NODE, limit: TREE_PAGE_LIMIT } } }),
      { errorToast: false },
    );
    return { nodes: result.object.content, totalCount: result.object.totalCount };
  } catch (error) {
    console.error('小区树加载失败', error);
    return { nodes: [], totalCount: 0 };
  }
}
