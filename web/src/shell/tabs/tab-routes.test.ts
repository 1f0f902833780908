// Which pages open tabs, which are pinned (01 §2.9) and the tab bar's buttons.
import { describe, expect, it } from 'vitest';
import type { ShellRoute } from '../route-types';
import { opensTab, pinnedViews } from './tab-routes';
import { tabToolsOf } from './TabTools';

function route(name: string, overrides: Partial<ShellRoute> = {}): ShellRoute {
  return {
    name,
    path: `/complex/${name}`,
    title: name,
    authKey: name,
    access: 'permission',
    layout: 'frame',
    hidden: false,
    watermark: false,
    cache: true,
    tab: true,
    module: 'Complex',
    ...overrides,
  };
}

const police = route('DashboardPolice', { affix: true, fullscreen: true, editor: 'PoliceEditor' });
const policeEditor = route('PoliceEditor', {
  path: '/complex/DashboardEdit',
  hidden: true,
  tab: false,
  cache: false,
  parent: 'DashboardPolice',
  editor: 'PoliceEditor',
});
const console_ = route('ComplexConsole', { path: '/complex/ComplexHome', editor: 'ConsoleEditor' });

describe('tab routes', () => {
  it('01 §2.9, §4: pages open tabs unless tab=false or outside the layout; top-bar pages too', () => {
    expect(opensTab(console_)).toBe(true);
    expect(opensTab(route('Recharge', { tab: false }))).toBe(false);
    expect(opensTab(route('Detail', { hidden: true, tab: false }))).toBe(false);
    expect(opensTab(route('Report', { hidden: true, tab: true }))).toBe(true);
    expect(opensTab(route('login', { layout: 'bare' }))).toBe(false);
    expect(opensTab(undefined)).toBe(false);
  });

  it('01 §2.9: the home tab comes first, then permitted affix routes', () => {
    const routes = [console_, police, route('Other', { affix: true })];
    const pinned = pinnedViews(routes, 'ComplexConsole', new Set(['ComplexConsole', 'DashboardPolice']));
    expect(pinned.map((v) => [v.name, v.pinned])).toEqual([
      ['ComplexConsole', true],
      ['DashboardPolice', true],
    ]);
    expect(pinnedViews(routes, 'DashboardPolice', new Set(['DashboardPolice'])).map((v) => v.name)).toEqual([
      'DashboardPolice',
    ]);
  });

  it('01 §2.9: full-screen button where the route meta says so', () => {
    expect(tabToolsOf(police, [], new Map()).fullscreen).toBe(true);
    expect(tabToolsOf(console_, [], new Map()).fullscreen).toBe(false);
  });

  it('01 §2.9: editor button only for holders of the editor key, when the editor page is mounted', () => {
    const mounted = new Map([[policeEditor.name, policeEditor]]);
    expect(tabToolsOf(police, ['DashboardPolice', 'PoliceEditor'], mounted).editorPath).toBe(
      '/complex/DashboardEdit',
    );
    expect(tabToolsOf(police, ['DashboardPolice'], mounted).editorPath).toBeUndefined();
    expect(tabToolsOf(police, ['PoliceEditor'], new Map()).editorPath).toBeUndefined();
    // Not on the editor page itself.
    expect(tabToolsOf(policeEditor, ['PoliceEditor'], mounted).editorPath).toBeUndefined();
  });
});
