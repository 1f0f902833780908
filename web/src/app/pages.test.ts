// Each catalogue route names its page module (`page`) and the console finds the modules with one glob:
// every route with a page resolves to a module that exports it, every module the glob finds is some
// route's page, and exactly the routes with a page are mounted.
import { describe, expect, it } from 'vitest';
import { catalogueRoutes } from '@zhsq/contract/catalogue';
import { pageExportName, pageModuleKey, pageModules, pages } from './pages';

const withPage = catalogueRoutes.filter((route) => route.page);
const keyOf = (route: (typeof withPage)[number]) => pageModuleKey(route.page!);

describe('page modules named by the catalogue', () => {
  it('every route with a page resolves to a module the glob found', () => {
    const unresolved = withPage.filter((route) => !(keyOf(route) in pageModules));
    expect(unresolved.map((route) => `${route.name}: ${route.page}`)).toEqual([]);
    expect(Object.keys(pages).sort()).toEqual(withPage.map((route) => route.name).sort());
  });

  it('no page module is orphaned: each one the glob finds is some route’s page', () => {
    const named = new Set(withPage.map(keyOf));
    expect(Object.keys(pageModules).filter((key) => !named.has(key))).toEqual([]);
  });

  it('each module exports the component its route names', async () => {
    const missing: string[] = [];
    for (const route of withPage) {
      const module = await pageModules[keyOf(route)]!();
      if (!module[pageExportName(route.page!)]) missing.push(`${route.name}: ${route.page}`);
    }
    expect(missing).toEqual([]);
  }, 180_000);

  it('a page path is read from web/src/features; `#` names an export', () => {
    expect(pageModuleKey('property/list-pages/resident#ResidentAddPage')).toBe(
      '../features/property/list-pages/resident.tsx',
    );
    expect(pageExportName('property/list-pages/resident#ResidentAddPage')).toBe('ResidentAddPage');
    expect(pageExportName('property/list-pages/resident')).toBe('default');
    expect(pageModuleKey('../app/login-route')).toBe('./login-route.tsx');
    expect(pageModuleKey('../shell/navigation/RedirectPage')).toBe('../shell/navigation/RedirectPage.tsx');
  });
});
