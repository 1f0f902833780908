// The mounted route table: catalogue routes that have a page, plus the modules the menu is built from.
import { catalogueModules, catalogueRoutes, type CatalogueRoute } from '@zhsq/contract/catalogue';
import { pages } from './pages';

export const mountedRoutes: readonly CatalogueRoute[] = catalogueRoutes.filter(
  (route) => route.name in pages,
);

export const menuSourceModules = catalogueModules;
