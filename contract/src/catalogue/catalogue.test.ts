// The catalogue is the one declaration of route meta (DESIGN.md); these checks keep it consistent.
import { describe, expect, it } from 'vitest';
import { catalogueModules, catalogueRoutes, findRoute, menuModules, routesByName } from './index';

const TREE_TYPES = [
  'BasicTree',
  'NormalTree',
  'DeepNormalTree',
  'AgentTree',
  'OperationTree',
  'MonitorTree',
  'vehicleTree',
];

describe('route catalogue (01 §2, 02 §2)', () => {
  it('route names are unique, and unique against module and group keys', () => {
    const names = catalogueRoutes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const containers = catalogueModules.flatMap((m) => [
      m.key,
      ...m.children.flatMap((c) => (c.kind === 'group' ? [c.key] : [])),
    ]);
    expect(new Set(containers).size).toBe(containers.length);
    expect(containers.filter((key) => key in routesByName)).toEqual([]);
  });

  it('paths are unique and absolute', () => {
    const paths = catalogueRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((p) => !p.startsWith('/'))).toEqual([]);
  });

  it('every authKey names an existing route', () => {
    expect(catalogueRoutes.filter((r) => !routesByName[r.authKey]).map((r) => r.name)).toEqual([]);
  });

  it('02 §2: hidden children reuse the parent key and are neither tabs nor cached', () => {
    const children = catalogueRoutes.filter((r) => r.parent);
    expect(children.length).toBeGreaterThan(20);
    for (const route of children) {
      const parent = findRoute(route.parent ?? '');
      expect(parent, route.name).toBeDefined();
      expect(route.authKey, route.name).toBe(parent?.authKey);
      expect([route.hidden, route.tab, route.cache], route.name).toEqual([true, false, false]);
    }
  });

  it('01 §2.1 / §2.2 / 02 §2: spec facts hold', () => {
    expect(findRoute('icons')?.roles).toEqual([1]);
    expect(findRoute('blank')).toMatchObject({ path: '/blank/index', title: '暂未开发', roles: [1] });
    expect(findRoute('ComplexConsole')).toMatchObject({ moduleId: 1, editor: 'ConsoleEditor' });
    expect(findRoute('DashboardPolice')).toMatchObject({ path: '/complex/DashboardPolice', affix: true });
    expect(findRoute('AccountRecharge')).toMatchObject({ tab: false, cache: false, watermark: true });
    expect(findRoute('CommunityReleaseAdd')?.authKey).toBe('CommunityRelease');
    expect(findRoute('DoorDevice')).toMatchObject({
      moduleId: 5,
      roles: [1],
      tree: 'NormalTree',
      watermark: true,
    });
    expect(findRoute('SmokeDetectorDevice')).toMatchObject({ tree: 'DeepNormalTree', watermark: false });
    expect(findRoute('TrafficCardManagement')).toMatchObject({ path: '/simCard/index', moduleId: 6 });
    expect(findRoute('AttendanceRule')?.roles).toBeUndefined();
    expect(findRoute('PropertyCommunity')?.roles).toEqual([1]);
  });

  it('tree types come from the spec list and every route has a Chinese title', () => {
    for (const route of catalogueRoutes) {
      if (route.tree) expect(TREE_TYPES, route.name).toContain(route.tree);
      expect(route.title, route.name).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('menu modules are permission-gated; only static routes are public or session', () => {
    for (const module of menuModules)
      for (const route of catalogueRoutes.filter((r) => r.module === module.key))
        expect(route.access, route.name).toBe('permission');
  });
});
