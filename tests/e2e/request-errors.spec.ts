// The request layer's error rules end to end (01-shell §8), faults injected through /__mock/faults.
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { breadcrumb } from './module-pages';

/** Signs in and waits for the console's 未读消息 panel to have its counts (getMsgCount answered), so
 *  the fault set next hits the 刷新, not the panel's first load. */
async function atHome(page: Page) {
  await login(page, 'admin');
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
test('§8 a business failure keeps the page, HTTP 404 and 500 open the error pages, 100013 logs out', async ({
  page,
  baseURL,
}) => {
  const chunks: string[] = [];
  page.on('requestfinished', (request) => chunks.push(request.url()));
  await atHome(page);
  const refresh = () => page.getByRole('button', { name: '刷新' }).click();
  // The error pages are outside the frame: back on home the page mounts again and asks for its data
  // again, so the 未读消息 card has its counts without a 刷新.
  const backHome = async () => {
    await page.goto('/#/complex/ComplexHome');
    await expect(page.getByText('报修消息')).toBeVisible();
  };

  await test.step('a business failure keeps the page and shows the server message', async () => {
    await fault(page, baseURL, { code: '20999', message: '消息服务暂不可用' });
    await refresh();
    await expect(page.getByText('消息服务暂不可用')).toBeVisible();
    await expect(page).toHaveURL(/#\/complex\/ComplexHome/);
    await expect(page.getByRole('heading', { name: '控制台' })).toBeVisible();
  });
  // An outage: the server answers 503 and serves no chunk any more; the error-500 page, loaded ahead
  // while the console was idle, still shows (not 页面加载失败).
  await test.step('HTTP 503 with every chunk failing: error-500 page', async () => {
    await expect.poll(() => chunks.some((url) => /\/ServerErrorPage-[\w-]+\.js$/.test(url))).toBe(true);
    await page.route('**/assets/*.js', (route) =>
      route.fulfill({ status: 503, body: 'Service Unavailable' }),
    );
    await fault(page, baseURL, { status: 503 });
    await refresh();
    await expect(page).toHaveURL(/#\/error-500/);
    await expect(page.getByText('服务器出错，请稍后重试。')).toBeVisible();
    await page.unroute('**/assets/*.js');
    await backHome();
  });
  // HTTP 404 and 500: the error page with its text, then back home (the page must have rendered first,
  // or the navigation to it is overtaken and the frame never leaves).
  for (const [status, path, text] of [
    [404, 'error-404', '抱歉，您访问的页面不存在或没有访问权限。'],
    [500, 'error-500', '服务器出错，请稍后重试。'],
  ] as const) {
    await test.step(`HTTP ${status}: ${path} page`, async () => {
      await fault(page, baseURL, { status });
      await refresh();
      await expect(page).toHaveURL(new RegExp(`#/${path}`));
      await expect(page.getByText(text)).toBeVisible();
      await backHome();
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
