// The console as the benchmarks drive it: the mock server serving a given build, and signing in.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { startMockServer, type MockServerProcess } from '../../../tests/e2e/mock-server-process.js';
import { openPage } from './chromium.js';

export const ADMIN = { userName: 'admin', password: 'Admin@2026' };

/**
 * List pages an operator might keep open: opened before the tab-switch bench's two measured pages
 * (门口机, 住户管理), they fill the view cache (12 kept pages with those two) and the tab bar, as a
 * working day does.
 */
export const KEPT_PAGES = [
  '/estate/Indoor',
  '/estate/Visitor',
  '/estate/PropertyDevice',
  '/video/videoDevice',
  '/parking/host',
  '/elevator/index',
  '/security/SmokeWarning',
  '/visitor/index',
  '/notice/system',
  '/sms/index',
];

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

export type State = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Signs in once (not throttled) and returns the session's storage and the home page's URL. */
export async function session(
  browser: Browser,
  baseUrl: string,
  blockDashboard = false,
): Promise<{ state: State; home: string }> {
  const { context, page } = await openPage(browser, {}, 1);
  if (blockDashboard) await page.route('**/api/dashboard/**', (route) => route.abort());
  await login(page, baseUrl);
  const result = { state: await context.storageState(), home: page.url() };
  await context.close();
  return result;
}

/** The list request of 住户管理 (GET u_r/resident/page/…). */
export const LIST_REQUEST = /\/api\/u_r\/resident\/page\//;

/** A list request the console made, handed to the bare app's pages (sessionStorage `bench-list`). */
export interface ListRequest {
  url: string;
  headers: Record<string, string>;
  firstName: string;
}

/**
 * The list request 住户管理 sends when opened (URL with its tree node and token) and the first name it
 * answers: what the bare page asks for and what both sides wait to see. Not timed.
 */
export async function probeList(browser: Browser, baseUrl: string, state: State): Promise<ListRequest> {
  const { context, page } = await openPage(browser, { storageState: state }, 1);
  const listed = page.waitForRequest(LIST_REQUEST);
  const answered = page.waitForResponse(LIST_REQUEST);
  await page.goto(`${baseUrl}/#/user/resident`);
  const request = await listed;
  const answer = (await (await answered).json()) as { object?: { records?: { userName?: string }[] } };
  const firstName = answer.object?.records?.[0]?.userName;
  if (!firstName) throw new Error('住户管理: its list answered no rows');
  const token = (await request.allHeaders())['door-authorization'] ?? '';
  await context.close();
  return { url: request.url().replace(baseUrl, ''), headers: { 'DOOR-Authorization': token }, firstName };
}

export async function stopServer(server: MockServerProcess): Promise<void> {
  server.stop();
  await server.exited;
}
