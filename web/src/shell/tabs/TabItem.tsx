// One tab of the bar (01 §2.9): context menu 刷新 / 关闭 / 关闭其他 / 关闭所有 (关闭 only on tabs that may
// close), middle click closes. Wraps the node antd renders; once the drag code has loaded
// (SortableTabBar) it also carries dnd-kit's ref, listeners and movement.
import { Dropdown, type MenuProps } from 'antd';
import { cloneElement, type CSSProperties, type MouseEvent, type ReactElement } from 'react';
import { TAB_MENU_LABELS } from '../../lib/constants';
import type { TabActions } from './use-tab-actions';
import type { VisitedView } from './visited-views';

type TabNode = ReactElement<{ style?: CSSProperties }>;

/** What dnd-kit's useSortable adds to a tab. */
export interface TabSortable {
  setNodeRef: (element: HTMLElement | null) => void;
  listeners: object | undefined;
  style: CSSProperties;
}

export function TabItem(props: {
  node: ReactElement;
  view: VisitedView;
  actions: TabActions;
  sortable?: TabSortable;
}) {
  const { view, actions, sortable } = props;
  // antd's tab bar hands over the node it rendered: a div with the tab's style.
  const node = props.node as TabNode;

  const items: MenuProps['items'] = [
    { key: 'refresh', label: TAB_MENU_LABELS.refresh },
    ...(view.pinned ? [] : [{ key: 'close', label: TAB_MENU_LABELS.close }]),
    { key: 'closeOthers', label: TAB_MENU_LABELS.closeOthers },
    { key: 'closeAll', label: TAB_MENU_LABELS.closeAll },
  ];
  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'refresh') actions.refresh(view);
    else if (key === 'close') actions.close(view);
    else if (key === 'closeOthers') actions.closeOthers(view);
    else actions.closeAll();
  };

  const tab = cloneElement(node, {
    ...(sortable && { ref: sortable.setNodeRef, ...sortable.listeners }),
    style: { ...node.props.style, ...sortable?.style },
    // Middle click closes; its mousedown would otherwise start the browser's auto-scroll.
    onMouseDown: (event: MouseEvent) => {
      if (event.button === 1) event.preventDefault();
    },
    onAuxClick: (event: MouseEvent) => {
      if (event.button !== 1) return;
      event.preventDefault();
      actions.close(view);
    },
  } as Partial<TabNode['props']>);

  return (
    <Dropdown menu={{ items, onClick: onMenuClick }} trigger={['contextMenu']}>
      {tab}
    </Dropdown>
  );
}
