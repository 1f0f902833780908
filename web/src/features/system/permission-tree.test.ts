// 02 §2 SystemRoleDetail / 02 §6: the permission tree is the route catalogue's modules, groups and
// pages; hidden pages share their page's key, editors and the 我的账户 entry are keys of their own.
import { describe, expect, it } from 'vitest';
import type { ShellModule, ShellRoute } from '@/shell/route-types';
import {
  buildPermissionTree,
  filterPermissionTree,
  isBranchKey,
  permissionKeys,
  titlesByKey,
} from './permission-tree';

function route(name: string, title: string, options: Partial<ShellRoute> = {}): ShellRoute {
  return {
    name,
    path: `/${name}`,
    title,
    authKey: name,
    access: 'permission',
    layout: 'frame',
    hidden: false,
    watermark: true,
    module: 'X',
    ...options,
  };
}

const routes = new Map(
  [
    route('DashboardPolice', '综合态势', { editor: 'PoliceEditor' }),
    route('PoliceEditor', '综合态势编辑', {
      hidden: true,
      authKey: 'DashboardPolice',
      editor: 'PoliceEditor',
    }),
    route('DoorDevice', '门口机', { roles: [1] }),
    route('IndoorDevice', '室内机', { roles: [1] }),
    route('SystemRole', '角色管理'),
    route('SystemRoleAdd', '关联账号', { hidden: true, authKey: 'SystemRole' }),
    route('MyAccountHome', '我的账户'),
    route('login', '登录', { access: 'public' }),
  ].map((r) => [r.name, r]),
);

const modules: ShellModule[] = [
  {
    key: 'Complex',
    title: '综合管控',
    icon: 'x',
    children: [
      { kind: 'route', name: 'DashboardPolice' },
      { kind: 'route', name: 'PoliceEditor' },
    ],
  },
  {
    key: 'Device',
    title: '设备管理',
    icon: 'x',
    children: [
      {
        kind: 'group',
        key: 'Access',
        title: '门禁设备',
        icon: 'x',
        routes: [
          { kind: 'route', name: 'DoorDevice' },
          { kind: 'route', name: 'IndoorDevice' },
        ],
      },
    ],
  },
  {
    key: 'System',
    title: '系统管理',
    icon: 'x',
    children: [
      {
        kind: 'group',
        key: 'RoleAccount',
        title: '账号权限',
        icon: 'x',
        routes: [
          { kind: 'route', name: 'SystemRole' },
          { kind: 'route', name: 'SystemRoleAdd' },
        ],
      },
    ],
  },
  { key: 'MyAccount', title: '我的账户', icon: 'x', children: [{ kind: 'route', name: 'MyAccountHome' }] },
  { key: 'Static', title: '其他', icon: 'x', children: [{ kind: 'route', name: 'login' }] },
];

describe('02 §2 SystemRoleDetail permission tree', () => {
  const tree = buildPermissionTree(modules, routes);

  it('lists modules > groups > pages, skipping hidden pages and routes without a permission key', () => {
    expect(tree.map((m) => m.title)).toEqual(['综合管控', '设备管理', '系统管理', '我的账户']);
    expect(permissionKeys(tree)).toEqual([
      'DashboardPolice',
      'PoliceEditor',
      'DoorDevice',
      'IndoorDevice',
      'SystemRole',
      'MyAccount',
      'MyAccountHome',
    ]);
    expect(tree[2]!.children![0]).toMatchObject({ key: 'group:System:RoleAccount', title: '账号权限' });
  });

  it('02 §6: the layout editor and the 我的账户 entry are keys of their own', () => {
    const titles = titlesByKey(tree);
    expect(titles.get('PoliceEditor')).toBe('综合态势（布局编辑）');
    expect(titles.get('MyAccount')).toBe('顶部“我的账户”入口');
  });

  it('02 §6: role-restricted groups are marked (the key alone does not open them)', () => {
    expect(tree[1]).toMatchObject({ roleOnly: true });
    expect(tree[1]!.children![0]).toMatchObject({ roleOnly: true });
    expect(tree[0]!.roleOnly).toBe(false);
  });

  it('branch keys are never permission keys', () => {
    expect(isBranchKey('module:System')).toBe(true);
    expect(isBranchKey('group:System:RoleAccount')).toBe(true);
    expect(isBranchKey('SystemRole')).toBe(false);
  });

  it('filters pages by title, keeping the branches above a match', () => {
    const found = filterPermissionTree(tree, '室内');
    expect(permissionKeys(found)).toEqual(['IndoorDevice']);
    expect(found[0]!.title).toBe('设备管理');
    expect(permissionKeys(filterPermissionTree(tree, '账号权限'))).toEqual(['SystemRole']);
    expect(filterPermissionTree(tree, '')).toHaveLength(4);
  });
});
