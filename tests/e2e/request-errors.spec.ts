// The request layer's error rules end to end (01-shell §8), faults injected through /__mock/faults.
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';

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

test('§8 code 100013: 登录凭证过期, 重新登录, logged out, back on login', async ({ page, baseURL }) => {
  await atHome(page);
  await fault(page, baseURL, { code: '100013' });
  await page.getByRole('button', { name: '刷新' }).click();
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByText('登录凭证过期, 重新登录')).toBeVisible();
  await page.goto('/#/complex/ComplexHome');
  await expect(page).toHaveURL(/#\/login/);
});

test('§8 HTTP 500: error-500 page', async ({ page, baseURL }) => {
  await atHome(page);
  await fault(page, baseURL, { status: 500 });
  await page.getByRole('button', { name: '刷新' }).click();
  await expect(page).toHaveURL(/#\/error-500/);
  await expect(page.getByText('服务器出错，请稍后重试。')).toBeVisible();
});

test('§8 HTTP 404: error-404 page', async ({ page, baseURL }) => {
  await atHome(page);
  await fault(page, baseURL, { status: 404 });
  await page.getByRole('button', { name: '刷新' }).click();
  await expect(page).toHaveURL(/#\/error-404/);
});

test('§8 a business failure keeps the page and shows the server message', async ({ page, baseURL }) => {
  await atHome(page);
  await fault(page, baseURL, { code: '20999', message: '消息服务暂不可用' });
  await page.getByRole('button', { name: '刷新' }).click();
  await expect(page.getByText('消息服务暂不可用')).toBeVisible();
  await expect(page).toHaveURL(/#\/complex\/ComplexHome/);
  await expect(page.getByRole('heading', { name: '控制台' })).toBeVisible();
});
