// Shared Playwright fixtures: a mock server per worker (its URL is the base URL), a fresh seed for
// every test (through the control endpoint, never the store), and a logged-in page per account.
import { test as base, type Page } from '@playwright/test';
import { expect } from './visible-expect';
import { startPrismProxy } from '../contract/lib/processes.js';
import { startMockServer } from './mock-server-process';

export const ACCOUNTS = {
  admin: { userName: 'admin', password: 'Admin@2026' },
  operator: { userName: 'operator', password: 'Operator@2026' },
  newuser: { userName: 'newuser', password: 'Newuser@2026' },
  expiring: { userName: 'expiring', password: 'Expiring@2026' },
  // seeded security staff with the special user names of 01 §6
  gongan: { userName: 'gongan', password: 'Zhsq@2026' },
  fangyi: { userName: 'fangyi', password: 'Zhsq@2026' },
} as const;

export const test = base.extend<{ resetMock: void }, { mockServer: string; prismProxy: string }>({
  mockServer: [
    async ({ browser }, use) => {
      // tsx compiles the server on start: on a loaded 2-core machine that took over 30 s.
      const server = await startMockServer({}, 90_000);
      // Warm up: one sign-in compiles the validators and handlers every journey starts with, so the
      // worker's first test does not pay for a cold server.
      await fetch(`${server.url}/__mock/notices`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ notices: [] }), // the seeded notices pop up over the login page
      });
      const page = await browser.newPage({ baseURL: server.url, locale: 'zh-CN' });
      await login(page, 'admin');
      await page.getByRole('navigation', { name: '主菜单' }).waitFor({ timeout: 60_000 });
      await page.close();
      await use(server.url);
      server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  // `prism proxy --errors` in front of the worker's mock server (docs/adr/0052), started by the first test
  // that asks for it (the menu crawls route their pages' calls through it: prism-route.ts).
  prismProxy: [
    async ({ mockServer }, use) => {
      const proxy = await startPrismProxy(`${mockServer}/api`, ['-v', 'error']);
      await use(proxy.url);
      proxy.process.kill();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ mockServer }, use) => {
    await use(mockServer);
  },
  resetMock: [
    async ({ request, baseURL }, use) => {
      await request.post(`${baseURL}/__mock/reset`);
      // The seeded system notices pop up over every page (02 §4); notice journeys publish their own.
      await request.post(`${baseURL}/__mock/notices`, { data: { notices: [] } });
      await request.delete(`${baseURL}/__mock/csp-reports`);
      await use();
      // Every page ran under the console's Content-Security-Policy; a blocked script, picture or
      // connection is reported to the mock (report-uri) and fails the journey.
      const csp = (await (await request.get(`${baseURL}/__mock/csp-reports`)).json()) as {
        reports: unknown[];
      };
      expect(csp.reports, 'Content-Security-Policy violations reported by the console').toEqual([]);
      // The mock validates every answer against the contract (docs/adr/0052): a journey that made it answer
      // outside the contract fails, whatever the page showed.
      const recorded = (await (await request.get(`${baseURL}/__mock/violations`)).json()) as {
        violations: unknown[];
      };
      expect(recorded.violations, 'answers of the mock that break the contract').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Logs in through the login page like a person would. */
export async function login(page: Page, account: keyof typeof ACCOUNTS, remember = true): Promise<void> {
  const { userName, password } = ACCOUNTS[account];
  await page.goto('/#/login');
  await page.getByLabel('用户名').fill(userName);
  await page.getByLabel('密码').fill(password);
  const rememberBox = page.getByRole('checkbox', { name: '记住我' });
  if ((await rememberBox.isChecked()) !== remember) await rememberBox.click();
  // The first sign-in of a worker meets a cold mock server (validators compile on first use): give
  // the login call itself more time than an expectation gets, so a slow start is not a failure.
  const answered = page.waitForResponse((r) => r.url().includes('/f_l/login/v2'), { timeout: 30_000 });
  await page.getByRole('button', { name: /登\s?录/ }).click();
  await answered;
}
