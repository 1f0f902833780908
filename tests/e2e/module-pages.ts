// What the page journeys of the module specs share (modules-*.spec.ts, catalogue-crawl, hardware):
// locators of the page on show, form helpers, the console-error watch, two ways in (the login page, or
// a session opened through the API for journeys that only need to reach a page), and the
// check that every route of a module opens from the side menu with its content and no console error.
// Visited pages stay mounted but hidden (keep-alive tabs, 01 §2.5): locators keep to what is visible.
import { createCipheriv } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { CatalogueRoute } from '@zhsq/contract/catalogue';
import { FIXED_AES_KEY } from '../../web/src/lib/constants/crypto';
import {
  AUTH_EXPIRY_DAYS,
  LAST_USER_NAME_STORAGE_KEY,
  STORAGE_PREFIX,
  TOKEN_STORAGE_KEY,
} from '../../web/src/lib/constants/storage';
import { ACCOUNTS, expect, login, test } from './fixtures';
import { routeThroughPrism } from './prism-route';
import { tableCellProblems } from './table-checks';

/** Collects console errors and page errors from the first moment. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

export const menu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
export const main = (page: Page) => page.locator('main');
export const breadcrumb = (page: Page) => page.locator('.ant-breadcrumb');
export const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/**
 * The dialog on show once its opening animation has finished. A click during antd's zoom-in can land
 * beside the moving button on a slow machine (seen in CI: 知道了 missed, the dialog stayed open).
 */
export async function openedDialog(page: Page, name?: string | RegExp): Promise<Locator> {
  const shown = name === undefined ? page.getByRole('dialog') : dialog(page, name);
  await expect(shown).toBeVisible();
  // Every finite animation of the document (the zoom of the panel and the fade of its mask; spinners
  // run forever and are left out).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  return shown;
}
export const dropdown = (page: Page) => page.locator('.ant-select-dropdown:visible');
/** Rows of the table on show. */
export const rows = (page: Page) => main(page).locator('.ant-table-row:visible');
export const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });
/**
 * A tree page's list once it shows the tree's choice (`node`, or whichever the tree chose first): the
 * card title names the selected node and the list asked for with it has answered (before that the rows
 * are the unscoped first answer, and a click on one can land on the loading overlay that replaces it).
 */
export async function treeScopedList(page: Page, node?: string): Promise<void> {
  await expect(
    main(page)
      .locator('.ant-card-head-title:visible')
      .filter({ hasText: node === undefined ? /（.+）/ : `（${node}）` }),
  ).toBeVisible();
  // the table's loading overlay (DataTable's spinner around the table)
  await expect(main(page).locator('.ant-spin-spinning:has(.ant-table-wrapper:visible)')).toHaveCount(0);
}
/** The form on show. */
export const visibleForm = (page: Page) => main(page).locator('form').filter({ visible: true });
/** A button on show by its text; antd puts a space between the two characters of a short label. */
export const button = (scope: Locator | Page, name: string) =>
  scope.getByRole('button', { name: new RegExp(name.split('').join('\\s?')) }).filter({ visible: true });
/** A labelled control on show. */
export const field = (scope: Locator, label: string) =>
  scope.getByLabel(label, { exact: true }).filter({ visible: true });
/**
 * A text box of the page on show by its accessible name, which carries antd's CSS required mark and
 * colon (* 通知标题, 服务器名称:); roles skip the hidden cached pages.
 */
export const textbox = (page: Page, label: string) =>
  main(page).getByRole('textbox', { name: new RegExp(`^\\*?\\s*${label}\\s*[:：]?$`) });

/** Picks an option of an antd Select (a labelled control, e.g. a CommunitySelect) by its text. */
export async function pickOption(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await field(scope, label).click();
  await dropdown(page).getByTitle(option, { exact: true }).click();
}

/** Picks a house through the chained selects 所属小区 → 楼栋 → 单元 → 房屋 of a resident form. */
export async function pickHouse(
  page: Page,
  scope: Locator,
  house: readonly [string, string, string, string],
) {
  const [community, building, unit, room] = house;
  await pickOption(page, scope, '所属小区', community);
  await pickOption(page, scope, '楼栋', building);
  await pickOption(page, scope, '单元', unit);
  await pickOption(page, scope, '房屋', room);
}

/** Types a date into an antd DatePicker and confirms it. */
export async function typeDate(scope: Locator, label: string, date: string): Promise<void> {
  const input = field(scope, label);
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

/** 删除 in a row, 确定 in the confirmation: 删除成功. */
export async function confirmDelete(page: Page, row: Locator): Promise<void> {
  await button(row, '删除').click();
  await button(await openedDialog(page), '确定').click();
  await expect(page.getByText('删除成功')).toBeVisible();
}

/**
 * Logs in as admin through the login page and waits for the console on the home page, so that a
 * following goto is not undone by the login redirect.
 */
export async function signIn(page: Page): Promise<void> {
  await login(page, 'admin');
  await expect(page).toHaveURL(/#\/complex\/ComplexHome/);
  await expect(menu(page)).toBeVisible();
}

function encryptPassword(password: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(FIXED_AES_KEY, 'utf8'), null);
  return Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]).toString('base64');
}

