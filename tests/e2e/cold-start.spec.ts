// The first page an operator meets (docs/adr/0072): a bookmark opened without a session shows the login
// form without loading the signed-in frame first, and a bookmark into 住户管理 with the session kept
// paints its frame without moving it about (CLS as Lighthouse counts it, at most 0.1) from a few dozen
// scripts (0087). A list page opened from the menu asks for its first rows as soon as its code has
// arrived, before it renders (0080).
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';

/**
 * From document start: the time of the first frame that shows the login form's user name field, in
 * `window.__formShown`.
 */
function recordLoginFormShown(): void {
  const w = window as unknown as { __formShown?: number };
  const tick = () => {
    if (document.querySelector<HTMLElement>('input[autocomplete="username"]')?.checkVisibility())
      w.__formShown = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** Script files (the build's chunk names) the page asked for before the login form showed. */
const scriptsBeforeLoginForm = (page: Page) =>
  page.evaluate(() => {
    const shown = (window as unknown as { __formShown?: number }).__formShown ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < shown)
      .map((entry) => entry.name.replace(/^.*\//, ''))
      .filter((name) => name.endsWith('.js'));
  });

/**
 * From document start: layout shifts as Lighthouse counts them (the largest session window of shifts
 * less than 1 s apart within 5 s, without those right after an input), in `window.__cls`.
 */
function recordLayoutShift(): void {
  const w = window as unknown as { __cls: number };
  w.__cls = 0;
  let sum = 0;
  let start = 0;
  let last = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (e.hadRecentInput) continue;
      if (e.startTime - last > 1000 || e.startTime - start > 5000) {
        sum = 0;
        start = e.startTime;
      }
      sum += e.value;
      last = e.startTime;
      w.__cls = Math.max(w.__cls, sum);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

test('a bookmark without a session shows the login form before any code of the signed-in frame loads, and signing in opens the bookmarked page', async ({
  page,
}) => {
  await page.addInitScript(recordLoginFormShown);
  await page.goto('/#/user/resident?userName=%E5%BC%A0');
  await expect(page.getByLabel('用户名')).toBeVisible();
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fuser%2Fresident%3FuserName%3D%25E5%25BC%25A0$/);
  await page.waitForFunction(() => (window as unknown as { __formShown?: number }).__formShown !== undefined);
  // The login page's own extras (notices, upgrade banner) bring the services after the form has painted;
  // the frame and its pages come after signing in. Before the form: the entry, the login route and the
  // bundler's runtime, in a handful of chunks (docs/adr/0087).
  const scripts = await scriptsBeforeLoginForm(page);
  expect(scripts.filter((name) => /^(login-later|frame|frame-later|home|list-page)-/.test(name))).toEqual([]);
  expect(scripts.length).toBeLessThanOrEqual(5);

  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('Admin@2026');
  await page.getByRole('button', { name: /登\s?录/ }).click();
  await expect(page).toHaveURL(/#\/user\/resident\?userName=/);
  await expect(page.locator('.app-tabs .ant-tabs-tab-active')).toHaveText(/住户管理/);
});

test('a path no route has still shows 页面不存在 without a session, and /home goes to login without a redirect', async ({
  page,
}) => {
  await page.goto('/#/no/such/page');
  await expect(page.getByText('抱歉，您访问的页面不存在或没有访问权限。')).toBeVisible();
  await expect(page).toHaveURL(/#\/error-404$/);
  await page.goto('/#/home');
  await expect(page.getByLabel('用户名')).toBeVisible();
  await expect(page).toHaveURL(/#\/login$/);
});

test('a bookmark into 住户管理 with the session kept asks for its session with the page’s code, paints without layout shift (CLS ≤ 0.1), from a few dozen scripts, and asks for its rows once, in the first community', async ({
  page,
}) => {
  await login(page, 'admin');
  await page.getByRole('navigation', { name: '主菜单' }).waitFor();
  await page.addInitScript(recordLayoutShift);
  await page.addInitScript(recordListRequests);
  await page.goto('/#/user/resident');
  // The session's calls leave while the page's code is on its way, not after it (docs/adr/0089): the
  // page's chunk is held until the session has been asked for, so a console that waits for the code
  // first never shows the page. (Routing also keeps the chunk from the browser's cache.)
  let sessionAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (sessionAsked = resolve));
  page.on('request', (request) => {
    if (request.url().includes('/f_l/getUserInfo/')) sessionAsked();
  });
  let held = 0;
  await page.route(/\/assets\/resident-[^/]+\.js$/, async (route) => {
    held += 1;
    await asked;
    await route.continue();
  });
  await page.reload();
  await expect(page.locator('.app-page .ant-table-tbody > tr.ant-table-row').first()).toBeVisible();
  expect(held, "住户管理's own chunk (a renamed chunk must be renamed here)").toBe(1);
  await page.waitForLoadState('networkidle');
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls).toBeLessThanOrEqual(0.1);
  // The session's start-up brings the communities: the page starts in the first, which the tree then
  // shows selected (docs/adr/0088), instead of asking for every community first.
  const lists = await page.evaluate(() => (window as unknown as { __lists: { url: string }[] }).__lists);
  expect(lists).toHaveLength(1);
  const node = decodeURIComponent(/[?&]node=([^&]+)/.exec(lists[0]!.url)?.[1] ?? '');
  expect(node).toMatch(/^dep:\d+$/);
  const firstCommunity = page
    .getByRole('complementary', { name: '小区树' })
    .locator('.ant-tree-treenode:not([aria-hidden])')
    .first();
  await expect(firstCommunity).toHaveClass(/ant-tree-treenode-selected/);
  // The frame, its parts shown after the first paint and the list pages' code each come in one chunk
  // (docs/adr/0087): about 30 scripts where the bundler's own chunking asked for 197.
  const scripts = await page.evaluate(
    () => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).length,
  );
  expect(scripts).toBeLessThanOrEqual(40);
});

/**
 * From document start: every request of 住户管理's list (`window.__lists`), with whether its page had
 * rendered (its search form in the document) at the moment the request was sent.
 */
function recordListRequests(): void {
  const w = window as unknown as { __lists: { url: string; pageShown: boolean }[] };
  w.__lists = [];
  const send = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/u_r/resident/page/'))
      w.__lists.push({ url, pageShown: document.getElementById('Resident-search') !== null });
    return send(input, init);
  };
}

test('住户管理 opened from the side menu asks for its first rows before the page renders, and only once', async ({
  page,
}) => {
  await page.addInitScript(recordListRequests);
  // the community tree's first page, loaded ahead on the home page: the tree chooses its node at once
  const treeLoaded = page.waitForResponse((r) => r.url().includes('/h_d/treeList/v2'));
  await login(page, 'admin');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await treeLoaded;
  await menu.locator('.ant-menu-submenu-title', { hasText: '物业管理' }).click();
  await menu.locator('.ant-menu-submenu-title', { hasText: '住户管理' }).last().click();
  await menu.locator('li.ant-menu-item', { hasText: '住户管理' }).click();
  await expect(page.locator('.app-page .ant-table-tbody > tr.ant-table-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const lists = await page.evaluate(
    () => (window as unknown as { __lists: { url: string; pageShown: boolean }[] }).__lists,
  );
  expect(lists).toHaveLength(1);
  expect(lists[0]).toMatchObject({ pageShown: false });
  expect(lists[0]!.url).toMatch(/[?&]node=dep%3A/);
});
