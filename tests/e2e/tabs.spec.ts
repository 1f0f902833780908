// History tabs and keep-alive in Chromium (01 §2.5, §2.9, §4, §9): visited pages open tabs, a cached
// page keeps its form input and scroll position, 刷新 remounts, 关闭其他 / 关闭所有 keep the home tab,
// middle click closes, drag reorders; plus the layout's banners and back-to-top button. The LRU of
// 12 views needs 13 mounted pages; fewer exist yet, so KeepAliveOutlet.test.tsx covers it in jsdom.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openSignedIn } from './module-pages';

/** Mounted pages that open tabs, by address and tab title. */
const DOOR = { hash: '/#/estate/DoorDevice', title: '门口机' };
const EZVIZ = { hash: '/#/security/ezvizVideo', title: '云视频' };
const FACE = { hash: '/#/user/FaceManagement', title: '人脸管理' };
type Visit = typeof DOOR;

const tabBar = (page: Page) => page.getByRole('navigation', { name: '历史标签' });
const tab = (page: Page, title: string) => tabBar(page).getByRole('tab', { name: title, exact: true });
/** The whole tab (title plus its × button). */
const tabItem = (page: Page, title: string) =>
  tabBar(page)
    .locator('.ant-tabs-tab')
    .filter({ has: page.getByRole('tab', { name: title, exact: true }) });
const tabTitles = (page: Page) => tabBar(page).getByRole('tab').allTextContents();
const expectTabs = (page: Page, titles: string[]) => expect.poll(() => tabTitles(page)).toEqual(titles);
const scroller = (page: Page) => page.locator('[data-scroll-container]');

async function signedIn(page: Page) {
  await openSignedIn(page, '/');
  await expect(page.getByRole('heading', { name: '控制台' })).toBeVisible();
}

/** Opens pages by address, the way a bookmark or a menu link does (same document, hash router). */
async function visit(page: Page, ...visits: Visit[]) {
  for (const { hash, title } of visits) {
    await page.goto(hash);
    await expect(tab(page, title)).toHaveAttribute('aria-selected', 'true');
  }
}

/** 门口机's 设备名称 filter: a form input whose text keep-alive must preserve. */
const deviceName = (page: Page) => page.getByRole('textbox', { name: /^设备名称/ });

async function contextMenu(page: Page, title: string, item: string) {
  await tab(page, title).click({ button: 'right' });
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

test('01 §2.9: visited pages open tabs; the home tab has no close button', async ({ page }) => {
  await signedIn(page);
  await visit(page, DOOR, EZVIZ);
  await expectTabs(page, ['控制台', '综合态势', '门口机', '云视频']);
  await expect(tab(page, '云视频')).toHaveAttribute('aria-selected', 'true');
  // Pinned home tab: no close button, no 关闭 in its menu.
  await expect(tabItem(page, '门口机').getByRole('button', { name: '关闭' })).toBeVisible();
  await expect(tabItem(page, '控制台')).toBeVisible();
  await expect(tabItem(page, '控制台').getByRole('button', { name: '关闭' })).toHaveCount(0);
  // 综合态势 is a fixed (affix) tab: always there, never closable.
  await expect(tabItem(page, '综合态势').getByRole('button', { name: '关闭' })).toHaveCount(0);
  await tab(page, '控制台').click({ button: 'right' });
  await expect(page.getByRole('menuitem', { name: '刷新' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '关闭', exact: true })).toHaveCount(0);
  // One menu serves the bar: a right click on another tab while it is open shows that tab's menu, at
  // that tab.
  await tab(page, '门口机').click({ button: 'right' });
  const close = page.getByRole('menuitem', { name: '关闭', exact: true });
  await expect(close).toBeVisible();
  // The right click only opens the menu: it focuses no tab (its mousedown stops at the bar).
  await expect(tab(page, '门口机')).not.toBeFocused();
  const [menuBox, tabBox] = [(await close.boundingBox())!, (await tab(page, '门口机').boundingBox())!];
  expect(Math.abs(menuBox.x - (tabBox.x + tabBox.width / 2))).toBeLessThan(tabBox.width);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: '刷新' })).toHaveCount(0);
  // A right click on the bar outside the tabs opens nothing.
  const bar = (await page.getByRole('navigation', { name: '历史标签' }).boundingBox())!;
  await page.mouse.click(bar.x + bar.width * 0.6, bar.y + bar.height / 2, { button: 'right' });
  await expect(page.getByRole('menuitem', { name: '刷新' })).toHaveCount(0);
  // Clicking a tab goes back to its page.
  await tab(page, '门口机').click();
  await expect(page).toHaveURL(/#\/estate\/DoorDevice$/);
});

