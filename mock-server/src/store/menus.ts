// The user's menu tree and access list, derived from the console's route catalogue (one
// declaration of every route; DESIGN.md) and the user's permissions — never a second menu list.
import type { UserRecord } from './users.js';
import { catalogueGroups, type MenuSourceGroup } from './catalogue-source.js';

export interface MenuNode {
  id: number;
  name: string;
  title: string;
  icon?: string;
  hidden: boolean;
  isExist: 0 | 1;
  customType?: '0' | '1' | '2';
  windowLocation?: '0' | '1';
  context?: string;
  sort: number;
  ruleName: string;
  description: string;
  custom: 0 | 1;
  data: MenuNode[];
}
export interface MenuTree {
  menuList: MenuNode[];
  accessAuthList: string[];
}

/** Keys that gate features rather than routes (01-shell §6). */
export const FEATURE_KEYS = ['MyAccount', 'PoliceEditor', 'PropertyEditor', 'ConsoleEditor'];

/** Custom menu items of the admin account: one of each custom type (01-shell §2.6). */
const ADMIN_CUSTOM: Omit<MenuNode, 'data' | 'hidden' | 'isExist' | 'custom' | 'ruleName'>[] = [
  { id: 9001, name: 'custom9001', title: '物业官网', icon: 'link', customType: '0', windowLocation: '0', context: 'https://www.example.cn', sort: 91, description: '物业官网' },
  { id: 9002, name: 'custom9002', title: '门禁发卡工具', icon: 'desktop', customType: '2', context: 'C:\\Program Files\\ZHSQ\\CardTool\\CardTool.exe', sort: 92, description: '门禁发卡工具' },
  { id: 9003, name: 'custom9003', title: '报表速览', icon: 'file', customType: '1', context: '/report/index', sort: 93, description: '报表速览' },
];

function allowed(user: UserRecord, authKey: string, roles?: number[]): boolean {
  if (roles?.length && !roles.some((r) => user.roleIds.includes(String(r)))) return false;
  return user.permissions === 'all' || user.permissions.includes(authKey);
}

export function buildMenuTree(user: UserRecord, groups: MenuSourceGroup[] = catalogueGroups()): MenuTree {
  const access = new Set<string>();
  const menuList: MenuNode[] = [];
  groups.forEach((group, gi) => {
    const children: MenuNode[] = [];
    group.children.forEach((route, ri) => {
      if (!allowed(user, route.authKey, route.roles ?? group.roles)) return;
      access.add(route.authKey);
      if (route.hidden) return;
      children.push({
        id: (gi + 1) * 1000 + ri + 1,
        name: route.name,
        title: route.title,
        icon: route.icon,
        hidden: false,
        isExist: 1,
        sort: ri + 1,
        ruleName: route.authKey,
        description: route.title,
        custom: 0,
        data: [],
      });
    });
    if (!children.length) return;
    menuList.push({
      id: gi + 1,
      name: group.name,
      title: group.title,
      icon: group.icon,
      hidden: false,
      isExist: 1,
      sort: gi + 1,
      ruleName: group.name,
      description: group.title,
      custom: 0,
      data: children,
    });
  });
  for (const key of FEATURE_KEYS) if (allowed(user, key)) access.add(key);
  if (user.permissions === 'all') {
    for (const item of ADMIN_CUSTOM) {
      access.add(item.name);
      menuList.push({ ...item, hidden: false, isExist: 1, custom: 1, ruleName: item.name, data: [] });
    }
  }
  return { menuList, accessAuthList: [...access] };
}
