// The tab bar's context menu (01 §2.9): 刷新 / 关闭 / 关闭其他 / 关闭所有 for the tab right-clicked (关闭
// only on tabs that may close). One menu for the whole bar rather than one per tab: every navigation
// renders the bar again, and a dozen open tabs each with its own antd Dropdown (rc-trigger) cost ~20 ms
// of a tab switch at 4x CPU (docs/adr/0024). A right click outside the tabs opens nothing.
import { Dropdown, type MenuProps } from 'antd';
import { dropdownMenu } from '@/components/dropdown-menu';
import { cloneElement, useState, type MouseEvent, type ReactElement } from 'react';
import { TAB_MENU_LABELS } from '@/lib/constants/layout';
import type { TabActions } from './use-tab-actions';
import type { VisitedView } from './visited-views';

/** The view of the tab an event happened on (rc-tabs marks each tab with data-node-key = its key). */
function viewAt(event: MouseEvent, byPath: ReadonlyMap<string, VisitedView>): VisitedView | undefined {
  const key = (event.target as Element).closest?.('[data-node-key]')?.getAttribute('data-node-key');
  return key ? byPath.get(key) : undefined;
}

export function TabContextMenu({
  byPath,
  actions,
  children,
}: {
  byPath: ReadonlyMap<string, VisitedView>;
  actions: TabActions;
  /** The bar: a DOM element (the menu adds its context menu handlers). */
  children: ReactElement<{ onContextMenuCapture?: (event: MouseEvent) => void }>;
}) {
  const [target, setTarget] = useState<VisitedView>();
  const [open, setOpen] = useState(false);

  const items: MenuProps['items'] = target && [
    { key: 'refresh', label: TAB_MENU_LABELS.refresh },
    ...(target.pinned ? [] : [{ key: 'close', label: TAB_MENU_LABELS.close }]),
    { key: 'closeOthers', label: TAB_MENU_LABELS.closeOthers },
    { key: 'closeAll', label: TAB_MENU_LABELS.closeAll },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    if (!target) return;
    if (key === 'refresh') actions.refresh(target);
    else if (key === 'close') actions.close(target);
    else if (key === 'closeOthers') actions.closeOthers(target);
    else actions.closeAll();
  };

  return (
    <Dropdown
      trigger={['contextMenu']}
      open={open && target !== undefined}
      onOpenChange={(next) => setOpen(next)}
      menu={dropdownMenu({ items, onClick })}
    >
      {cloneElement(children, {
        // Which tab the menu is for, in the capture phase: before the menu's own handler (rc-trigger,
        // which opens it, again at the pointer on a second right click) renders the menu at once
        // (flushSync), so that render has the right tab and no second one follows (INP).
        onContextMenuCapture: (event: MouseEvent) => {
          const view = viewAt(event, byPath);
          setTarget(view);
          if (!view) setOpen(false);
        },
      })}
    </Dropdown>
  );
}
