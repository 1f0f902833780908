// The content of the side tree panel (01 §2.10): filter box, refresh, advanced query, collapse, the
// community count and a virtual antd Tree (row height 36, indent 18) that loads children on first
// expand and the next page of the top-level list when scrolled to its end.
import { DoubleLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Spin, Tree, type TreeProps } from 'antd';
import {
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type Key,
  type UIEvent,
} from 'react';
import { useDebouncedCallback } from '@/components/use-debounced-callback';
import {
  CAMERA_SEARCH_DEBOUNCE_MS,
  TREE_FILTER_DEBOUNCE_MS,
  TREE_FILTER_SPINNER_MS,
  TREE_INDENT,
  TREE_ROW_HEIGHT,
  TREE_SCROLL_END_DEBOUNCE_MS,
  TREE_TEXT,
} from '@/lib/constants/side-tree';
import type { ShellTreeType } from '../route-types';
import { AdvancedQueryButton } from './AdvancedQuery';
import { filterTree } from './filter';
import { canLoadMore, isNearEnd, ROOT } from './paging';
import {
  buildTreeData,
  END_ROW_TEXT,
  parentOfMoreRow,
  type LoadedTree,
  type SideTreeNode,
} from './tree-data';
import { ALL_COMMUNITIES_NODE, isCommunityTree, type NodeData } from './tree-node';
import {
  getTreeSelection,
  setCheckedCameras,
  setTreeSelection,
  useCheckedCameras,
  useTreeSelection,
} from './tree-selection';
import { treeController, type TreeController, type TreeState } from './tree-store';
import { TreeTitle } from './TreeTitle';
import { useElementHeight } from './use-sizes';

/**
 * 01 §9 row height 36 = antd's title height + its 4 px row gap: the virtual list's row height, and antd's
 * Tree variables on the tree itself. Not a nested ConfigProvider with the Tree's component tokens: antd
 * derived that theme's whole token set anew each time a tree page opened (~16 ms of the menu click at 1x
 * CPU, docs/adr/0094).
 */
const TREE_STYLES = {
  root: {
    '--ant-tree-title-height': `${TREE_ROW_HEIGHT - 4}px`,
    '--ant-tree-indent-size': `${TREE_INDENT}px`,
    '--ant-tree-switcher-size': '20px',
  } as CSSProperties,
};
/**
 * No expand animation: rc-tree animates by re-rendering the list with placeholder rows, which costs
 * more than it gives in a virtual list of thousands of rows (antd treats only undefined as "default").
 */
const NO_MOTION = false as unknown as TreeProps['motion'];
/** Height of the list before it can be measured (and in jsdom, which has no layout). */
const FALLBACK_LIST_HEIGHT = 480;

interface SideTreeProps {
  tree: ShellTreeType;
  showAll: boolean;
  onCollapse(): void;
}

/** The node that auto-selection picks after a load (01 §2.10), or nothing to change. */
function autoSelection(state: TreeState, controller: TreeController, withAll: boolean): NodeData | undefined {
  const current = getTreeSelection(controller.tree);
  if (current && (current.kind === 'all' ? withAll : state.nodes.has(current.nodeId))) return undefined;
  if (withAll) return ALL_COMMUNITIES_NODE;
  const first = controller.branch(ROOT).keys[0];
  return first === undefined ? undefined : state.nodes.get(first);
}

/**
 * The filter box's keyword and what it shows: matches filtered here (with their ancestors opened), or
 * the tree's own server search (the camera tree).
 */
function useTreeFilter(controller: TreeController, state: TreeState) {
  const { source } = controller;
  // The keyword and whether its matches' ancestors are shown open change together, in one transition:
  // the filter's expansion is not written to the tree store, whose updates React renders
  // synchronously (docs/adr/0056: no long task while filtering). The user's own expand or collapse writes
  // what the tree shows to the store and ends the filter's expansion, so a collapse wins.
  const [{ keyword, opensMatches }, setFilter] = useState({ keyword: '', opensMatches: false });
  const [spinning, setSpinning] = useState(false);
  const spinTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(spinTimer.current), []);

  const applyFilter = useDebouncedCallback(
    (text: string) => {
      if (source.serverSearch) {
        controller.applySearch(text);
        return;
      }
      // 01 §4, §9: after the 600 ms debounce the tree filters and opens the matches' ancestors,
      // showing a spinner for 500 ms. The rows re-render as a transition, in slices between frames, so
      // that filtering 10,000 communities leaves no long task beyond the commit; the spinner
      // shows at once.
      startTransition(() => setFilter({ keyword: text, opensMatches: true }));
      setSpinning(true);
      clearTimeout(spinTimer.current);
      spinTimer.current = setTimeout(() => setSpinning(false), TREE_FILTER_SPINNER_MS);
    },
    source.serverSearch ? CAMERA_SEARCH_DEBOUNCE_MS : TREE_FILTER_DEBOUNCE_MS,
  );

  const { nodes, branches } = state;
  const filtered = useMemo(
    () => (source.serverSearch ? undefined : filterTree(treeView({ nodes, branches }), keyword)),
    [nodes, branches, keyword, source.serverSearch],
  );

  return { keyword, opensMatches, setFilter, spinning, applyFilter, filtered };
}

