// Pure permission rules of the guard (01 §2.4.4–5, §6).
import { describe, expect, it } from 'vitest';
import type { MenuItem } from './api/types';
import {
  buildPermittedRoutes,
  chooseHome,
  effectiveAccessList,
  mapCustomMenus,
  normaliseDictionary,
  type AccessRoute,
} from './access';

const routes: AccessRoute[] = [
  { name: 'login', authKey: 'login', access: 'public' },
  { name: 'profile', authKey: 'profile', access: 'session' },
  { name: 'blank', authKey: 'blank', access: 'session', roles: [1] },
  { name: 'ComplexConsole', authKey: 'ComplexConsole', access: 'permission' },
  { name: 'ConsoleEditor', authKey: 'ComplexConsole', access: 'permission' },
  { name: 'DoorDevice', authKey: 'DoorDevice', access: 'permission', roles: [1] },
  { name: 'ReportRepair', authKey: 'ReportRepair', access: 'permission' },
];

function menuItem(overrides: Partial<MenuItem>): MenuItem {
  return { id: 1, name: 'x', title: 'x', hidden: false, sort: 1, custom: 0, data: [], ...overrides };
}

describe('buildPermittedRoutes (01 §2.4.4, §6)', () => {
  it('§6 a permission route shows only if its authKey is in the access list', () => {
    const permitted = buildPermittedRoutes(routes, ['ComplexConsole'], ['3']);
    expect(permitted.has('ComplexConsole')).toBe(true);
    expect(permitted.has('ReportRepair')).toBe(false);
  });

  it('§2 hidden children share the parent key, so they come with the parent', () => {
    expect(buildPermittedRoutes(routes, ['ComplexConsole'], ['3']).has('ConsoleEditor')).toBe(true);
  });

  it("§6 roles [1] routes need role id '1', even with the key", () => {
    expect(buildPermittedRoutes(routes, ['DoorDevice'], ['3']).has('DoorDevice')).toBe(false);
    expect(buildPermittedRoutes(routes, ['DoorDevice'], ['1']).has('DoorDevice')).toBe(true);
    expect(buildPermittedRoutes(routes, [], ['3']).has('blank')).toBe(false);
    expect(buildPermittedRoutes(routes, [], ['1', '5']).has('blank')).toBe(true);
  });

  it('§2.1 static routes need no key', () => {
    const permitted = buildPermittedRoutes(routes, [], ['3']);
    expect([...permitted].sort()).toEqual(['login', 'profile']);
  });
});

describe('chooseHome (01 §2.4.5)', () => {
  const candidates = new Set(['ComplexConsole', 'ReportRepair', 'DashboardPolice']);

  it('§2.4.5 ComplexConsole when the user has it', () => {
    const permitted = new Set(['ReportRepair', 'ComplexConsole']);
    expect(chooseHome(['ReportRepair', 'ComplexConsole'], permitted, candidates)).toBe('ComplexConsole');
  });

  it('§2.4.5 otherwise the first permission not of the form custom{number}', () => {
    const permitted = new Set(['ReportRepair']);
    expect(chooseHome(['custom9001', 'MyAccount', 'ReportRepair'], permitted, candidates)).toBe(
      'ReportRepair',
    );
  });

  it('§2.4.5 otherwise DashboardPolice', () => {
    const permitted = new Set(['DashboardPolice']);
    expect(chooseHome(['custom9001'], permitted, candidates)).toBe('DashboardPolice');
  });

  it('falls back to the profile page when no home candidate has a page yet', () => {
    expect(chooseHome(['custom9001', 'Unknown'], new Set(), candidates)).toBe('profile');
  });
});

describe('account without menus (01 §2.4.5)', () => {
  it('§2.4.5 gets the pseudo-menu items perfecting and updateAccount', () => {
    expect(effectiveAccessList([], ['ComplexConsole'])).toEqual(['perfecting', 'updateAccount']);
    expect(effectiveAccessList([menuItem({})], ['ComplexConsole'])).toEqual(['ComplexConsole']);
  });
});

describe('mapCustomMenus (01 §2.4.4)', () => {
  it("§2.4.4 custom items become /features children with path 'new'+id and the description as title", () => {
    const menus = mapCustomMenus([
      menuItem({
        id: 1,
        name: 'Complex',
        data: [menuItem({ id: 101, name: 'ComplexConsole' })],
      }),
      menuItem({
        id: 9001,
        name: 'custom9001',
        title: '官网',
        description: '物业官网',
        custom: 1,
        customType: '0',
        windowLocation: '0',
        context: 'https://www.example.cn',
      }),
      menuItem({ id: 9002, name: 'custom9002', custom: 1, hidden: true }),
      menuItem({
        id: 2,
        name: 'Tools',
        data: [menuItem({ id: 9003, name: 'custom9003', title: '巡更', custom: 1 })],
      }),
    ]);
    expect(menus).toEqual([
      {
        name: 'custom9001',
        segment: 'new9001',
        path: '/features/new9001',
        title: '物业官网',
        customType: '0',
        windowLocation: '0',
        context: 'https://www.example.cn',
      },
      {
        name: 'custom9003',
        segment: 'new9003',
        path: '/features/new9003',
        title: '巡更',
        customType: '1',
        windowLocation: undefined,
        context: undefined,
      },
    ]);
  });
});

describe('normaliseDictionary (01 §9)', () => {
  it('§9 keeps every start-up type and prepends 全部 where configured', () => {
    const dictionary = normaliseDictionary({ account_status: [{ code: '1', name: '正常' }] }, [
      'account_status',
      'dep_type',
    ]);
    expect(dictionary).toEqual({
      account_status: [
        { code: '', name: '全部' },
        { code: '1', name: '正常' },
      ],
      dep_type: [],
    });
  });
});
