// A plain list page's route is declared once, with its resource (openapi/resources/<tag>/<Name>.yaml,
// `route:`), and placed into the menus by the catalogue: adding a list page needs no catalogue edit.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LIST_PAGE_ROUTES, generateListPageRoutes } from '../../../tools/codegen/list-page-routes.mjs';
import { listPageRoutes } from '../generated/list-page-routes';
import { group, page, placeListPageRoutes } from './declare';
import { catalogueRoutes } from './index';
import type { CatalogueRoute, ModuleDeclaration } from './types';

const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/** The resource of a page module that is one `createResourcePage` of one resource, else undefined. */
function plainListPageResource(route: CatalogueRoute): string | undefined {
  if (route.hidden || !/^\w+\/list-pages\/[\w-]+$/.test(route.page ?? '')) return undefined;
  const source = readFileSync(path.join(ROOT, 'web/src/features', `${route.page}.tsx`), 'utf8');
  if (!source.includes('export default createResourcePage(')) return undefined;
  const resources = new Set([...source.matchAll(/resource: '(\w+)'/g)].map((m) => m[1]));
  return resources.size === 1 ? [...resources][0] : undefined;
}

describe('list page routes', () => {
  it('are generated from the resource declarations (npm run gen)', async () => {
    const [generated] = await generateListPageRoutes(ROOT);
    if (!generated) throw new Error('no output');
    expect(generated.file).toBe(LIST_PAGE_ROUTES);
    expect(readFileSync(path.join(ROOT, LIST_PAGE_ROUTES), 'utf8')).toBe(generated.content);
  });

  it('of every plain list page come from its resource, the catalogue files holding none', () => {
    const declaredBy = new Map(listPageRoutes.map((placed) => [placed.route.name, placed.resource]));
    const resourcesWithRoute = new Set(declaredBy.values());
    const inCatalogueFiles = catalogueRoutes.filter((route) => {
      const resource = plainListPageResource(route);
      // a resource declares one route: a second list page of it (补录住户信息) stays in the catalogue
      return resource && declaredBy.get(route.name) !== resource && !resourcesWithRoute.has(resource);
    });
    expect(inCatalogueFiles.map((route) => route.name)).toEqual([]);
    const placed = catalogueRoutes.filter((route) => declaredBy.has(route.name));
    expect(placed.map((route) => plainListPageResource(route))).toEqual(
      placed.map((route) => declaredBy.get(route.name)),
    );
    expect(placed.length).toBe(listPageRoutes.length);
  });

  it('are placed first, after a named entry, or at the end of their menu place', () => {
    const modules: ModuleDeclaration[] = [
      {
        key: 'M',
        title: '模块',
        icon: 'AppstoreOutlined',
        children: [page('A', '/a', 'A'), group('G', '分组', 'AppstoreOutlined', [page('B', '/b', 'B')])],
      },
    ];
    const at = (resource: string, menu: string, extra: { after?: string; first?: true } = {}) => ({
      resource,
      menu,
      ...extra,
      route: page(resource, `/${resource.toLowerCase()}`, resource),
    });
    const [module] = placeListPageRoutes(modules, [
      at('End', 'M/G'),
      at('Start', 'M/G', { first: true }),
      at('AfterB', 'M/G', { after: 'B' }),
      at('AfterA', 'M', { after: 'A' }),
    ]);
    const names = (entries: ModuleDeclaration['children']) =>
      entries.map((entry) => (entry.kind === 'route' ? entry.name : entry.key));
    expect(names(module?.children ?? [])).toEqual(['A', 'AfterA', 'G']);
    const groupEntry = module?.children[2];
    expect(groupEntry?.kind === 'group' && names(groupEntry.routes)).toEqual(['Start', 'B', 'AfterB', 'End']);
    expect(() => placeListPageRoutes(modules, [at('X', 'M/Nope')])).toThrow('no menu place M/Nope');
    expect(() => placeListPageRoutes(modules, [at('X', 'M', { after: 'Nope' })])).toThrow('no Nope in M');
  });
});
