// Side menu (01 §2.5, width 210 px): permitted pages grouped by module, light or dark with the role
// theme, with the logo on top when the settings drawer's 侧边栏 Logo is on (01 §2.6). Entries act like
// the top main menu's (pages, external links, local programs through the desktop helper).
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { ShellLink } from '../navigation/ShellLink';
import { HOME_PATH } from '@/lib/constants/routes';
import { useLayoutPreferences } from '../preferences/layout-preferences';
import { useLoadedSession } from '../session/use-session';
import { useShellTheme } from '../settings/use-shell-theme';
import { ancestorKeys, type MenuNode } from './menu-model';
import { useMenuModel } from './use-menu-model';
import { LazyMenuIcon } from './LazyMenuIcon';
import { agentBranding, BrandLogo } from './TopBar';

type Item = Required<MenuProps>['items'][number];

function toItems(nodes: readonly MenuNode[]): Item[] {
  return nodes.map((node) => ({
    key: node.key,
    icon: <LazyMenuIcon name={node.icon} />,
    label: node.label,
    children: node.children ? toItems(node.children) : undefined,
  }));
}

export function SideMenu() {
  const session = useLoadedSession();
  const { menu, selectedKey = '', onClick, prompt } = useMenuModel();
  const { sidebarLogo } = useLayoutPreferences();
  const palette = useShellTheme();

  const [openKeys, setOpenKeys] = useState(() => ancestorKeys(menu, selectedKey));
  useEffect(() => {
    // Navigating elsewhere (breadcrumb, links) opens the sections of the new page as well.
    const needed = ancestorKeys(menu, selectedKey);
    setOpenKeys((open) =>
      needed.every((key) => open.includes(key)) ? open : [...new Set([...open, ...needed])],
    );
  }, [menu, selectedKey]);

  const branding = agentBranding(session.userInfo);
  const dark = palette.siderMenu === 'dark';
  const items = useMemo(() => toItems(menu), [menu]);
  const menuTheme = palette.siderMenu;
  // The same element until the selection, open sections or theme change: a navigation re-renders this
  // component (the route), and every menu item with it otherwise.
  const menuElement = useMemo(
    () => (
      <Menu
        mode="inline"
        theme={menuTheme}
        items={items}
        selectedKeys={[selectedKey]}
        openKeys={openKeys}
        onOpenChange={setOpenKeys}
        onClick={onClick}
        // The menu never collapses, so an item's title tooltip (shown only when collapsed) never opens:
        // without it no item mounts a tooltip trigger and its motion.
        tooltip={false}
        style={{ borderInlineEnd: 'none' }}
      />
    ),
    [menuTheme, items, selectedKey, openKeys, onClick],
  );

  return (
    <>
      {sidebarLogo && (
        <ShellLink
          to={HOME_PATH}
          aria-label="侧边栏标志"
          data-sidebar-logo
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            height: 56,
            paddingInline: 16,
            color: dark ? '#fff' : 'rgba(0, 0, 0, 0.88)',
            fontWeight: 600,
            borderBottom: `1px solid ${dark ? 'rgba(255, 255, 255, 0.12)' : 'rgba(5, 5, 5, 0.06)'}`,
          }}
        >
          <BrandLogo src={branding.logo} height={28} />
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {branding.name}
          </span>
        </ShellLink>
      )}
      {menuElement}
      {prompt}
    </>
  );
}
