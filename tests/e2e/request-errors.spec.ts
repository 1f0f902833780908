// The request layer's error rules end to end (01-shell §8), faults injected through /__mock/faults.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { breadcrumb, openSignedIn } from './module-pages';

/** Signs in and waits for the console's 未读消息 panel to have its counts (getMsgCount answered), so
 *  the fault set next hits the 刷新, not the panel's first load. */
async function atHome(page: Page) {
  await openSignedIn(page, '/');
  await expect(page.getByRole('heading', { name: '控制台' })).toBeVisible();
  await expect(page.getByText('报修消息')).toBeVisible();
}

async function fault(page: Page, baseURL: string | undefined, body: Record<string, unknown>) {
  const res = await page.request.post(`${baseURL}/__mock/faults`, {
    data: { path: '/h_wm/getMsgCount/v2', ...body },
  });
  expect(res.ok()).toBe(true);
}

// One console through every rule: each fault is used once (the mock's default), and the home page's
// 刷新 asks getMsgCount again, so the rules follow one another in a single session; 100013, which ends
// it, comes last.
test('§8 a business failure keeps the page, HTTP 404 and 500 show their error page in the tab, 100013 logs out', async ({
  page,
  baseURL,
}) => {
  const chunks: string[] = [];
  page.on('requestfinished', (request) => chunks.push(request.url()));
  await atHome(page);
  const refresh = () => page.getByRole('button', { name: '刷新' }).click();
  const mainMenu = page.getByRole('navigation', { name: '主菜单' });
  const tabBar = page.getByRole('navigation', { name: '历史标签' });
  // The error page shows in the content area of the tab: the URL, the top bar, the menus and the tabs
  // stay; 重试 asks the page again, and its 未读消息 card has its counts.
  const errorInTab = async (text: string) => {
    await expect(page.getByText(text)).toBeVisible();
    await expect(page).toHaveURL(/#\/complex\/ComplexHome$/);
    await expect(mainMenu).toBeVisible();
    await expect(page.getByRole('button', { name: /用户菜单/ })).toBeVisible();
    await expect(tabBar).toBeVisible();
    await expect(page.getByRole('heading', { name: '控制台' })).toBeHidden();
  };
  const retry = async () => {
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('heading', { name: '控制台' })).toBeVisible();
    await expect(page.getByText('报修消息')).toBeVisible();
  };

  await test.step('a business failure keeps the page and shows the server message', async () => {
    await fault(page, baseURL, { code: '20999', message: '消息服务暂不可用' });
    await refresh();
    await expect(page.getByText('消息服务暂不可用')).toBeVisible();
    await expect(page).toHaveURL(/#\/complex\/ComplexHome/);
    await expect(page.getByRole('heading', { name: '控制台' })).toBeVisible();
  });
  // An outage: the server answers 503 and serves no chunk any more; the error page is part of the
  // layout, so it still shows (not 页面加载失败).
  await test.step('HTTP 503 with every chunk failing: the error-500 page in the tab', async () => {
    await page.route('**/assets/*.js', (route) =>
      route.fulfill({ status: 503, body: 'Service Unavailable' }),
    );
    await fault(page, baseURL, { status: 503 });
    await refresh();
    await errorInTab('服务器出错，请稍后重试。');
    await expect(page.getByText('页面加载失败')).toBeHidden();
    await page.unroute('**/assets/*.js');
    await retry();
  });
  for (const [status, text] of [
    [404, '抱歉，您访问的页面不存在或没有访问权限。'],
    [500, '服务器出错，请稍后重试。'],
  ] as const) {
    await test.step(`HTTP ${status}: its error page in the tab; the menus open other pages; 重试`, async () => {
      await fault(page, baseURL, { status });
      await refresh();
      await errorInTab(text);
      if (status === 500) {
        // other pages still open from the menus and tabs; back on the tab, the page asks again
        await tabBar.getByRole('tab', { name: '综合态势', exact: true }).click();
        await expect(page).toHaveURL(/#\/complex\/DashboardPolice$/);
        await expect(page.getByText(text)).toBeHidden();
        await page.goto('/#/estate/DoorDevice');
        await expect(breadcrumb(page)).toContainText('门口机');
        await expect(page.getByText(text)).toBeHidden();
        await tabBar.getByRole('tab', { name: '控制台', exact: true }).click();
        await expect(page.getByText('报修消息')).toBeVisible();
      } else {
        await retry();
      }
    });
  }
  // A chunk that fails once (a restart, a proxy's 503) is asked for again: the page opens.
  await test.step('a page chunk that fails once still opens its page', async () => {
    const failed: string[] = [];
    await page.route('**/assets/*.js', (route) => {
      if (failed.length) return route.fallback();
      failed.push(route.request().url());
      return route.fulfill({ status: 503, body: 'Service Unavailable' });
    });
    await page.goto('/#/user/resident');
    await expect(breadcrumb(page)).toContainText('住户管理');
    await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText('页面加载失败')).toBeHidden();
    expect(failed).toHaveLength(1);
    await page.unroute('**/assets/*.js');
    // Home was kept open: shown again it refetches its card's counts; the next fault is for 刷新.
    const refetched = page.waitForResponse((r) => r.url().includes('/h_wm/getMsgCount/v2'));
    await page.goto('/#/complex/ComplexHome');
    await refetched;
    await expect(page.getByText('报修消息')).toBeVisible();
  });
  await test.step('code 100013: 登录凭证过期, 重新登录, logged out, back on login', async () => {
    await fault(page, baseURL, { code: '100013' });
    await refresh();
    await expect(page).toHaveURL(/#\/login/);
    await expect(page.getByText('登录凭证过期, 重新登录')).toBeVisible();
    await page.goto('/#/complex/ComplexHome');
    await expect(page).toHaveURL(/#\/login/);
  });
});
