// The mounted route table against the catalogue and the shell's icon map.
import { describe, expect, it } from 'vitest';
import { isKnownIcon } from '../shell/layout/MenuIcon';
import { catalogueModules, catalogueRoutes } from '@zhsq/contract/catalogue';
import { pages } from './pages';
import { mountedRoutes } from './route-table';

describe('route table', () => {
  it('every page belongs to a catalogue route, and only those routes are mounted', () => {
    const names = new Set(catalogueRoutes.map((r) => r.name));
    expect(Object.keys(pages).filter((name) => !names.has(name))).toEqual([]);
    expect(mountedRoutes.map((r) => r.name).sort()).toEqual(Object.keys(pages).sort());
  });

  it('every icon the catalogue names can be drawn', () => {
    const icons = [
      ...catalogueRoutes.flatMap((r) => (r.icon ? [r.icon] : [])),
      ...catalogueModules.flatMap((m) => [
        m.icon,
        ...m.children.flatMap((c) => (c.kind === 'group' ? [c.icon] : [])),
      ]),
    ];
    expect(icons.filter((icon) => !isKnownIcon(icon))).toEqual([]);
  });
});
