// The route catalogue (01 §2, 02 §2): every route's meta declared once. Pure data, no React or antd:
// the console reads it for routes, menus, breadcrumb and permissions, and the mock server imports it
// as '@zhsq/contract/catalogue' to seed its menu tree.
import { listPageRoutes } from '../generated/list-page-routes';
import { flatten, placeListPageRoutes } from './declare';
import { accountModule } from './modules/account';
import { communityModule } from './modules/community';
import { complexModule } from './modules/complex';
import { deviceModule } from './modules/device';
import { operationsModule } from './modules/operations';
import { propertyModule } from './modules/property';
import { securityModule } from './modules/security';
import { staticModule } from './modules/static';
import { systemModule } from './modules/system';
import type { CatalogueRoute, ModuleDeclaration } from './types';

export type {
  CatalogueRoute,
  GroupDeclaration,
  ListPageRoute,
  ModuleDeclaration,
  RouteAccess,
  RouteDeclaration,
  RouteLayout,
  TreeType,
} from './types';

/**
 * The permission-gated modules in menu order: what the backend's menu tree (getMenuTree) describes.
 * The routes of plain list pages are declared with their resource (openapi/resources/, `route:`) and
 * placed here by their menu place.
 */
export const menuModules: readonly ModuleDeclaration[] = placeListPageRoutes(
  [
    complexModule,
    communityModule,
    deviceModule,
    securityModule,
    systemModule,
    propertyModule,
    operationsModule,
    accountModule,
  ],
  listPageRoutes,
);

/** Static shell routes (01 §2.1, §2.3): not part of the menu tree, not permission-gated. */
export { staticModule };

export const catalogueModules: readonly ModuleDeclaration[] = [...menuModules, staticModule];

/** Every route, flat, with all defaults resolved. */
export const catalogueRoutes: readonly CatalogueRoute[] = flatten(catalogueModules);

/** Flat lookup by route name. */
export const routesByName: Readonly<Record<string, CatalogueRoute>> = Object.fromEntries(
  catalogueRoutes.map((route) => [route.name, route]),
);

export function findRoute(name: string): CatalogueRoute | undefined {
  return routesByName[name];
}

/** Module declaration by key (menu section titles and icons). */
export function findModule(key: string): ModuleDeclaration | undefined {
  return catalogueModules.find((module) => module.key === key);
}
