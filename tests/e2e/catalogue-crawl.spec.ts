// Every page opens from the menu: logged in as admin, open every page of the catalogue from the side menu and
// find a rendered page with data (table rows, or the page's own content), no error page and no
// console error — here for the modules without a crawl of their own (综合管控). Also the special user
// names of 01 §6 and their extra dashboard items.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MENU_CRAWLS } from './menu-crawls';
import { contentOf, expectEveryRouteOpensFromMenu, menu, openSignedIn } from './module-pages';

// A menu entry that is missing must fail its step quickly, not wait out the whole crawl.
test.use({ actionTimeout: 10_000 });

test('every mounted catalogue page opens from the side menu with content and no console error', async ({
  page,
  prismProxy,
}) => {
  await expectEveryRouteOpensFromMenu(page, {
    routes: MENU_CRAWLS.others,
    prism: prismProxy,
    // Data: a table with rows, or the page's own content (statistics, descriptions, charts, forms), or
    // the desktop-client notice of the pages that need the local helper (02 §4: 请在QT客户端上使用此功能).
    content: contentOf(
      '.ant-table-row, .ant-statistic, .ant-descriptions, [role="img"] svg, .ant-form, .ant-list-item, .ant-card-body, .ant-result:has-text("QT客户端")',
    ),
    tableHasRows: true,
  });
});

/** Opens 综合管控 in the side menu unless it is open already (it is, on a 综合管控 home page). */
async function openComplex(page: Page): Promise<void> {
  const title = menu(page).locator('[data-menu-id$="-Complex"][aria-expanded]');
  await expect(title).toBeVisible();
  if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
}

test('01 §6: gongan gets 立体防控 and 安全指数; fangyi gets 疫情态势 in place of 疫情防控演示', async ({
  page,
  browser,
  baseURL,
}) => {
  await openSignedIn(page, '/', 'gongan');
  await openComplex(page);
  await expect(menu(page).getByRole('menuitem', { name: '立体防控' })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: '安全指数' })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: '疫情态势' })).toHaveCount(0);
  await menu(page).getByRole('menuitem', { name: '安全指数' }).click();
  await expect(page.getByRole('list', { name: '小区安全排名' })).toBeVisible();

  const other = await browser.newPage({ baseURL, locale: 'zh-CN' });
  await openSignedIn(other, '/', 'fangyi');
  await openComplex(other);
  await expect(menu(other).getByRole('menuitem', { name: '疫情态势' })).toBeVisible();
  await expect(menu(other).getByRole('menuitem', { name: '疫情防控演示' })).toHaveCount(0);
  await expect(menu(other).getByRole('menuitem', { name: '立体防控' })).toHaveCount(0);
  await other.close();
});
