// Side menu (01 §2.5, width 210 px): permitted pages grouped by module.
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentRoute } from '../navigation/use-current-route';
import { useRouteTable } from '../route-table';
import { useLoadedSession } from '../session/use-session';
import { ancestorKeys, buildMenu, type MenuNode } from './menu-model';
import { MenuIcon } from './MenuIcon';

type Item = Required<MenuProps>['items'][number];

function toItems(nodes: readonly MenuNode[]): Item[] {
  return nodes.map((node) => ({
    key: node.key,
    icon: <MenuIcon name={node.icon} />,
    label: node.label,
    children: node.children ? toItems(node.children) : undefined,
  }));
}

function findNode(nodes: readonly MenuNode[], key: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const inner = node.children && findNode(node.children, key);
    if (inner) return inner;
  }
  return undefined;
}

export function SideMenu() {
  const table = useRouteTable();
  const session = useLoadedSession();
  const route = useCurrentRoute();
  const navigate = useNavigate();

  const menu = useMemo(
    () => buildMenu(table.modules, table.byName, session.permitted, session.customMenus),
    [table, session.permitted, session.customMenus],
  );
  // A hidden child (add / edit / detail) highlights the page it belongs to.
  const selectedKey = route?.parent ?? route?.name ?? '';
  const [openKeys, setOpenKeys] = useState(() => ancestorKeys(menu, selectedKey));
  useEffect(() => {
    // Navigating elsewhere (breadcrumb, links) opens the sections of the new page as well.
    const needed = ancestorKeys(menu, selectedKey);
    setOpenKeys((open) =>
      needed.every((key) => open.includes(key)) ? open : [...new Set([...open, ...needed])],
    );
  }, [menu, selectedKey]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const node = findNode(menu, key);
    if (node?.href) window.open(node.href, '_blank', 'noopener');
    else if (node?.path) void navigate(node.path);
  };

  return (
    <Menu
      mode="inline"
      items={toItems(menu)}
      selectedKeys={[selectedKey]}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      onClick={onClick}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
