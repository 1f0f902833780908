// Where each tree type gets its nodes (01 §2.5 tree types, §2.10; docs/adr/0026):
// - BasicTree / NormalTree / DeepNormalTree: communities from treeList (page size 40, scrolled), or
//   from searchTree while an advanced query is applied; children lazily, 100 at a time.
// - AgentTree: the organisation tree from agentTree, whole.
// - OperationTree: agents from agentTree; under an agent its child agents, then the communities it
//   owns (treeList with agentId, 100 at a time).
// - MonitorTree / vehicleTree: vehicle cameras grouped by community (getCarCameraTree, 100 communities
//   a page, the filter box searches camera names on the server).
import { TREE_PAGE_LIMIT, TREE_ROOT_NODE } from '@/lib/constants/session-start';
import { CAMERA_TREE_PAGE_SIZE, TREE_PAGE_SIZE } from '@/lib/constants/side-tree';
import type { ShellTreeType } from '../route-types';
import { isQueryEmpty, type AdvancedQuery } from './advanced-query';
import { lastDepIdOf, type Branch } from './paging';
import { fetchAgentTree, fetchCameraTree, fetchSearchTree, fetchTreeList } from './tree-api';
import {
  agentKey,
  communityMaxLevel,
  fromAgentNode,
  fromCameraGroup,
  fromTreeNode,
  isCommunityTree,
  type ApiAgentNode,
  type CommunityTreeType,
  type NodeData,
} from './tree-node';

export interface LoadContext {
  query: AdvancedQuery;
  /** Server-side search text (camera trees). */
  search: string;
  /** The branch being extended: its page count and keys give the next page or cursor. */
  branch: Branch;
}

export interface Loaded {
  /** The branch's next children, in order. */
  nodes: NodeData[];
  /** How many children the branch has on the server. */
  total: number;
  /** Complete branches that came with the answer (agent tree, cameras): parent key → children. */
  descendants?: ReadonlyMap<string, NodeData[]>;
}

export interface TreeSource {
  /** Root list grows page by page as the user scrolls (end text 没有更多数据了~). */
  pagedRoots: boolean;
  /** 01 §2.10 advanced query (community trees). */
  advancedQuery: boolean;
  /** 01 §2.10 community count label. */
  showsCount: boolean;
  /** The filter box asks the server (camera names) instead of filtering the loaded nodes. */
  serverSearch: boolean;
  /** Nodes carry tick boxes (cameras). */
  checkable: boolean;
  loadRoots(context: LoadContext): Promise<Loaded>;
  loadChildren(node: NodeData, context: LoadContext): Promise<Loaded>;
}

const NOTHING: Loaded = { nodes: [], total: 0 };

function communitySource(tree: CommunityTreeType): TreeSource {
  const maxLevel = communityMaxLevel(tree);
  return {
    pagedRoots: true,
    advancedQuery: true,
    showsCount: true,
    serverSearch: false,
    checkable: false,
    async loadRoots({ query, branch }) {
      const result = isQueryEmpty(query)
        ? await fetchTreeList({
            node: TREE_ROOT_NODE,
            limit: TREE_PAGE_SIZE,
            page: branch.page + 1,
            ...(tree === 'BasicTree' ? { onlyDepFlag: 1 as const } : {}),
          })
        : await fetchSearchTree(query, TREE_PAGE_SIZE, lastDepIdOf(branch.keys));
      return { nodes: result.content.map((n) => fromTreeNode(n, maxLevel)), total: result.totalCount };
    },
    async loadChildren(node, { branch }) {
      if (node.isLeaf) return NOTHING;
      const result = await fetchTreeList({ node: node.key, limit: TREE_PAGE_LIMIT, page: branch.page + 1 });
      return {
        nodes: result.content.map((n) => fromTreeNode(n, maxLevel, node.selection.depId)),
        total: result.totalCount,
      };
    },
  };
}

/** Every agent of the answer by key, with its depth. */
function indexAgents(roots: readonly ApiAgentNode[]): Map<string, { agent: ApiAgentNode; level: number }> {
  const index = new Map<string, { agent: ApiAgentNode; level: number }>();
  const stack = roots.map((agent) => ({ agent, level: 0 }));
  while (stack.length) {
    const entry = stack.pop()!;
    index.set(agentKey(entry.agent.agentId), entry);
    for (const child of entry.agent.data) stack.push({ agent: child, level: entry.level + 1 });
  }
  return index;
}

function agentSource(): TreeSource {
  return {
    pagedRoots: false,
    advancedQuery: false,
    showsCount: false,
    serverSearch: false,
    checkable: false,
    async loadRoots() {
      const roots = await fetchAgentTree();
      const descendants = new Map<string, NodeData[]>();
      for (const [key, { agent, level }] of indexAgents(roots)) {
        descendants.set(
          key,
          agent.data.map((child) => fromAgentNode(child, level + 1, child.data.length === 0)),
        );
      }
      return {
        nodes: roots.map((agent) => fromAgentNode(agent, 0, agent.data.length === 0)),
        total: roots.length,
        descendants,
      };
    },
    loadChildren: () => Promise.resolve(NOTHING),
  };
}

function operationSource(): TreeSource {
  let agents = new Map<string, { agent: ApiAgentNode; level: number }>();
  return {
    pagedRoots: false,
    advancedQuery: false,
    showsCount: false,
    serverSearch: false,
    checkable: false,
    async loadRoots() {
      const roots = await fetchAgentTree();
      agents = indexAgents(roots);
      return { nodes: roots.map((agent) => fromAgentNode(agent, 0, false)), total: roots.length };
    },
    async loadChildren(node, { branch }) {
      const entry = agents.get(node.key);
      if (!entry) return NOTHING;
      const { agent, level } = entry;
      // The first page starts with the child agents; every page brings up to 100 owned communities.
      const childAgents = agent.data.map((child) => fromAgentNode(child, level + 1, false));
      const result = await fetchTreeList({
        node: TREE_ROOT_NODE,
        onlyDepFlag: 1,
        agentId: agent.agentId,
        limit: TREE_PAGE_LIMIT,
        page: branch.page + 1,
      });
      const communities = result.content.map((n) => ({ ...fromTreeNode(n, 0), level: level + 1 }));
      return {
        nodes: branch.page === 0 ? [...childAgents, ...communities] : communities,
        total: childAgents.length + result.totalCount,
      };
    },
  };
}

function cameraSource(): TreeSource {
  return {
    pagedRoots: true,
    advancedQuery: false,
    showsCount: true,
    serverSearch: true,
    checkable: true,
    async loadRoots({ search, branch }) {
      const result = await fetchCameraTree(branch.page + 1, CAMERA_TREE_PAGE_SIZE, search.trim());
      const descendants = new Map<string, NodeData[]>();
      const nodes = result.content.map((group) => {
        const { community, cameras } = fromCameraGroup(group);
        descendants.set(community.key, cameras);
        return community;
      });
      return { nodes, total: result.totalCount, descendants };
    },
    loadChildren: () => Promise.resolve(NOTHING),
  };
}

export function createSource(tree: ShellTreeType): TreeSource {
  if (isCommunityTree(tree)) return communitySource(tree);
  if (tree === 'AgentTree') return agentSource();
  if (tree === 'OperationTree') return operationSource();
  return cameraSource();
}
