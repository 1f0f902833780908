// Issue 7 "done when": logged in as admin, open every page of the catalogue from the side menu and
// find a rendered page with data (table rows, or the page's own content), no error page and no
// console error — here for the modules without a crawl of their own (综合管控). Also the special user
// names of 01 §6 and their extra dashboard items.
import type { Page } from '@playwright/test';
import { catalogueRoutes, type CatalogueRoute } from '../../web/src/app/catalogue';
import { expect, login, test } from './fixtures';

/** Modules whose own spec (modules-*.spec.ts) crawls every route with page-specific checks. */
const CRAWLED_BY_MODULE_SPECS = new Set([
  'Device',
  'Community',
  'Operation',
  'Property',
  'Security',
  'System',
]);

const crawled = catalogueRoutes.filter(
  (r: CatalogueRoute) =>
    !r.hidden &&
    !CRAWLED_BY_MODULE_SPECS.has(r.module) &&
    r.layout === 'frame' &&
    r.access === 'permission' &&
    // 我的账户 opens from the top bar, not the side menu (account-pages.spec.ts covers it).
    r.module !== 'MyAccount',
);

// A menu entry that is missing must fail its step quickly, not wait out the whole crawl.
test.use({ actionTimeout: 10_000 });

test('every mounted catalogue page opens from the side menu with content and no console error', async ({
  page,
}) => {
  test.setTimeout(30_000 + crawled.length * 6_000);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await login(page, 'admin');
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: '主菜单' });

  for (const route of crawled) {
    await test.step(`${route.title} (${route.name})`, async () => {
      for (const key of [route.module, route.group].filter(Boolean)) {
        // A group with a single page is flattened into its module by the menu model.
        const title = menu.locator(`[data-menu-id$="-${key}"][aria-expanded]`);
        if ((await title.count()) === 0) continue;
        if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
      }
      await menu.locator(`li[data-menu-id$="-${route.name}"]`).click();
      const main = page.locator('main');
      // the page of this route is on show (the previous one stays mounted, hidden, behind it)
      await expect(page.locator('.ant-breadcrumb')).toContainText(route.title);
      await expect(page.getByText('页面加载失败')).toHaveCount(0);
      // Data: a table with rows, or the page's own content (statistics, descriptions, charts, forms), or
      // the desktop-client notice of the pages that need the local helper (02 §4: 请在QT客户端上使用此功能).
      await expect(
        main
          .locator(
            '.ant-table-row, .ant-statistic, .ant-descriptions, canvas, .ant-form, .ant-list-item, .ant-card-body, .ant-result:has-text("QT客户端")',
          )
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
      // Cached pages of earlier tabs stay in the DOM, hidden: only the visible page counts.
      const table = main.locator('.ant-table').filter({ visible: true });
      if ((await table.count()) > 0) {
        await expect(main.locator('.ant-table-row').filter({ visible: true }).first()).toBeVisible();
      }
      expect(errors, `console errors on ${route.name}`).toEqual([]);
    });
  }
});

const complexMenu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

/** Opens 综合管控 in the side menu unless it is open already (it is, on a 综合管控 home page). */
async function openComplex(page: Page): Promise<void> {
  const title = page
    .getByRole('navigation', { name: '主菜单' })
    .locator('[data-menu-id$="-Complex"][aria-expanded]');
  await expect(title).toBeVisible();
  if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
}

test('01 §6: gongan gets 立体防控 and 安全指数; fangyi gets 疫情态势 in place of 疫情防控演示', async ({
  page,
  browser,
  baseURL,
}) => {
  await login(page, 'gongan');
  await openComplex(page);
  await expect(complexMenu(page).getByRole('menuitem', { name: '立体防控' })).toBeVisible();
  await expect(complexMenu(page).getByRole('menuitem', { name: '安全指数' })).toBeVisible();
  await expect(complexMenu(page).getByRole('menuitem', { name: '疫情态势' })).toHaveCount(0);
  await complexMenu(page).getByRole('menuitem', { name: '安全指数' }).click();
  await expect(page.getByRole('list', { name: '小区安全排名' })).toBeVisible();

  const other = await browser.newPage({ baseURL, locale: 'zh-CN' });
  await login(other, 'fangyi');
  await openComplex(other);
  await expect(complexMenu(other).getByRole('menuitem', { name: '疫情态势' })).toBeVisible();
  await expect(complexMenu(other).getByRole('menuitem', { name: '疫情防控演示' })).toHaveCount(0);
  await expect(complexMenu(other).getByRole('menuitem', { name: '立体防控' })).toHaveCount(0);
  await other.close();
});