/**
 * Opens `path` signed in, for journeys whose subject is not the login form: the session is opened
 * through the login call and the browser given what a sign-in with 记住我 leaves in it (01 §4, §9;
 * docs/adr/0074): the token for AUTH_EXPIRY_DAYS and the account's user name, so the page is the first
 * one the console loads — no login page, no home page first. The login form keeps its own journeys
 * (session.spec.ts and the journeys that go through it: signIn, login).
 */
export async function openSignedIn(
  page: Page,
  path: string,
  account: keyof typeof ACCOUNTS = 'admin',
): Promise<void> {
  const { userName, password } = ACCOUNTS[account];
  const response = await page.request.post('/api/f_l/login/v2', {
    form: { userName, password: encryptPassword(password) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { sessionId } = ((await response.json()) as { object: { sessionId: string } }).object;
  const entries: [string, string][] = [
    [
      STORAGE_PREFIX + TOKEN_STORAGE_KEY,
      JSON.stringify({ value: sessionId, expires: Date.now() + AUTH_EXPIRY_DAYS * 86_400_000 }),
    ],
    [STORAGE_PREFIX + LAST_USER_NAME_STORAGE_KEY, JSON.stringify({ value: userName })],
  ];
  // Only the first document gets them: a later logout and reload must not bring the token back.
  const seeded = await page.addInitScript((stored) => {
    if (location.protocol.startsWith('http'))
      for (const [key, value] of stored) localStorage.setItem(key, value);
  }, entries);
  await page.goto(path);
  await seeded.dispose();
}

/** Opens a route from the side menu (module, group, page), as a person would. */
export async function openFromMenu(page: Page, route: CatalogueRoute): Promise<void> {
  const item = menu(page).locator(`li[data-menu-id$="-${route.name}"]`);
  for (const key of [route.module, route.group].filter(Boolean)) {
    const title = menu(page).locator(`[data-menu-id$="-${key}"][aria-expanded]`).first();
    // A group with a single page is flattened into its module by the menu model: wait for either.
    await expect(title.or(item).first()).toBeVisible();
    if ((await title.count()) > 0 && (await title.getAttribute('aria-expanded')) !== 'true')
      await title.click();
  }
  await item.click();
}

/** Content of the page on show matching any of `selector` (table rows, statistics, forms…). */
export const contentOf = (selector: string) => (page: Page) =>
  main(page).locator(selector).filter({ visible: true });

export interface MenuCrawl {
  routes: readonly CatalogueRoute[];
  /**
   * The worker's Prism proxy (fixture `prismProxy`): every call of the crawl goes through it, and a call
   * that breaks the contract fails the crawl (docs/adr/0052).
   */
  prism: string;
  /** The routes the catalogue must give: exactly this many, at least this many, or these names in order. */
  expected?: number | { atLeast: number } | readonly string[];
  /** What shows that a route's page is on show with its data; by default a table row. */
  content?: (page: Page, route: CatalogueRoute) => Locator;
  /** A page that shows a table must show rows in it (with a `content` that accepts other content). */
  tableHasRows?: boolean;
  /** Time for more than the crawl, e.g. the hidden routes the test opens after it. */
  extraTime?: number;
}

/**
 * Every route opens from the side menu, as the body of a test: signed in (openSignedIn), every route opens
 * from the side menu with its title in the breadcrumb, no error page, its content on show, its tables'
 * cells within reach (table-checks.ts), no console error, and every call on the way accepted by `prism proxy --errors`. Returns the console
 * errors collected, for the checks the test goes on with.
 */
export async function expectEveryRouteOpensFromMenu(page: Page, crawl: MenuCrawl): Promise<string[]> {
  const { routes, prism, expected, content = rows, tableHasRows = false, extraTime = 0 } = crawl;
  test.setTimeout(30_000 + extraTime + routes.length * 8_000);
  const errors = watchErrors(page);
  const contract = await routeThroughPrism(page, prism);
  await openSignedIn(page, '/');
  await expect(menu(page)).toBeVisible();
  if (typeof expected === 'number') expect(routes.length).toBe(expected);
  else if (expected && 'atLeast' in expected) expect(routes.length).toBeGreaterThanOrEqual(expected.atLeast);
  else if (expected) expect(routes.map((r) => r.name)).toEqual(expected);
  for (const route of routes) {
    await test.step(`${route.title} (${route.name})`, async () => {
      await openFromMenu(page, route);
      await expect(breadcrumb(page)).toContainText(route.title);
      await expect(page.getByText('页面加载失败')).toHaveCount(0);
      await expect(content(page, route).first()).toBeVisible();
      if (tableHasRows && (await main(page).locator('.ant-table').filter({ visible: true }).count()) > 0)
        await expect(rows(page).first()).toBeVisible();
      // whole date-times, nothing out of reach under the fixed 操作 column (docs/adr/0067)
      // (the sticky scroll bar appears once antd has measured the table: wait for the settled state)
      await expect
        .poll(() => tableCellProblems(page), { message: `table cells on ${route.name}` })
        .toEqual([]);
      expect(errors, `console errors on ${route.name}`).toEqual([]);
    });
  }
  await contract.settled();
  expect(contract.violations, 'calls that break the contract (prism proxy --errors)').toEqual([]);
  return errors;
}
