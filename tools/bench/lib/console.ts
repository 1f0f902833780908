// The console as the benchmarks drive it: the mock server serving a given build, and signing in.
import type { Page } from '@playwright/test';
import { startMockServer, type MockServerProcess } from '../../../tests/e2e/mock-server-process.js';

export const ADMIN = { userName: 'admin', password: 'Admin@2026' };

/** The mock server on a free port serving `webDist`, without the seeded pop-up notices. */
export async function startConsoleServer(
  webDist: string,
  env: Record<string, string> = {},
): Promise<MockServerProcess> {
  const server = await startMockServer({ WEB_DIST: webDist, ...env }, 180_000);
  await fetch(`${server.url}/__mock/notices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ notices: [] }),
  });
  return server;
}

/** Signs in through the login page (remember-me on, so the token survives into storageState). */
export async function login(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/#/login`);
  await page.getByLabel('用户名').fill(ADMIN.userName);
  await page.getByLabel('密码').fill(ADMIN.password);
  const remember = page.getByRole('checkbox', { name: '记住我' });
  if (!(await remember.isChecked())) await remember.click();
  const answered = page.waitForResponse((r) => r.url().includes('/f_l/login/v2'), { timeout: 60_000 });
  await page.getByRole('button', { name: /登\s?录/ }).click();
  await answered;
  await page.getByRole('navigation', { name: '主菜单' }).waitFor({ timeout: 60_000 });
}

export async function stopServer(server: MockServerProcess): Promise<void> {
  server.stop();
  await server.exited;
}
