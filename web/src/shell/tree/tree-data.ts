// The store's nodes as antd Tree data: the 全部小区 root on show-all routes, 加载更多 rows under
// branches with more children, and the end row of the top-level list (01 §2.10 没有更多数据了~).
import { TREE_ROOT_NODE } from '@/lib/constants/session-start';
import { TREE_TEXT } from '@/lib/constants/side-tree';
import { hasMore, isComplete, ROOT, type Branch } from './paging';
import { ALL_COMMUNITIES_NODE, type NodeData, type TreeIconKind } from './tree-node';
import type { TreeState } from './tree-store';

export interface SideTreeNode {
  key: string;
  title: string;
  /** node: a real node; more: loads the next children of its parent; end: the list's last row. */
  kind: 'node' | 'more' | 'end';
  icon?: TreeIconKind;
  isLeaf: boolean;
  selectable: boolean;
  checkable: boolean;
  children?: SideTreeNode[];
}

export const END_ROW_KEY = '__end__';
const MORE_PREFIX = 'more:';
export const moreRowKey = (parent: string): string => `${MORE_PREFIX}${parent}`;
export const parentOfMoreRow = (key: string): string => key.slice(MORE_PREFIX.length);

/** What the top-level list says at its end, or nothing (the list is not paged, or empty). */
export type EndRow = 'loading' | 'more' | 'end';

export function endRowOf(root: Branch): EndRow | undefined {
  if (root.loading && root.page > 0) return 'loading';
  if (hasMore(root)) return 'more';
  if (isComplete(root) && root.keys.length > 0) return 'end';
  return undefined;
}

export const END_ROW_TEXT: Record<EndRow, string> = {
  loading: TREE_TEXT.loadingMore,
  more: TREE_TEXT.loadMore,
  end: TREE_TEXT.end,
};

export interface BuildOptions {
  showAll: boolean;
  pagedRoots: boolean;
  checkable: boolean;
  /** Only these keys (an active filter); undefined shows everything. */
  visible?: ReadonlySet<string>;
}

export interface BuiltTree {
  data: SideTreeNode[];
  /** Nodes whose children have been asked for (antd must not ask again). */
  loadedKeys: string[];
  /** No real node to show (the 暂无相关数据 case). */
  empty: boolean;
  endRow?: EndRow;
}

/** The loaded nodes as the tree shows them; the rest of the state (expanded keys, query) leaves it alone. */
export type LoadedTree = Pick<TreeState, 'nodes' | 'branches'>;

export function buildTreeData(state: LoadedTree, options: BuildOptions): BuiltTree {
  const { showAll, pagedRoots, checkable, visible } = options;
  const loadedKeys: string[] = [];
  let shown = 0;

  const pseudo = (key: string, title: string, kind: 'more' | 'end'): SideTreeNode => ({
    key,
    title,
    kind,
    isLeaf: true,
    selectable: false,
    checkable: false,
  });

  const toData = (node: NodeData): SideTreeNode => {
    shown++;
    const branch = state.branches[node.key];
    const out: SideTreeNode = {
      key: node.key,
      title: node.title,
      kind: 'node',
      icon: node.icon,
      isLeaf: node.isLeaf,
      selectable: true,
      checkable,
    };
    if (branch && branch.page > 0) {
      loadedKeys.push(node.key);
      out.children = childrenOf(node.key, branch);
      if (out.children.length === 0) out.isLeaf = true;
    }
    return out;
  };

  const childrenOf = (parent: string, branch: Branch): SideTreeNode[] => {
    const children: SideTreeNode[] = [];
    for (const key of branch.keys) {
      if (visible && !visible.has(key)) continue;
      const node = state.nodes.get(key);
      if (node) children.push(toData(node));
    }
    if (parent !== ROOT && hasMore(branch)) {
      children.push(
        pseudo(moreRowKey(parent), branch.loading ? TREE_TEXT.loadingMore : TREE_TEXT.loadMore, 'more'),
      );
    }
    return children;
  };

  const root = state.branches[ROOT];
  const roots = root ? childrenOf(ROOT, root) : [];
  let data = roots;
  if (showAll && (roots.length > 0 || !visible)) {
    const all: SideTreeNode = { ...toData(ALL_COMMUNITIES_NODE), children: roots, isLeaf: false };
    shown--; // 全部小区 alone is not something to show
    loadedKeys.push(TREE_ROOT_NODE);
    data = [all];
  }
  const endRow = pagedRoots && root ? endRowOf(root) : undefined;
  const empty = shown === 0;
  if (endRow && !empty) data = [...data, pseudo(END_ROW_KEY, END_ROW_TEXT[endRow], 'end')];
  return { data, loadedKeys, empty, endRow };
}
