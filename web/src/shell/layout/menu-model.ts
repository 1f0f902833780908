// Side menu model (01 §2.5, §6): the mounted, permitted, visible routes grouped by module and group
// in catalogue order; empty groups and modules disappear; a group with one page shows the page itself.
import { matchPath } from 'react-router-dom';
import { isHttpUrl } from '@/lib/safe-url';
import type { CustomMenu } from '../session/access';
import type { ShellModule, ShellRoute } from '../route-types';

export interface MenuNode {
  key: string;
  label: string;
  icon?: string;
  /** In-app destination; absent on sections. */
  path?: string;
  /** External link opened in a new tab (custom menu type '0' with windowLocation '0'). */
  href?: string;
  /** Local program started through the desktop helper (custom menu type '2'): its full path. */
  launch?: string;
  children?: MenuNode[];
}

/** 01 §6: main routes come from menu records excluding MyAccount (reached from the top bar). */
const MODULES_OUTSIDE_SIDE_MENU = new Set(['MyAccount']);
export const CUSTOM_SECTION_KEY = 'Features';
const CUSTOM_SECTION_TITLE = '特色功能';

function pageNode(route: ShellRoute): MenuNode {
  return { key: route.name, label: route.title, icon: route.icon, path: route.path };
}

/**
 * 01 §2.6: '0' external link (new tab when windowLocation is '0', else inside the console); '1' an in-app
 * route, listed only when that route is mounted and permitted; '2' a local program the desktop helper
 * starts (context = its full path).
 */
function customNode(menu: CustomMenu, openable: (path: string) => boolean): MenuNode | undefined {
  if (!menu.context) return undefined;
  if (menu.customType === '2') return { key: menu.name, label: menu.title, launch: menu.context };
  if (menu.customType === '1') {
    return openable(menu.context) ? { key: menu.name, label: menu.title, path: menu.context } : undefined;
  }
  // an external address is followed only when it is http(s) (lib/safe-url): otherwise no menu entry
  if (!isHttpUrl(menu.context)) return undefined;
  if (menu.windowLocation === '0') return { key: menu.name, label: menu.title, href: menu.context };
  return { key: menu.name, label: menu.title, path: menu.path };
}

export function buildMenu(
  modules: readonly ShellModule[],
  routesByName: ReadonlyMap<string, ShellRoute>,
  permitted: ReadonlySet<string>,
  customMenus: readonly CustomMenu[],
): MenuNode[] {
  const visible = (name: string) => {
    const route = routesByName.get(name);
    return route && !route.hidden && route.layout === 'frame' && permitted.has(name) ? route : undefined;
  };
  const menu: MenuNode[] = [];
  for (const module of modules) {
    if (MODULES_OUTSIDE_SIDE_MENU.has(module.key)) continue;
    const children: MenuNode[] = [];
    for (const entry of module.children) {
      if (entry.kind === 'route') {
        const route = visible(entry.name);
        if (route) children.push(pageNode(route));
        continue;
      }
      const pages = entry.routes.flatMap((ref) => {
        const route = visible(ref.name);
        return route ? [pageNode(route)] : [];
      });
      if (pages.length === 1 && pages[0]) children.push(pages[0]);
      else if (pages.length > 1)
        children.push({ key: entry.key, label: entry.title, icon: entry.icon, children: pages });
    }
    if (children.length) menu.push({ key: module.key, label: module.title, icon: module.icon, children });
  }
  const openable = (path: string) => {
    const pathname = path.split('?')[0] ?? path;
    return [...routesByName.values()].some((r) => permitted.has(r.name) && matchPath(r.path, pathname));
  };
  const custom = customMenus.flatMap((item) => customNode(item, openable) ?? []);
  if (custom.length)
    menu.push({
      key: CUSTOM_SECTION_KEY,
      label: CUSTOM_SECTION_TITLE,
      icon: 'StarOutlined',
      children: custom,
    });
  return menu;
}

/** Keys of the sections that contain `key`, outermost first (to open the menu on the current page). */
export function ancestorKeys(menu: readonly MenuNode[], key: string): string[] {
  for (const node of menu) {
    if (node.key === key) return [];
    if (node.children) {
      const inner = ancestorKeys(node.children, key);
      if (inner.length || node.children.some((c) => c.key === key)) return [node.key, ...inner];
    }
  }
  return [];
}

/** The entry with `key` anywhere in the menu. */
export function findMenuNode(nodes: readonly MenuNode[], key: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const inner = node.children && findMenuNode(node.children, key);
    if (inner) return inner;
  }
  return undefined;
}
