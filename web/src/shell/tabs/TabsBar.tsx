// The history tab bar (01 §2.5, §2.9): visited pages as draggable tabs with their context menu, the
// page's full-screen and editor buttons at the right end. Switched off in the settings drawer
// (layout-preferences.showTabs): the buttons stay, the tabs go. One context menu serves every tab. Dragging arrives with SortableTabBar
// shortly after the first paint (lazy-sortable-tab-bar.ts); the plain bar before it looks the same.
import { CloseOutlined, EllipsisOutlined } from '@ant-design/icons';
import { Tabs, type TabsProps } from 'antd';
import type { RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { TAB_MENU_LABELS } from '@/lib/constants/layout';
import { useLayoutPreferences } from '../preferences/layout-preferences';
import { useSortableTabBar } from './lazy-sortable-tab-bar';
import { TabContextMenu } from './TabContextMenu';
import { TabItem } from './TabItem';
import { TabToolButtons, useTabTools } from './TabTools';
import { useTabActions } from './use-tab-actions';
import { useVisitedViews } from './visited-views';
import './tabs.css';

// The bar's icons as constant elements: antd creates them anew on every render otherwise, and each
// tab's close icon then would render again with every navigation (docs/adr/0024).
const CLOSE_ICON = <CloseOutlined />;
const MORE = { icon: <EllipsisOutlined /> };

export function TabsBar({ fullscreenTarget }: { fullscreenTarget: RefObject<HTMLElement | null> }) {
  const views = useVisitedViews();
  const { showTabs } = useLayoutPreferences();
  const { pathname } = useLocation();
  const actions = useTabActions();
  const tools = useTabTools();
  const sortable = useSortableTabBar(showTabs);
  const hasTools = tools.fullscreen || tools.editorPath !== undefined;
  const toolButtons = hasTools ? <TabToolButtons tools={tools} target={fullscreenTarget} /> : null;

  if (!showTabs) {
    return toolButtons && <div className="app-tabs app-tabs--tools-only">{toolButtons}</div>;
  }

  const byPath = new Map(views.map((view) => [view.path, view]));
  const renderTabBar: TabsProps['renderTabBar'] = (props, DefaultTabBar) =>
    sortable.module ? (
      <sortable.module.SortableTabBar
        tabBarProps={props}
        DefaultTabBar={DefaultTabBar}
        views={views}
        actions={actions}
      />
    ) : (
      <DefaultTabBar {...props}>
        {(node) => {
          const view = byPath.get(String(node.key));
          return view ? <TabItem key={view.path} node={node} view={view} actions={actions} /> : node;
        }}
      </DefaultTabBar>
    );

  return (
    <TabContextMenu byPath={byPath} actions={actions}>
      <nav className="app-tabs" aria-label="历史标签" {...sortable.handlers}>
        <Tabs
          type="editable-card"
          size="small"
          hideAdd
          removeIcon={CLOSE_ICON}
          more={MORE}
          locale={{ removeAriaLabel: TAB_MENU_LABELS.close }}
          // No tab is active on a page that has none (e.g. 个人中心).
          activeKey={byPath.has(pathname) ? pathname : ''}
          items={views.map((view) => ({ key: view.path, label: view.title, closable: !view.pinned }))}
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
      </nav>
    </TabContextMenu>
  );
}
