// The history tab bar (01 §2.9, §2.5): visited pages as draggable tabs with their context menu, the
// page's full-screen and editor buttons at the right end. Switched off in the settings drawer
// (layout-preferences.showTabs): the buttons stay, the tabs go. One context menu serves every tab. Dragging
// arrives with SortableTabBar shortly after the first paint (lazy-sortable-tab-bar.ts); the plain bar
// before it looks the same.
// Only the strip (TabStrip) reads the location: a tab switch re-renders the strip's tabs and tools, not
// the bar, its context menu or the drag context around the strip (docs/adr/0079).
import { CloseOutlined, EllipsisOutlined } from '@ant-design/icons';
import { Tabs, type TabsProps } from 'antd';
import { useMemo, type MouseEvent, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { TAB_MENU_LABELS } from '@/lib/constants/layout';
import { useLayoutPreferences } from '../preferences/layout-preferences';
import { useSortableTabBar, type SortableTabBarLoad } from './lazy-sortable-tab-bar';
import { TabContextMenu } from './TabContextMenu';
import { TabItem } from './TabItem';
import { TabToolButtons, useTabTools } from './TabTools';
import { useTabActions, type TabActions } from './use-tab-actions';
import { useVisitedViews, type VisitedView } from './visited-views';
import './tabs.css';

// The bar's icons as constant elements: antd creates them anew on every render otherwise, and each
// tab's close icon then would render again with every navigation (docs/adr/0024).
const CLOSE_ICON = <CloseOutlined />;
const MORE = { icon: <EllipsisOutlined /> };
const LOCALE = { removeAriaLabel: TAB_MENU_LABELS.close };

type FullscreenTarget = RefObject<HTMLElement | null>;

const SECONDARY_BUTTON = 2;

/**
 * A right click on the bar only opens the tab menu (its contextmenu event): its mousedown and mouseup
 * stop at the bar and focus nothing, as in a browser's own tab strip. rc-tabs would otherwise render
 * every tab again on the mousedown (pointer focus state), on the tab's focus and on the mouseup, all
 * before the menu could open (~150 ms at 4x CPU, the interaction's INP).
 */
function keepToTheMenu(event: MouseEvent): void {
  if (event.button !== SECONDARY_BUTTON) return;
  event.stopPropagation();
  event.preventDefault();
}

/** The page's full-screen and editor buttons, or nothing on a page that has neither. */
function useToolButtons(target: FullscreenTarget) {
  const tools = useTabTools();
  const hasTools = tools.fullscreen || tools.editorPath !== undefined;
  return hasTools ? <TabToolButtons tools={tools} target={target} /> : null;
}

function ToolsOnly({ target }: { target: FullscreenTarget }) {
  const toolButtons = useToolButtons(target);
  return toolButtons && <div className="app-tabs app-tabs--tools-only">{toolButtons}</div>;
}

/** The tabs themselves, the active one by the location, and the tools at the right end. */
function TabStrip(props: {
  views: readonly VisitedView[];
  byPath: ReadonlyMap<string, VisitedView>;
  actions: TabActions;
  drag: SortableTabBarLoad['module'];
  target: FullscreenTarget;
}) {
  const { views, byPath, actions, drag, target } = props;
  const { pathname } = useLocation();
  const toolButtons = useToolButtons(target);
  const items = useMemo(
    () => views.map((view) => ({ key: view.path, label: view.title, closable: !view.pinned })),
    [views],
  );
  const Tab = drag ? drag.DraggableTab : TabItem;
  const renderTabBar: TabsProps['renderTabBar'] = (tabBarProps, DefaultTabBar) => (
    <DefaultTabBar {...tabBarProps}>
      {(node) => {
        const view = byPath.get(String(node.key));
        return view ? <Tab key={view.path} node={node} view={view} actions={actions} /> : node;
      }}
    </DefaultTabBar>
  );
  return (
    <Tabs
      type="editable-card"
      size="small"
      hideAdd
      removeIcon={CLOSE_ICON}
      more={MORE}
      locale={LOCALE}
      // No tab is active on a page that has none (e.g. 个人中心).
      activeKey={byPath.has(pathname) ? pathname : ''}
      items={items}
      onTabClick={(key) => {
        const view = byPath.get(key);
        if (view) actions.open(view);
      }}
      onEdit={(key, action) => {
        const view = typeof key === 'string' ? byPath.get(key) : undefined;
        if (action === 'remove' && view) actions.close(view);
      }}
      tabBarExtraContent={toolButtons ? { right: toolButtons } : undefined}
      renderTabBar={renderTabBar}
    />
  );
}

export function TabsBar({ fullscreenTarget }: { fullscreenTarget: FullscreenTarget }) {
  const views = useVisitedViews();
  const { showTabs } = useLayoutPreferences();
  const actions = useTabActions();
  const sortable = useSortableTabBar(showTabs);
  const byPath = useMemo(() => new Map(views.map((view) => [view.path, view])), [views]);

  if (!showTabs) return <ToolsOnly target={fullscreenTarget} />;

  const drag = sortable.module;
  const strip = (
    <TabStrip views={views} byPath={byPath} actions={actions} drag={drag} target={fullscreenTarget} />
  );
  return (
    <TabContextMenu byPath={byPath} actions={actions}>
      <nav
        className="app-tabs"
        aria-label="历史标签"
        onMouseDownCapture={keepToTheMenu}
        onMouseUpCapture={keepToTheMenu}
        {...sortable.handlers}
      >
        {drag ? <drag.SortableTabBar views={views}>{strip}</drag.SortableTabBar> : strip}
      </nav>
    </TabContextMenu>
  );
}
