// Route search rules (01 §2.6, §9): fuse.js over titles (0.7) and paths (0.3), threshold 0.4; the pool is
// the permitted, visible pages; DashboardPolice / DashboardProperty only when the user holds them.
import { describe, expect, it } from 'vitest';
import type { ShellModule, ShellRoute } from '../route-types';
import { createRouteSearch, SEARCH_OPTIONS, searchPool, type SearchEntry } from './route-search';

function route(name: string, path: string, title: string, extra: Partial<ShellRoute> = {}): ShellRoute {
  return {
    name,
    path,
    title,
    authKey: name,
    access: 'permission',
    layout: 'frame',
    hidden: false,
    watermark: true,
    module: 'Complex',
    ...extra,
  };
}

const routes = [
  route('ComplexConsole', '/complex/ComplexHome', '控制台'),
  route('DashboardPolice', '/complex/DashboardPolice', '综合态势'),
  route('DashboardProperty', '/complex/DashboardProperty', '社区看板'),
  route('DoorDevice', '/estate/door', '门口机', { module: 'Device', group: 'estate' }),
  route('DoorDeviceEdit', '/estate/door/edit', '编辑门口机', { module: 'Device', hidden: true }),
  route('Features', '/features/:customPath', '特色功能', { module: 'Static', access: 'session' }),
  route('login', '/login', '登录', { module: 'Static', layout: 'bare', access: 'public' }),
  route('VideoMonitoring', '/security/videoMonitor', '视频监控', { module: 'Security' }),
];
const modules: ShellModule[] = [
  { key: 'Complex', title: '综合管控', icon: 'x', children: [] },
  {
    key: 'Device',
    title: '设备管理',
    icon: 'x',
    children: [{ kind: 'group', key: 'estate', title: '门禁设备', icon: 'x', routes: [] }],
  },
  { key: 'Security', title: '安防监控', icon: 'x', children: [] },
];
const everything = new Set(routes.map((r) => r.name));

describe('route search (01 §2.6)', () => {
  it('§2.6/§9 fuse keys: title weight 0.7, path weight 0.3, threshold 0.4', () => {
    expect(SEARCH_OPTIONS.threshold).toBe(0.4);
    expect(SEARCH_OPTIONS.keys).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ]);
  });

  it('§2.6 the pool holds permitted, visible in-layout pages without parameters, titled by their sections', () => {
    const pool = searchPool(
      routes,
      modules,
      new Set(['ComplexConsole', 'DoorDevice', 'DoorDeviceEdit', 'Features', 'login']),
      [],
    );
    expect(pool).toEqual<SearchEntry[]>([
      { name: 'ComplexConsole', path: '/complex/ComplexHome', title: ['综合管控', '控制台'] },
      { name: 'DoorDevice', path: '/estate/door', title: ['设备管理', '门禁设备', '门口机'] },
    ]);
  });

  it('§2.6 DashboardPolice and DashboardProperty are hidden unless the user has them', () => {
    const names = (access: string[]) => searchPool(routes, modules, everything, access).map((e) => e.name);
    expect(names(['ComplexConsole'])).not.toContain('DashboardPolice');
    expect(names(['ComplexConsole'])).not.toContain('DashboardProperty');
    expect(names(['DashboardPolice'])).toContain('DashboardPolice');
    expect(names(['DashboardPolice'])).not.toContain('DashboardProperty');
    expect(names(['DashboardProperty'])).toContain('DashboardProperty');
  });

  it('§2.6 finds pages by title (fuzzy) and by path; a module title finds its pages', () => {
    const search = createRouteSearch(searchPool(routes, modules, everything, ['DashboardPolice']));
    expect(search('控制台')[0]?.name).toBe('ComplexConsole');
    expect(search('视频监')[0]?.name).toBe('VideoMonitoring');
    expect(search('videoMonitor')[0]?.name).toBe('VideoMonitoring');
    expect(search('设备管理').map((e) => e.name)).toEqual(['DoorDevice']);
    expect(search('   ')).toEqual([]);
  });

  it('§9 threshold 0.4: a query too far from every title and path finds nothing', () => {
    const search = createRouteSearch(searchPool(routes, modules, everything, []));
    expect(search('zzzzqqq')).toEqual([]);
    expect(search('停车订单')).toEqual([]);
  });

  it('§2.6 the title outweighs the path: a title hit ranks before an equal path hit', () => {
    const pool: SearchEntry[] = [
      { name: 'byPath', path: '/report', title: ['其他页'] },
      { name: 'byTitle', path: '/other', title: ['report'] },
    ];
    expect(createRouteSearch(pool)('report').map((e) => e.name)).toEqual(['byTitle', 'byPath']);
  });
});
