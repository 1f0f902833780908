// The tree store (01 §3, 02 §3 "tree store keeps totalCount and states per tree type"): one controller
// per tree type holding the nodes loaded so far, the paging of every branch, the open nodes and the
// applied advanced query. It outlives the panel, so going to another page with the same tree keeps
// what was opened; logout clears it with the selections (01 §4).
import { TREE_ROOT_NODE } from '@/lib/constants/session-start';
import { TREE_DEFAULT_CHECKED_KEY } from '@/lib/constants/side-tree';
import type { ShellTreeType } from '../route-types';
import { onSessionEnd } from '../session/session-store';
import { EMPTY_QUERY, normaliseQuery, type AdvancedQuery } from './advanced-query';
import { appendPage, EMPTY_BRANCH, hasMore, ROOT, type Branch } from './paging';
import type { NodeData } from './tree-node';
import { clearTreeSelections, getCheckedCameras, setCheckedCameras } from './tree-selection';
import { createSource, type Loaded, type TreeSource } from './tree-sources';

export interface TreeState {
  /** idle: nothing asked yet; loading: first root page on its way; ready: a first answer came. */
  status: 'idle' | 'loading' | 'ready';
  nodes: ReadonlyMap<string, NodeData>;
  branches: Readonly<Record<string, Branch>>;
  expandedKeys: readonly string[];
  /** Applied advanced query (community trees). */
  query: AdvancedQuery;
  /** Applied server search (camera trees). */
  search: string;
  /** 01 §2.10 count of communities: what the root list holds on the server. */
  totalCount: number;
}

function initialState(query: AdvancedQuery = EMPTY_QUERY, search = ''): TreeState {
  return {
    status: 'idle',
    nodes: new Map(),
    branches: {},
    // 全部小区 starts open on show-all routes; elsewhere the key is unused.
    expandedKeys: [TREE_ROOT_NODE],
    query,
    search,
    totalCount: 0,
  };
}

export class TreeController {
  readonly source: TreeSource;
  private state: TreeState = initialState();
  /** Bumped by refresh, query and reset: answers to older requests are dropped. */
  private generation = 0;
  private defaultCheckDone = false;
  private readonly listeners = new Set<() => void>();

  constructor(readonly tree: ShellTreeType) {
    this.source = createSource(tree);
  }

  getState = (): TreeState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  branch(key: string): Branch {
    return this.state.branches[key] ?? EMPTY_BRANCH;
  }

  private update(patch: Partial<TreeState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  private setBranch(key: string, branch: Branch, patch: Partial<TreeState> = {}): void {
    this.update({ ...patch, branches: { ...this.state.branches, [key]: branch } });
  }

  /** Loads the first page once (the panel calls it on mount). */
  /** Starts the first load unless there has been one; true when it started one. */
  ensureLoaded(): boolean {
    if (this.state.status !== 'idle') return false;
    void this.loadRootPage();
    return true;
  }

  /** The next page of the top-level list, if there is one and none is on its way. */
  async loadRootPage(): Promise<void> {
    const root = this.branch(ROOT);
    if (root.loading || (root.page > 0 && !hasMore(root))) return;
    const generation = this.generation;
    this.setBranch(ROOT, { ...root, loading: true }, root.page === 0 ? { status: 'loading' } : {});
    try {
      const loaded = await this.source.loadRoots({
        query: this.state.query,
        search: this.state.search,
        branch: root,
      });
      if (generation !== this.generation) return;
      this.merge(ROOT, root, loaded);
      this.update({ status: 'ready', totalCount: this.branch(ROOT).total });
      this.applyDefaultCheck();
    } catch (error) {
      if (generation !== this.generation) return;
      console.error('树加载失败', this.tree, error);
      this.setBranch(ROOT, { ...root, loading: false }, { status: 'ready' });
    }
  }

  /** Children of a node, first or next page (antd's loadData and the 加载更多 row). Never rejects. */
  async loadChildren(key: string): Promise<void> {
    const node = this.state.nodes.get(key);
    const branch = this.branch(key);
    if (!node || node.isLeaf || branch.loading || (branch.page > 0 && !hasMore(branch))) return;
    const generation = this.generation;
    this.setBranch(key, { ...branch, loading: true });
    try {
      const loaded = await this.source.loadChildren(node, {
        query: this.state.query,
        search: this.state.search,
        branch,
      });
      if (generation !== this.generation) return;
      this.merge(key, branch, loaded);
    } catch (error) {
      if (generation !== this.generation) return;
      console.error('树节点加载失败', key, error);
      // Closed again: an open node that is not loaded would be asked for again at once.
      this.setBranch(
        key,
        { ...branch, loading: false },
        { expandedKeys: this.state.expandedKeys.filter((k) => k !== key) },
      );
    }
  }

  private merge(key: string, before: Branch, loaded: Loaded): void {
    const nodes = new Map(this.state.nodes);
    const branches = { ...this.state.branches };
    for (const node of loaded.nodes) nodes.set(node.key, node);
    branches[key] = appendPage(
      before,
      loaded.nodes.map((n) => n.key),
      loaded.total,
    );
    for (const [parent, children] of loaded.descendants ?? []) {
      for (const child of children) nodes.set(child.key, child);
      branches[parent] = appendPage(
        EMPTY_BRANCH,
        children.map((c) => c.key),
        children.length,
      );
    }
    this.update({ nodes, branches });
  }

  /** 01 §9 default pre-checked community dep:1499: the camera trees tick its cameras once. */
  private applyDefaultCheck(): void {
    if (!this.source.checkable || this.defaultCheckDone) return;
    this.defaultCheckDone = true;
    if (getCheckedCameras(this.tree).length) return;
    const cameras = this.branch(TREE_DEFAULT_CHECKED_KEY).keys.map((k) => this.state.nodes.get(k)?.cameraId);
    setCheckedCameras(
      this.tree,
      cameras.filter((id): id is number => id !== undefined),
    );
  }

  /** Refresh button: everything is loaded again under the same query and search. */
  refresh(): void {
    this.generation++;
    const { query, search } = this.state;
    this.state = initialState(query, search);
    void this.loadRootPage();
  }

  /** Runs (or with an empty query, clears) the advanced query. */
  applyQuery(query: AdvancedQuery): void {
    this.update({ query: normaliseQuery(query) });
    this.refresh();
  }

  /** Camera trees: the filter box searches on the server. */
  applySearch(search: string): void {
    if (search.trim() === this.state.search.trim()) return;
    this.update({ search: search.trim() });
    this.refresh();
  }

  setExpanded(keys: readonly string[]): void {
    this.update({ expandedKeys: keys });
  }

  /** Logout: back to nothing loaded. */
  reset(): void {
    this.generation++;
    this.defaultCheckDone = false;
    this.state = initialState();
    for (const listener of this.listeners) listener();
  }
}

const controllers = new Map<ShellTreeType, TreeController>();

export function treeController(tree: ShellTreeType): TreeController {
  let controller = controllers.get(tree);
  if (!controller) {
    controller = new TreeController(tree);
    controllers.set(tree, controller);
  }
  return controller;
}

/** Logout, forced logout, password change: tree state and selections go (01 §4). */
export function resetTreeStore(): void {
  for (const controller of controllers.values()) controller.reset();
  clearTreeSelections();
}

onSessionEnd(resetTreeStore);
