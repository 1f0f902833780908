// Community search for the select (01 §2.11, §7 "Community list: node dep:-1, limit 100, onlyDepFlag 1,
// searchData"): GET /h_d/list/house/v2, code '0', object.content. The value of a community is its
// numeric id, the N of its tree node dep:N (docs/adr/0016).
import { call, client } from '@/lib/api/instance';
import { COMMUNITY_LIST_LIMIT } from '@/lib/constants/area';
import { TREE_ROOT_NODE } from '@/lib/constants/session-start';

export interface Community {
  depId: string;
  depName: string;
}

export function depIdOf(nodeId: string): string {
  return nodeId.startsWith('dep:') ? nodeId.slice(4) : nodeId;
}

export async function searchCommunities(searchData: string): Promise<Community[]> {
  const result = await call(
    client.GET('/h_d/list/house/v2', {
      params: {
        query: {
          node: TREE_ROOT_NODE as 'dep:-1',
          limit: COMMUNITY_LIST_LIMIT,
          onlyDepFlag: 1,
          searchData: searchData.trim(),
        },
      },
    }),
    { errorToast: false },
  );
  return result.object.content.map((node) => ({ depId: depIdOf(node.id), depName: node.text }));
}
