// The user's menu tree and access list, derived from the console's route catalogue and the user's
// permissions — never a second, hand-kept menu list (DESIGN.md).
import { catalogueMenuSource, type MenuSourceNode, type MenuSourceRoute } from './catalogue-source.js';
import type { UserRecord } from '../../store/users.js';

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

/** Keys that gate features rather than routes (01-shell §6, §2.9). */
export const FEATURE_KEYS = [
  'MyAccount',
  'PoliceEditor',
  'PropertyEditor',
  'ConsoleEditor',
  // 02 §2: 疫情态势 is editable through EpidemicSituationEditor
  'EpidemicSituationEditor',
  // 02 §6 building-tree actions of 房屋详情
  'PropertyRoomAddBuild',
  'PropertyRoomEditBuild',
  'PropertyRoomDeleteBuild',
  'PropertyRoomAddUnit',
  'PropertyRoomEditUnit',
  'PropertyRoomDeleteUnit',
  'PropertyRoomAdd',
];

/** Custom menu items of the admin account: one of each custom type (01-shell §2.6). */
const ADMIN_CUSTOM: Omit<MenuNode, 'data' | 'hidden' | 'isExist' | 'custom' | 'ruleName'>[] = [
  {
    id: 9001,
    name: 'custom9001',
    title: '物业官网',
    icon: 'LinkOutlined',
    customType: '0',
    windowLocation: '0',
    context: 'https://www.example.cn',
    sort: 91,
    description: '物业官网',
  },
  {
    id: 9002,
    name: 'custom9002',
    title: '门禁发卡工具',
    icon: 'DesktopOutlined',
    customType: '2',
    context: 'C:\\Program Files\\ZHSQ\\CardTool\\CardTool.exe',
    sort: 92,
    description: '门禁发卡工具',
  },
  {
    id: 9003,
    name: 'custom9003',
    title: '报表速览',
    icon: 'FileTextOutlined',
    customType: '1',
    context: '/report/index',
    sort: 93,
    description: '报表速览',
  },
];

/**
 * The catalogue's access rule (01 §6): the user has one of the roles, when the route names any, and
 * the authKey (a user with every permission has them all; no authKey asks for the roles alone).
 */
export function allowed(user: UserRecord, authKey: string | undefined, roles?: readonly number[]): boolean {
  if (roles?.length && !roles.some((r) => user.roleIds.includes(String(r)))) return false;
  return user.permissions === 'all' || authKey === undefined || user.permissions.includes(authKey);
}

export function buildMenuTree(user: UserRecord, source: MenuSourceNode[] = catalogueMenuSource()): MenuTree {
  const access = new Set<string>();
  let nextId = 1;

  const visit = (entry: MenuSourceNode | MenuSourceRoute, sort: number): MenuNode | null => {
    if (entry.kind === 'route') {
      if (!allowed(user, entry.authKey, entry.roles)) return null;
      access.add(entry.authKey);
      if (entry.hidden) return null;
      return node(entry.name, entry.title, entry.icon, entry.authKey, sort, []);
    }
    const children = entry.children.map((c, i) => visit(c, i + 1)).filter((c): c is MenuNode => c !== null);
    return children.length ? node(entry.name, entry.title, entry.icon, entry.name, sort, children) : null;
  };
  const node = (
    name: string,
    title: string,
    icon: string | undefined,
    ruleName: string,
    sort: number,
    data: MenuNode[],
  ): MenuNode => ({
    id: nextId++,
    name,
    title,
    icon,
    hidden: false,
    isExist: 1,
    sort,
    ruleName,
    description: title,
    custom: 0,
    data,
  });

  const menuList = source.map((m, i) => visit(m, i + 1)).filter((m): m is MenuNode => m !== null);
  for (const key of FEATURE_KEYS) if (allowed(user, key)) access.add(key);
  if (user.permissions === 'all') {
    for (const item of ADMIN_CUSTOM) {
      access.add(item.name);
      menuList.push({ ...item, hidden: false, isExist: 1, custom: 1, ruleName: item.name, data: [] });
    }
  }
  return { menuList, accessAuthList: [...access] };
}