test('01 §4: pages reached from the top bar open tabs too (报表中心, 版本记录, 消息通知, 个人中心)', async ({
  page,
}) => {
  await signedIn(page);
  await visit(
    page,
    { hash: '/#/report/index', title: '报表中心' },
    { hash: '/#/edition/index', title: '版本记录' },
    { hash: '/#/edition/systemNotice', title: '消息通知' },
    { hash: '/#/profile/index', title: '个人中心' },
  );
  await expectTabs(page, ['控制台', '综合态势', '报表中心', '版本记录', '消息通知', '个人中心']);
  // an account page marked "not a tab" still opens none (02 §2 我的账户)
  await page.goto('/#/account/order');
  await expect(page.getByRole('heading', { name: '订单' }).or(page.locator('main'))).toBeVisible();
  await expectTabs(page, ['控制台', '综合态势', '报表中心', '版本记录', '消息通知', '个人中心']);
});

test('01 §2.5: a cached page keeps typed text and its scroll position when its tab is revisited', async ({
  page,
}) => {
  await signedIn(page);
  await visit(page, DOOR);
  const name = deviceName(page);
  // a kept page's fields take no browser autocomplete: no form state is saved with each tab switch's
  // history entry (docs/adr/0070)
  await expect(name).toHaveAttribute('autocomplete', 'off');
  await name.fill('东大门');
  // Make every page taller than the viewport so the content container scrolls.
  await page.locator('.app-page').evaluate((main) => (main.style.minHeight = '3000px'));
  await scroller(page).evaluate((element) => element.scrollTo(0, 640));

  await tab(page, '控制台').click();
  await expect(page.getByRole('heading', { name: '控制台' })).toBeVisible();
  // 01 §2: a navigation to another page starts at the top.
  await expect.poll(() => scroller(page).evaluate((element) => element.scrollTop)).toBe(0);

  await tab(page, '门口机').click();
  await expect(name).toHaveValue('东大门');
  await expect.poll(() => scroller(page).evaluate((element) => element.scrollTop)).toBe(640);
});

test('01 §2: a page opened by an address typed or set starts at the top, and so does one opened before the scroll event came', async ({
  page,
}) => {
  await signedIn(page);
  await visit(page, DOOR);
  await page.locator('.app-page').evaluate((main) => (main.style.minHeight = '3000px'));
  await scroller(page).evaluate((element) => element.scrollTo(0, 640));
  await expect.poll(() => scroller(page).evaluate((element) => element.scrollTop)).toBe(640);
  // an entry made outside the router (no history state: every such entry has the key 'default')
  await visit(page, EZVIZ);
  await expect.poll(() => scroller(page).evaluate((element) => element.scrollTop)).toBe(0);
  await visit(page, DOOR);
  await expect.poll(() => scroller(page).evaluate((element) => element.scrollTop)).toBe(640);

  // The browser tells of a scroll with its next frame; a click in the same task navigates first. From
  // the top (as the page to show will be, so no write is due), told of:
  await scroller(page).evaluate(
    (element) =>
      new Promise((told) => {
        element.addEventListener('scroll', told, { once: true });
        element.scrollTo(0, 0);
      }),
  );
  await scroller(page).evaluate((element) => {
    element.scrollTo(0, 320);
    document
      .querySelector<HTMLElement>('.app-tabs [data-node-key="/security/ezvizVideo"] [role="tab"]')!
      .click();
  });
  await expect(tab(page, EZVIZ.title)).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => scroller(page).evaluate((element) => element.scrollTop)).toBe(0);
});

