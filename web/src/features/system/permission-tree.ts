// The permission tree of 角色权限 (02 §2 SystemRoleDetail, 02 §6): module > group > page, built from the
// route catalogue the app hands the shell (useRouteTable), never from a second list. A page leaf grants
// its authorization key (hidden add / edit / detail pages share their page's key, 02 §2); pages with a
// layout editor add a leaf for the editor key, and the 我的账户 module a leaf for its top-bar entry.
import { MY_ACCOUNT_KEY } from '@/lib/constants/top-bar';
import type { ShellModule, ShellRoute } from '@/shell/route-types';

export interface PermissionNode {
  /** Tree key: the authorization key on leaves, `module:…` / `group:…` on branches. */
  key: string;
  title: string;
  /** Routes below need role 1 as well as the key (02 §6 role-restricted groups). */
  roleOnly?: boolean;
  children?: PermissionNode[];
}

/** Branch keys never reach the server; only leaves are permission keys. */
export const isBranchKey = (key: string) => key.startsWith('module:') || key.startsWith('group:');

export function buildPermissionTree(
  modules: readonly ShellModule[],
  routes: ReadonlyMap<string, ShellRoute>,
): PermissionNode[] {
  const seen = new Set<string>();
  const leavesOf = (names: readonly string[]): PermissionNode[] => {
    const leaves: PermissionNode[] = [];
    for (const name of names) {
      const route = routes.get(name);
      if (!route || route.hidden || route.access !== 'permission' || seen.has(route.authKey)) continue;
      seen.add(route.authKey);
      const roleOnly = Boolean(route.roles?.length);
      leaves.push({ key: route.authKey, title: route.title, roleOnly });
      if (route.editor && !seen.has(route.editor)) {
        seen.add(route.editor);
        leaves.push({ key: route.editor, title: `${route.title}（布局编辑）`, roleOnly });
      }
    }
    return leaves;
  };

  const tree: PermissionNode[] = [];
  for (const module of modules) {
    const children: PermissionNode[] = [];
    const loose: string[] = [];
    const flush = () => {
      children.push(...leavesOf(loose));
      loose.length = 0;
    };
    for (const entry of module.children) {
      if (entry.kind === 'route') {
        loose.push(entry.name);
        continue;
      }
      flush();
      const leaves = leavesOf(entry.routes.map((r) => r.name));
      if (leaves.length) {
        children.push({
          key: `group:${module.key}:${entry.key}`,
          title: entry.title,
          roleOnly: leaves.every((l) => l.roleOnly),
          children: leaves,
        });
      }
    }
    flush();
    if (module.key === MY_ACCOUNT_KEY && !seen.has(MY_ACCOUNT_KEY)) {
      seen.add(MY_ACCOUNT_KEY);
      children.unshift({ key: MY_ACCOUNT_KEY, title: '顶部“我的账户”入口' });
    }
    if (children.length) {
      tree.push({
        key: `module:${module.key}`,
        title: module.title,
        roleOnly: children.every((c) => c.roleOnly),
        children,
      });
    }
  }
  return tree;
}

/** Every permission key of the tree (leaves), in tree order. */
export function permissionKeys(tree: readonly PermissionNode[]): string[] {
  return tree.flatMap((node) => (node.children ? permissionKeys(node.children) : [node.key]));
}

/** Leaf titles by key, for showing a role's keys as page names. */
export function titlesByKey(tree: readonly PermissionNode[]): Map<string, string> {
  const map = new Map<string, string>();
  const walk = (nodes: readonly PermissionNode[]) => {
    for (const node of nodes) {
      if (node.children) walk(node.children);
      else map.set(node.key, node.title);
    }
  };
  walk(tree);
  return map;
}

/** The pages whose title contains `filter` and the branches above them (a matching branch keeps all). */
export function filterPermissionTree(tree: readonly PermissionNode[], filter: string): PermissionNode[] {
  if (!filter) return [...tree];
  return tree.flatMap((node) => {
    if (!node.children) return node.title.includes(filter) ? [node] : [];
    const children = node.title.includes(filter)
      ? node.children
      : filterPermissionTree(node.children, filter);
    return children.length ? [{ ...node, children }] : [];
  });
}