/** Paging by scrolling (01 §9: within 50 px of the end, checked 200 ms after scrolling stops). */
function useScrollPaging(controller: TreeController) {
  const scrolled = useRef<HTMLElement | null>(null);
  const checkEnd = useDebouncedCallback(() => {
    const element = scrolled.current;
    if (element && isNearEnd(element) && canLoadMore(controller.branch(ROOT))) void controller.loadRootPage();
  }, TREE_SCROLL_END_DEBOUNCE_MS);
  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      scrolled.current = event.currentTarget;
      checkEnd();
    },
    [checkEnd],
  );

  return onScroll;
}

/** Choosing a node selects it for the route's lists; ticking cameras (the camera tree) checks them. */
function useSelectAndCheck(tree: ShellTreeType, nodes: TreeState['nodes']) {
  const onSelect = useCallback<NonNullable<TreeProps<SideTreeNode>['onSelect']>>(
    (_keys, info) => {
      const key = String(info.node.key);
      const node = key === ALL_COMMUNITIES_NODE.key ? ALL_COMMUNITIES_NODE : nodes.get(key);
      // Clicking the selected node again keeps it selected (a list always has a scope).
      if (node) setTreeSelection(tree, node.selection);
    },
    [nodes, tree],
  );

  const onCheck = useCallback<NonNullable<TreeProps<SideTreeNode>['onCheck']>>(
    (checked) => {
      const keys = Array.isArray(checked) ? checked : checked.checked;
      const ids = keys
        .map((key) => nodes.get(String(key))?.cameraId)
        .filter((id): id is number => id !== undefined);
      setCheckedCameras(tree, ids);
    },
    [nodes, tree],
  );

  return { onSelect, onCheck };
}

/** The filter box, 刷新, 高级查询 (where the tree has it) and the collapse button. */
function SideTreeToolbar(props: {
  controller: TreeController;
  state: TreeState;
  onFilter: (text: string) => void;
  onCollapse: () => void;
}) {
  const { controller, state, onFilter, onCollapse } = props;
  const { source } = controller;
  return (
    <div className="side-tree-toolbar">
      <FilterInput
        initial={source.serverSearch ? state.search : ''}
        placeholder={source.serverSearch ? TREE_TEXT.cameraPlaceholder : TREE_TEXT.filterPlaceholder}
        onChange={onFilter}
      />
      <Button
        size="small"
        type="text"
        title={TREE_TEXT.refresh}
        aria-label={TREE_TEXT.refresh}
        icon={<ReloadOutlined />}
        onClick={() => controller.refresh()}
      />
      {source.advancedQuery && (
        <AdvancedQueryButton applied={state.query} onRun={(query) => controller.applyQuery(query)} />
      )}
      <Button
        size="small"
        type="text"
        title={TREE_TEXT.collapse}
        aria-label={TREE_TEXT.collapse}
        icon={<DoubleLeftOutlined />}
        onClick={onCollapse}
      />
    </div>
  );
}