test('01 §2.5: a kept list keeps its sticky scroll bar: shown over its table, gone at its end, back after another page scrolled the area, a drag ends on release', async ({
  page,
}) => {
  const RESIDENT = { hash: '/#/user/resident', title: '住户管理' };
  await signedIn(page);
  await visit(page, RESIDENT);
  const shown = page.locator('[data-keep-alive-view]:not([inert])');
  // the table is wider than its card and longer than the view: its sideways bar sticks to the view's foot
  const bar = shown.locator('.ant-table-sticky-scroll');
  await expect(bar).toBeVisible();
  await scroller(page).evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(bar).toBeHidden();
  await scroller(page).evaluate((element) => element.scrollTo(0, 0));
  await expect(bar).toBeVisible();

  // another page scrolls the same area while 住户管理 is kept hidden (docs/adr/0097: a hidden page's bar
  // does not measure its table); back on 住户管理, at its own scroll position, the bar is there
  await visit(page, DOOR);
  await page.locator('.app-page').evaluate((main) => (main.style.minHeight = '3000px'));
  await scroller(page).evaluate((element) => element.scrollTo(0, 2000));
  await tab(page, RESIDENT.title).click();
  await expect.poll(() => scroller(page).evaluate((element) => element.scrollTop)).toBe(0);
  await expect(bar).toBeVisible();

  // dragging the bar scrolls the table sideways; the release ends the drag, and a later click is no drag
  const body = shown.locator('.ant-table-content, .ant-table-body').first();
  const thumb = bar.locator('.ant-table-sticky-scroll-bar');
  const box = (await thumb.boundingBox())!;
  await page.mouse.move(box.x + 10, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 210, box.y + box.height / 2, { steps: 5 });
  await expect(thumb).toHaveClass(/ant-table-sticky-scroll-bar-active/);
  await page.mouse.up();
  await expect(thumb).not.toHaveClass(/ant-table-sticky-scroll-bar-active/);
  const scrolled = await body.evaluate((element) => element.scrollLeft);
  expect(scrolled).toBeGreaterThan(0);
  await shown.locator('.ant-card-head-title').first().click();
  await page.mouse.move(box.x + 400, box.y + box.height / 2, { steps: 3 });
  await expect(thumb).not.toHaveClass(/ant-table-sticky-scroll-bar-active/);
  expect(await body.evaluate((element) => element.scrollLeft)).toBe(scrolled);
});

test('01 §2.9: 刷新 remounts the page', async ({ page }) => {
  await signedIn(page);
  await visit(page, DOOR);
  await deviceName(page).fill('东大门');
  await contextMenu(page, '门口机', '刷新');
  await expect(deviceName(page)).toHaveValue('');
});

