// The route sets of the menu crawls (every route opens from the side menu), one per spec that
// crawls, in one place: the Prism check (docs/adr/0052) rides on these crawls, and
// prism-proxy.spec.ts visits by address only the catalogue pages that none of them opens.
import { catalogueRoutes, type CatalogueRoute } from '@zhsq/contract/catalogue';

/** A page the side menu lists for a user with the permission (not a hidden detail or edit route). */
const inMenu = (r: CatalogueRoute) => !r.hidden && r.access === 'permission';
const ofModules = (...modules: string[]) =>
  catalogueRoutes.filter((r) => inMenu(r) && modules.includes(r.module));

/** Modules whose own spec (modules-*.spec.ts) crawls every route with page-specific checks. */
const MODULE_SPEC_MODULES = ['Device', 'Community', 'Operation', 'Property', 'Security', 'System'];

export const MENU_CRAWLS = {
  /** modules-security.spec.ts; 视频监控 and 云视频 are journeys of their own (video service). */
  security: ofModules('Security').filter((r) => !['VideoMonitoring', 'EzvizVideo'].includes(r.name)),
  /** modules-property.spec.ts; FaceManagement belongs to the hardware work (desktop helper). */
  property: ofModules('Property').filter((r) => r.name !== 'FaceManagement'),
  /** modules-device-community-ops.spec.ts */
  deviceCommunityOps: ofModules('Device', 'Community', 'Operation'),
  /** modules-system.spec.ts */
  system: ofModules('System'),
  /**
   * catalogue-crawl.spec.ts: the modules without a crawl of their own (综合管控…); 我的账户 opens from
   * the top bar, not the side menu (account-pages.spec.ts covers it).
   */
  others: catalogueRoutes.filter(
    (r) =>
      inMenu(r) &&
      r.layout === 'frame' &&
      !MODULE_SPEC_MODULES.includes(r.module) &&
      r.module !== 'MyAccount',
  ),
} satisfies Record<string, readonly CatalogueRoute[]>;

const crawled = new Set(Object.values(MENU_CRAWLS).flatMap((routes) => routes.map((r) => r.name)));

/**
 * Catalogue pages inside the layout that no menu crawl opens: with the crawls, every permitted page of
 * the layout (by construction).
 */
export const notMenuCrawled = catalogueRoutes.filter(
  (r) => inMenu(r) && r.layout === 'frame' && !crawled.has(r.name),
);
