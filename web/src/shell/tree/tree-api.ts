// The side tree's calls (01 §7; 02 §7): treeList (lazy, paged), searchTree (advanced query with a
// lastDepId cursor), agentTree (organisation tree) and getCarCameraTree (vehicle cameras). No toasts
// (02 §8 "many calls suppress automatic messages"). A tree answer whose code is not the success code
// is an empty list (01 §8); a failure that is not an answer (network, timeout) is thrown so the
// caller stops its spinner (02 §8 "on exception the spinner stops and the error is rethrown").
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/envelope';
import { call, client } from '@/lib/api/instance';
import type { AdvancedQuery } from './advanced-query';
import type { ApiAgentNode, ApiCameraGroup, ApiTreeNode } from './tree-node';

export interface TreePageResult<T> {
  content: T[];
  totalCount: number;
}

const EMPTY = { content: [], totalCount: 0 };

/** A non-success answer reads as nothing; anything else is rethrown. */
async function orEmpty<T>(pending: Promise<T>, empty: T): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof ApiError && error.envelope) {
      console.error('树加载失败', error.code, error.message);
      return empty;
    }
    throw error;
  }
}

export interface TreeListParams {
  node: string;
  limit: number;
  page: number;
  onlyDepFlag?: 0 | 1;
  agentId?: string;
}

export function fetchTreeList(params: TreeListParams): Promise<TreePageResult<ApiTreeNode>> {
  return orEmpty(
    call(client.GET('/h_d/treeList/v2', { params: { query: params } }), { errorToast: false }).then(
      (result) => result.object,
    ),
    EMPTY,
  );
}

export function fetchSearchTree(
  query: AdvancedQuery,
  limit: number,
  lastDepId: number | undefined,
): Promise<TreePageResult<ApiTreeNode>> {
  return orEmpty(
    call(client.GET('/h_d/searchTree/v1', { params: { query: { ...query, limit, lastDepId } } }), {
      errorToast: false,
    }).then((result) => result.object),
    EMPTY,
  );
}

export function fetchAgentTree(): Promise<ApiAgentNode[]> {
  return orEmpty(
    call(client.GET('/u_a/tree/v1', { params: { query: { node: 'root' } } }), { errorToast: false }).then(
      (result) => result.data,
    ),
    [],
  );
}

/** The organisation tree for pages that read it as data (架构管理), apart from the side tree's store. */
export const agentTreeQuery = queryOptions({ queryKey: ['system', 'agent-tree'], queryFn: fetchAgentTree });

export function fetchCameraTree(
  page: number,
  limit: number,
  cameraName: string,
): Promise<TreePageResult<ApiCameraGroup>> {
  return orEmpty(
    call(
      client.GET('/d_cc/getCarCameraTree/v1', {
        params: { query: { page, limit, ...(cameraName ? { cameraName } : {}) } },
      }),
      { errorToast: false },
    ).then((result) => ({ content: result.data, totalCount: result.totalCount })),
    EMPTY,
  );
}
