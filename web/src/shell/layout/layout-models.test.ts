// Side menu and breadcrumb models (01 §2.5, §6).
import { describe, expect, it } from 'vitest';
import type { ShellModule, ShellRoute } from '../route-types';
import { buildBreadcrumb } from './breadcrumb-model';
import { ancestorKeys, buildMenu } from './menu-model';

function route(name: string, overrides: Partial<ShellRoute> = {}): ShellRoute {
  return {
    name,
    path: `/m/${name}`,
    title: `${name}页`,
    authKey: name,
    access: 'permission',
    layout: 'frame',
    hidden: false,
    watermark: true,
    module: 'Complex',
    ...overrides,
  };
}

const routes = [
  route('ComplexConsole'),
  route('ConsoleEditor', { hidden: true, parent: 'ComplexConsole', authKey: 'ComplexConsole' }),
  route('DoorDevice', { module: 'Device', group: 'AccessDevices' }),
  route('IndoorDevice', { module: 'Device', group: 'AccessDevices' }),
  route('ElevatorHost', { module: 'Device', group: 'ElevatorDevices' }),
  route('MyAccountHome', { module: 'MyAccount' }),
];
const byName = new Map(routes.map((r) => [r.name, r]));
const modules: ShellModule[] = [
  {
    key: 'Complex',
    title: '综合管控',
    icon: 'DashboardOutlined',
    children: [
      { kind: 'route', name: 'ComplexConsole' },
      { kind: 'route', name: 'ConsoleEditor' },
      { kind: 'route', name: 'DashboardPolice' },
    ],
  },
  {
    key: 'Device',
    title: '设备管理',
    icon: 'ClusterOutlined',
    children: [
      {
        kind: 'group',
        key: 'AccessDevices',
        title: '门禁设备',
        icon: 'ApiOutlined',
        routes: [
          { kind: 'route', name: 'DoorDevice' },
          { kind: 'route', name: 'IndoorDevice' },
        ],
      },
      {
        kind: 'group',
        key: 'ElevatorDevices',
        title: '电梯设备',
        icon: 'x',
        routes: [{ kind: 'route', name: 'ElevatorHost' }],
      },
    ],
  },
  {
    key: 'MyAccount',
    title: '我的账户',
    icon: 'WalletOutlined',
    children: [{ kind: 'route', name: 'MyAccountHome' }],
  },
  {
    key: 'Security',
    title: '安防监控',
    icon: 'SafetyOutlined',
    children: [{ kind: 'route', name: 'VideoMonitoring' }],
  },
];

describe('side menu (01 §2.5, §6)', () => {
  const everything = new Set(routes.map((r) => r.name));

  it('§2.5 groups permitted pages by module; hidden pages, pageless routes and MyAccount stay out', () => {
    const menu = buildMenu(modules, byName, everything, []);
    expect(menu.map((m) => [m.key, m.children?.map((c) => c.key)])).toEqual([
      ['Complex', ['ComplexConsole']],
      ['Device', ['AccessDevices', 'ElevatorHost']],
    ]);
    expect(menu[1]?.children?.[0]?.children?.map((c) => c.label)).toEqual(['DoorDevice页', 'IndoorDevice页']);
  });

  it('§6 a child shows only if permitted; empty modules disappear', () => {
    const menu = buildMenu(modules, byName, new Set(['DoorDevice']), []);
    expect(menu).toEqual([
      {
        key: 'Device',
        label: '设备管理',
        icon: 'ClusterOutlined',
        children: [{ key: 'DoorDevice', label: 'DoorDevice页', icon: undefined, path: '/m/DoorDevice' }],
      },
    ]);
    expect(ancestorKeys(menu, 'DoorDevice')).toEqual(['Device']);
  });

  it('§2.4.4 custom menu items are listed under 特色功能 by their kind', () => {
    const menu = buildMenu(modules, byName, new Set(['DoorDevice']), [
      {
        name: 'custom1',
        segment: 'new1',
        path: '/features/new1',
        title: '官网',
        customType: '0',
        windowLocation: '0',
        context: 'https://a.cn',
      },
      {
        name: 'custom2',
        segment: 'new2',
        path: '/features/new2',
        title: '内嵌',
        customType: '0',
        windowLocation: '1',
        context: 'https://b.cn',
      },
      {
        name: 'custom3',
        segment: 'new3',
        path: '/features/new3',
        title: '站内',
        customType: '1',
        context: '/m/DoorDevice',
      },
      {
        name: 'custom5',
        segment: 'new5',
        path: '/features/new5',
        title: '无页面',
        customType: '1',
        context: '/report/index',
      },
      {
        name: 'custom4',
        segment: 'new4',
        path: '/features/new4',
        title: '本地软件',
        customType: '2',
        context: 'C:/a.exe',
      },
      // an external address that is not http(s) is never listed, in a new tab or inside the console
      ...['javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)'].flatMap((context, i) =>
        (['0', '1'] as const).map((windowLocation) => ({
          name: `hostile${i}${windowLocation}`,
          segment: `new9${i}${windowLocation}`,
          path: `/features/new9${i}${windowLocation}`,
          title: '恶意链接',
          customType: '0' as const,
          windowLocation,
          context,
        })),
      ),
    ]);
    const features = menu.at(-1);
    expect(features?.label).toBe('特色功能');
    expect(features?.children).toEqual([
      { key: 'custom1', label: '官网', href: 'https://a.cn' },
      { key: 'custom2', label: '内嵌', path: '/features/new2' },
      { key: 'custom3', label: '站内', path: '/m/DoorDevice' },
      { key: 'custom4', label: '本地软件', launch: 'C:/a.exe' },
    ]);
  });
});

describe('breadcrumb (01 §2.5)', () => {
  it('§2.5 starts from 首页; module and group are not links; the last item is not a link', () => {
    expect(buildBreadcrumb(byName.get('DoorDevice')!, modules, byName, 'ComplexConsole')).toEqual([
      { title: '首页', path: '/home' },
      { title: '设备管理' },
      { title: '门禁设备' },
      { title: 'DoorDevice页' },
    ]);
  });

  it('§2.5 no 首页 prefix on the home page itself; hidden pages link their parent', () => {
    expect(buildBreadcrumb(byName.get('ComplexConsole')!, modules, byName, 'ComplexConsole')).toEqual([
      { title: 'ComplexConsole页' },
    ]);
    expect(buildBreadcrumb(byName.get('ConsoleEditor')!, modules, byName, 'ComplexConsole').slice(1)).toEqual(
      [
        { title: '综合管控' },
        { title: 'ComplexConsole页', path: '/m/ComplexConsole' },
        { title: 'ConsoleEditor页' },
      ],
    );
  });
});
