// Main menu of the top bar (01 §2.6): one item per permitted module (and 特色功能 for the custom items);
// hovering an item opens its sub-navigation after 300 ms, leaving closes it after 100 ms (01 §9). Hidden
// routes are skipped (menu-model). Items that do not fit the bar move into antd's overflow entry (…).
import { ConfigProvider, Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { SUBMENU_CLOSE_DELAY_MS, SUBMENU_OPEN_DELAY_MS } from '@/lib/constants/top-bar';
import { LazyMenuIcon } from '@/shell/layout/LazyMenuIcon';
import type { MenuNode } from '@/shell/layout/menu-model';
import { useMenuModel } from '@/shell/layout/use-menu-model';
import { useShellTheme } from '@/shell/settings/use-shell-theme';

type Item = Required<MenuProps>['items'][number];

function toItems(nodes: readonly MenuNode[], top: boolean): Item[] {
  return nodes.map((node) =>
    node.children
      ? {
          key: node.key,
          icon: <LazyMenuIcon name={node.icon} />,
          label: node.label,
          children: toItems(node.children, false),
          // The popup of a bar item hangs below the bar; nested groups open to the side.
          popupOffset: top ? undefined : [4, 0],
        }
      : { key: node.key, icon: <LazyMenuIcon name={node.icon} />, label: node.label },
  );
}

/** The antd menu delays are in seconds. */
export const OPEN_DELAY_SECONDS = SUBMENU_OPEN_DELAY_MS / 1000;
export const CLOSE_DELAY_SECONDS = SUBMENU_CLOSE_DELAY_MS / 1000;

export function TopMainMenu() {
  const { menu, selectedKey: selected, onClick, prompt } = useMenuModel();
  const palette = useShellTheme();
  const items = useMemo(() => toItems(menu, true), [menu]);

  const headerBg = palette.headerBg;
  // The same element until the selection or colours change (see use-menu-selection.ts).
  const menuElement = useMemo(
    () => (
      <ConfigProvider
        theme={{
          components: {
            Menu: {
              darkItemBg: 'transparent',
              darkPopupBg: headerBg,
              darkSubMenuItemBg: headerBg,
              horizontalLineHeight: '64px',
              itemPaddingInline: 14,
            },
          },
        }}
      >
        <Menu
          mode="horizontal"
          theme="dark"
          items={items}
          selectedKeys={selected ? [selected] : []}
          onClick={onClick}
          subMenuOpenDelay={OPEN_DELAY_SECONDS}
          subMenuCloseDelay={CLOSE_DELAY_SECONDS}
          // an item's title tooltip opens only in a collapsed inline menu: none here (see SideMenu)
          tooltip={false}
          style={{ background: 'transparent', borderBottom: 'none', height: '100%', minWidth: 0 }}
        />
      </ConfigProvider>
    ),
    [headerBg, items, selected, onClick],
  );

  return (
    <nav aria-label="顶部导航" style={{ flex: 1, minWidth: 0, alignSelf: 'stretch' }}>
      {menuElement}
      {prompt}
    </nav>
  );
}