export function SideTree({ tree, showAll, onCollapse }: SideTreeProps) {
  const controller = treeController(tree);
  const { source } = controller;
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const selection = useTreeSelection(tree);
  const checkedCameras = useCheckedCameras(tree);
  const withAll = showAll && isCommunityTree(tree);
  const [listRef, listHeight] = useElementHeight<HTMLDivElement>('side-tree-list', FALLBACK_LIST_HEIGHT);

  useEffect(() => void controller.ensureLoaded(), [controller]);

  // 01 §2.10: the first root node (or 全部小区) is selected after a load unless the selection is
  // still in the tree.
  useEffect(() => {
    if (state.status !== 'ready') return;
    const node = autoSelection(state, controller, withAll);
    if (node) setTreeSelection(tree, node.selection);
  }, [state, controller, tree, withAll]);

  const { keyword, opensMatches, setFilter, spinning, applyFilter, filtered } = useTreeFilter(
    controller,
    state,
  );

  // Built from the loaded nodes alone: an expand or collapse (a new state.expandedKeys) keeps the same
  // tree data, so rc-tree builds no new node index for it and the click's own render leaves the tree
  // alone (the rows follow with the deferred expanded keys below).
  const { nodes, branches } = state;
  const built = useMemo(
    () =>
      buildTreeData(
        { nodes, branches },
        {
          showAll: withAll,
          pagedRoots: source.pagedRoots,
          checkable: source.checkable,
          visible: filtered?.visible,
        },
      ),
    [nodes, branches, withAll, source.pagedRoots, source.checkable, filtered],
  );

  const onScroll = useScrollPaging(controller);

  const loadMore = useCallback(
    (node: SideTreeNode) => {
      if (node.kind === 'end') void controller.loadRootPage();
      else void controller.loadChildren(parentOfMoreRow(node.key));
    },
    [controller],
  );

  const { onSelect, onCheck } = useSelectAndCheck(tree, nodes);

  // rc-tree re-flattens every node whenever one of these arrays is a new one: with 10,000 communities
  // loaded, a keystroke in the filter box must not cost that, so each keeps its identity.
  const filterOpens = opensMatches ? filtered?.expand : undefined;
  const expandedKeys = useMemo(
    () => [...new Set([...state.expandedKeys, ...(filterOpens ?? [])])],
    [state.expandedKeys, filterOpens],
  );
  // An expand or collapse renders the virtual list again (its rows, then a forced layout to measure
  // them: ~130 ms at 4x CPU). Deferred, the click that asked for it paints first and the rows follow
  // in an interruptible render (INP); the store itself (useSyncExternalStore) cannot update in one.
  const shownExpandedKeys = useDeferredValue(expandedKeys);
  const selectedKeys = useMemo(() => (selection ? [selection.nodeId] : []), [selection]);
  const checkedKeys = useMemo(
    () => (source.checkable ? checkedCameras.map((id) => `camera:${id}`) : undefined),
    [source.checkable, checkedCameras],
  );
  const loadData = useCallback(
    (node: SideTreeNode) => controller.loadChildren(String(node.key)),
    [controller],
  );
  const onExpand = useCallback(
    (keys: Key[]) => {
      controller.setExpanded(keys.map(String));
      setFilter((filter) => (filter.opensMatches ? { ...filter, opensMatches: false } : filter));
    },
    [controller, setFilter],
  );
  const titleRender = useCallback(
    (node: SideTreeNode) => <TreeTitle node={node} keyword={keyword} onLoadMore={loadMore} />,
    [keyword, loadMore],
  );

  const loading = state.status !== 'ready' || spinning;
  const count = source.showsCount && state.status === 'ready' ? state.totalCount : undefined;

  return (
    <div className="side-tree">
      <SideTreeToolbar controller={controller} state={state} onFilter={applyFilter} onCollapse={onCollapse} />
      {count !== undefined && (
        <div className="side-tree-count" aria-live="polite">
          {TREE_TEXT.count}：{count}
        </div>
      )}
      <div className="side-tree-list" ref={listRef}>
        <Spin spinning={loading}>
          {state.status === 'ready' && built.empty ? (
            <div className="side-tree-empty">
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TREE_TEXT.empty} />
              {built.endRow === 'more' && (
                <Button type="link" size="small" onClick={() => void controller.loadRootPage()}>
                  {END_ROW_TEXT.more}
                </Button>
              )}
            </div>
          ) : (
            <TreeList
              height={listHeight}
              treeData={built.data}
              expandedKeys={shownExpandedKeys}
              loadedKeys={built.loadedKeys}
              selectedKeys={selectedKeys}
              checkable={source.checkable}
              checkedKeys={checkedKeys}
              loadData={loadData}
              onExpand={onExpand}
              onSelect={onSelect}
              onCheck={onCheck}
              onScroll={onScroll}
              titleRender={titleRender}
            />
          )}
        </Spin>
      </div>
    </div>
  );
}

/**
 * The filter box keeps what is typed to itself: a keystroke renders the input alone, not the tree
 * beside it (docs/adr/0056); the tree filters after the debounce.
 */
function FilterInput({
  initial,
  placeholder,
  onChange,
}: {
  initial: string;
  placeholder: string;
  onChange(text: string): void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <Input
      size="small"
      allowClear
      aria-label={TREE_TEXT.filterPlaceholder}
      placeholder={placeholder}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        onChange(event.target.value);
      }}
    />
  );
}

/**
 * The virtual tree, re-rendered only when one of its props changes: the spinner turning on and off
 * around a filter (01 §9) leaves the rows alone.
 */
export const TreeList = memo(function TreeList(props: TreeProps<SideTreeNode>) {
  return (
    <Tree<SideTreeNode>
      blockNode
      motion={NO_MOTION}
      itemHeight={TREE_ROW_HEIGHT}
      styles={TREE_STYLES}
      {...props}
    />
  );
});

/** The loaded nodes as the filter walks them (with or without the 全部小区 wrapper, same result). */
function treeView(state: LoadedTree) {
  return {
    roots: state.branches[ROOT]?.keys ?? [],
    childrenOf: (key: string) => state.branches[key]?.keys ?? [],
    titleOf: (key: string) => state.nodes.get(key)?.title ?? '',
  };
}
