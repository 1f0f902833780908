// What the top main menu and the side menu share (01 §2.5, §2.6): the permitted entries, the key to
// highlight (one render behind a navigation, see use-menu-selection.ts) and what a click does. The
// click handler keeps its identity across renders so that the menus' memoised elements stay put.
import { useEvent } from '@rc-component/util';
import type { MenuProps } from 'antd';
import { useMemo } from 'react';
import { useMenuSelection } from '../navigation/use-menu-selection';
import { useRouteTable } from '../route-table';
import { useLoadedSession } from '../session/use-session';
import { useMenuAction } from '../topbar/main-menu/use-menu-action';
import { buildMenu, findMenuNode } from './menu-model';

export function useMenuModel() {
  const table = useRouteTable();
  const session = useLoadedSession();
  const action = useMenuAction();
  const menu = useMemo(
    () => buildMenu(table.modules, table.byName, session.permitted, session.customMenus),
    [table, session.permitted, session.customMenus],
  );
  const onClick: NonNullable<MenuProps['onClick']> = useEvent(({ key }) => {
    const node = findMenuNode(menu, key);
    if (node) action.open(node);
  });
  return { menu, selectedKey: useMenuSelection(), onClick, prompt: action.prompt };
}