test('01 §2.9: 关闭其他 and 关闭所有 keep the home tab', async ({ page }) => {
  await signedIn(page);
  await visit(page, DOOR, EZVIZ, FACE);
  await contextMenu(page, '云视频', '关闭其他');
  await expectTabs(page, ['控制台', '综合态势', '云视频']);
  // The active page (人脸管理) was closed: the chosen tab's page shows.
  await expect(page).toHaveURL(/#\/security\/ezvizVideo$/);

  // 关闭所有 keeps the home and fixed tabs and shows the last of them
  await contextMenu(page, '云视频', '关闭所有');
  await expectTabs(page, ['控制台', '综合态势']);
  await expect(page).toHaveURL(/#\/complex\/DashboardPolice$/);
});

test('01 §2.9, §4: 关闭 or middle click closes a tab; closing the active one shows its neighbour', async ({
  page,
}) => {
  await signedIn(page);
  await visit(page, DOOR, EZVIZ, FACE, DOOR);
  await tab(page, '云视频').click({ button: 'middle' });
  await expectTabs(page, ['控制台', '综合态势', '门口机', '人脸管理']);
  await expect(page).toHaveURL(/#\/estate\/DoorDevice$/);

  // 门口机 is active; its right neighbour takes over.
  await contextMenu(page, '门口机', '关闭');
  await expectTabs(page, ['控制台', '综合态势', '人脸管理']);
  await expect(page).toHaveURL(/#\/user\/FaceManagement$/);

  // The last tab closes to its left neighbour (here the fixed 综合态势 tab) with the × button.
  await tabItem(page, '人脸管理').getByRole('button', { name: '关闭' }).click();
  await expectTabs(page, ['控制台', '综合态势']);
  await expect(page).toHaveURL(/#\/complex\/DashboardPolice$/);

  // A closed tab's page starts afresh when opened again.
  await visit(page, DOOR);
  await expect(deviceName(page)).toHaveValue('');
});

test('01 §2.9: tabs are reordered by dragging', async ({ page }) => {
  await signedIn(page);
  await visit(page, DOOR, EZVIZ, FACE);
  await drag(page, tab(page, '人脸管理'), tab(page, '门口机'));
  await expect.poll(() => tabTitles(page)).toEqual(['控制台', '综合态势', '人脸管理', '门口机', '云视频']);
});

test('01 §2.5: tabs can be switched off (settings drawer preference)', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('zhsq_layout_preferences', JSON.stringify({ value: { showTabs: false } })),
  );
  await signedIn(page);
  await page.goto(DOOR.hash);
  await expect(deviceName(page)).toBeVisible();
  await expect(tabBar(page)).toHaveCount(0);
});

// The home page's furniture in one console: the steps do not change what the next one sees until the
// banner's link leaves the page, last.
test('01 §2.5 on the home page: no browser notice for Chrome, back-to-top after 300 px, the upgrade banner links to 版本记录', async ({
  page,
}) => {
  await signedIn(page);
  await test.step('Chrome gets no browser notice', async () => {
    await expect(page.getByText('不是谷歌浏览器')).toHaveCount(0);
  });
  await test.step('§9: the back-to-top button appears after 300 px of scrolling', async () => {
    await page.locator('.app-page').evaluate((main) => (main.style.minHeight = '3000px'));
    const backToTop = page.getByRole('button', { name: '回到顶部' });
    await scroller(page).evaluate((element) => element.scrollTo(0, 250));
    await expect(backToTop).toBeHidden();
    await scroller(page).evaluate((element) => element.scrollTo(0, 400));
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => scroller(page).evaluate((element) => element.scrollTop)).toBe(0);
  });
  await test.step('inside the console the upgrade banner links to 版本记录', async () => {
    const banner = page.getByRole('status').filter({ hasText: '平台已升级至' });
    await banner.getByRole('link', { name: '查看版本记录' }).click();
    await expect(page).toHaveURL(/#\/edition\/index$/);
  });
});

test('01 §2.5: the upgrade banner greets the login page without its link and stays closed', async ({
  page,
}) => {
  await page.goto('/#/login');
  const banner = page.getByRole('status').filter({ hasText: '平台已升级至' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link')).toHaveCount(0);
  await banner.getByRole('button', { name: '关闭升级提示' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: /登\s?录/ })).toBeVisible();
  await expect(page.getByText('平台已升级至')).toHaveCount(0);
});

test.describe('in another browser', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
  });

  test('01 §2.5: a browser that is not Chrome gets the notice, which can be closed', async ({ page }) => {
    await signedIn(page);
    const notice = page.getByRole('alert').filter({ hasText: '不是谷歌浏览器' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: '关闭浏览器提示' }).click();
    await expect(notice).toHaveCount(0);
  });
});
