// One tab of the bar (01 §2.9): middle click closes (the context menu is the bar's, TabContextMenu).
// Wraps the node antd renders; once the drag code has loaded (SortableTabBar) it also carries dnd-kit's
// ref, listeners and movement.
import { cloneElement, type CSSProperties, type MouseEvent, type ReactElement } from 'react';
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

  return cloneElement(node, {
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
}
