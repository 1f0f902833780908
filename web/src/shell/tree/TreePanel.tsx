// 01 §2.5, §2.10: the organisation / community tree beside the page, chosen by the route's meta.tree
// (nothing when the route has none). Collapses to a 15 px strip and re-opens at the remembered width
// (at least 215 px); the right edge is a 3 px drag handle. Open state and width are kept locally.
import { DoubleRightOutlined } from '@ant-design/icons';
import { Activity, memo, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { TREE_RESIZE_HANDLE_WIDTH, TREE_TEXT } from '@/lib/constants/side-tree';
import type { ShellTreeType } from '../route-types';
import { displayedWidth, dragged, getPanelState, setPanelState, toggled, usePanelState } from './panel-width';
import { SideTree } from './SideTree';
import { useTreePrefetch } from './use-tree-prefetch';
import { useTreeRoute } from './use-tree-route';
import { PANEL_STICKY_TOP, usePanelHeight } from './use-sizes';
import './side-tree.css';

/** Keyboard resizing step of the handle. */
const KEY_STEP = 10;

const PANEL_LABELS: Record<ShellTreeType, string> = {
  BasicTree: '小区树',
  NormalTree: '小区树',
  DeepNormalTree: '小区树',
  AgentTree: '组织树',
  OperationTree: '运维组织树',
  MonitorTree: '车辆相机树',
  vehicleTree: '车辆相机树',
};

function ResizeHandle({ width }: { width: number }) {
  const start = useRef<{ x: number; width: number } | undefined>(undefined);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX, width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    setPanelState(
      { open: true, width: dragged(start.current.width, event.clientX - start.current.x) },
      { persist: false },
    );
  };
  const onPointerUp = () => {
    if (!start.current) return;
    start.current = undefined;
    setPanelState(getPanelState()); // store the final width
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? KEY_STEP : event.key === 'ArrowLeft' ? -KEY_STEP : 0;
    if (!step) return;
    event.preventDefault();
    setPanelState({ open: true, width: dragged(width, step) });
  };
  return (
    <div
      className="side-tree-resize"
      role="separator"
      aria-orientation="vertical"
      aria-label={TREE_TEXT.resize}
      aria-valuenow={width}
      tabIndex={0}
      style={{ width: TREE_RESIZE_HANDLE_WIDTH }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}

/** One function for every render: the tree's onCollapse stays the same when the panel re-renders. */
function togglePanel() {
  setPanelState(toggled(getPanelState()));
}

/** Memoised: a navigation between two pages of the same tree leaves the tree as it is. */
const SideTreePanel = memo(function SideTreePanel({
  tree,
  showAll,
}: {
  tree: ShellTreeType;
  showAll: boolean;
}) {
  const panel = usePanelState();
  const [ref, height] = usePanelHeight<HTMLElement>();
  const width = displayedWidth(panel);
  return (
    <aside
      ref={ref}
      className={panel.open ? 'side-tree-panel' : 'side-tree-panel side-tree-panel-collapsed'}
      aria-label={PANEL_LABELS[tree]}
      data-tree={tree}
      style={{ width, height, top: PANEL_STICKY_TOP }}
    >
      {panel.open ? (
        <>
          <SideTree key={tree} tree={tree} showAll={showAll} onCollapse={togglePanel} />
          <ResizeHandle width={width} />
        </>
      ) : (
        <button
          type="button"
          className="side-tree-strip"
          title={TREE_TEXT.expand}
          aria-label={TREE_TEXT.expand}
          onClick={togglePanel}
        >
          <DoubleRightOutlined />
        </button>
      )}
    </aside>
  );
});

/**
 * Mounted once in the layout, left of the page content (already for a page that is still loading).
 * The community trees loaded ahead are also rendered ahead, hidden, at React's idle priority: the first
 * page beside one only shows it (its effects, the selection and measuring, start then), where mounting
 * it would take 0.4-0.7 s at 4x CPU before that page could render (docs/adr/0104). They stay mounted
 * when hidden again; any other tree is mounted while its page shows.
 */
export function TreePanel() {
  const ahead = useTreePrefetch();
  const route = useTreeRoute();
  const shown = route?.tree;
  // A hidden tree keeps the showAll it last had, so hiding it renders nothing again.
  const showAll = useRef(new Map<ShellTreeType, boolean>());
  if (shown) showAll.current.set(shown, route.showAll ?? false);
  const trees = shown && !ahead.includes(shown) ? [...ahead, shown] : ahead;
  return trees.map((tree) => (
    <Activity key={tree} mode={tree === shown ? 'visible' : 'hidden'}>
      <SideTreePanel tree={tree} showAll={showAll.current.get(tree) ?? false} />
    </Activity>
  ));
}
