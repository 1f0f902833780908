// One tab of the bar (01 §2.9): draggable (220 ms animation), context menu 刷新 / 关闭 / 关闭其他 /
// 关闭所有 (关闭 only on tabs that may close), middle click closes. Wraps the node antd renders.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Dropdown, type MenuProps } from 'antd';
import { cloneElement, type CSSProperties, type MouseEvent, type ReactElement } from 'react';
import { TAB_DRAG_ANIMATION_MS, TAB_MENU_LABELS } from '../../lib/constants';
import type { TabActions } from './use-tab-actions';
import type { VisitedView } from './visited-views';

type TabNode = ReactElement<{ style?: CSSProperties }>;

export function DraggableTab(props: { node: ReactElement; view: VisitedView; actions: TabActions }) {
  const { view, actions } = props;
  // antd's tab bar hands over the node it rendered: a div with the tab's style.
  const node = props.node as TabNode;
  const { listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: view.path,
    transition: { duration: TAB_DRAG_ANIMATION_MS, easing: 'ease' },
  });
  // antd's inner role="tab" element carries the semantics and focus; the wrapper stays a plain div
  // with none of dnd-kit's ARIA attributes (role, aria-roledescription, aria-describedby): a tablist may
  // only hold tabs, and an ARIA-attributed wrapper would stand between them (axe aria-required-children).

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
    ref: setNodeRef,
    ...listeners,
    style: {
      ...node.props.style,
      // Tabs move along the bar only.
      transform: CSS.Translate.toString(transform && { ...transform, y: 0 }),
      transition,
      zIndex: isDragging ? 1 : undefined,
    },
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
