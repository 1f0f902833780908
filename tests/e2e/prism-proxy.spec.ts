// Issue 9: the console talking to the mock server through `prism proxy --errors`, Stoplight's
// independent reading of the same contract: every request the console sends and every answer the
// mock gives on the way is checked by Prism, on every page of the catalogue. Prism answers a request
// or response that breaks the contract with an error of its own (422 / 500 problem+json) or marks it
// in an `sl-violations` header: both count as violations, and there must be none.
import type { ChildProcess } from 'node:child_process';
import type { APIResponse, Route } from '@playwright/test';
import { catalogueRoutes } from '../../web/src/app/catalogue';
import { startPrismProxy } from '../contract/lib/processes.js';
import { expect, login, test } from './fixtures';

let prism: ChildProcess;
let prismUrl = '';

test.beforeAll(async ({ mockServer }) => {
  test.setTimeout(120_000);
  const proxy = await startPrismProxy(`${mockServer}/api`, ['-v', 'error']);
  prism = proxy.process;
  prismUrl = proxy.url;
});

test.afterAll(async () => {
  prism?.kill();
});

/**
 * The request sent on to Prism. A connection Prism has just closed can be reset under the client's feet
 * (keep-alive race, seen in CI on a loaded machine as `read ECONNRESET`): that is transport, not the
 * contract, so a GET is sent again (at most twice more); other methods are not repeated.
 */
async function fetchThroughPrism(route: Route, url: string): Promise<APIResponse> {
  const repeatable = route.request().method() === 'GET';
  for (let attempt = 1; ; attempt++) {
    try {
      return await route.fetch({ url });
    } catch (error) {
      if (!repeatable || attempt >= 3 || !/ECONNRESET|socket hang up/.test(String(error))) throw error;
    }
  }
}

const pages = catalogueRoutes.filter((r) => !r.hidden && r.layout === 'frame' && r.access === 'permission');

test('every catalogue page, through prism proxy --errors: 0 violations', async ({ page }) => {
  test.setTimeout(60_000 + pages.length * 5_000);
  const violations: string[] = [];
  let inFlight = 0;
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/api/static/')) return route.continue(); // files, not operations
    inFlight++;
    try {
      const response = await fetchThroughPrism(
        route,
        prismUrl + url.pathname.replace(/^\/api/, '') + url.search,
      );
      const marked = response.headers()['sl-violations'];
      const problem = (response.headers()['content-type'] ?? '').includes('problem+json');
      if (marked || problem)
        violations.push(
          `${route.request().method()} ${url.pathname}: ${response.status()} ${marked ?? (await response.text()).slice(0, 300)}`,
        );
      await route.fulfill({ response });
    } finally {
      inFlight--;
    }
  });
  await login(page, 'admin');
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  for (const route of pages) {
    await test.step(`${route.title} (${route.name})`, async () => {
      await page.evaluate((hash) => (window.location.hash = hash), route.path);
      await expect(page.locator('.ant-breadcrumb')).toContainText(route.title);
      await expect.poll(() => inFlight, { intervals: [100] }).toBe(0);
    });
  }
  expect(violations).toEqual([]);
});

test('control: prism proxy --errors does report a bad request and an undeclared answer', async ({
  request,
  baseURL,
}) => {
  const login = await request.post(`${prismUrl}/f_l/login/v2`, {
    form: { userName: 'admin', password: 'ScBd/TAmZ2XD2HmcJY4wrQ==' },
  });
  const token = ((await login.json()) as { object: { sessionId: string } }).object.sessionId;
  const headers = { 'DOOR-Authorization': token };
  // a required query parameter missing: Prism answers 422 problem+json itself
  const bad = await request.get(`${prismUrl}/user/rpt/getEarlyWarningList/v1`, { headers });
  expect(bad.status()).toBe(422);
  expect(bad.headers()['content-type']).toContain('problem+json');
  // the mock answering a status the contract does not list: Prism marks it
  await request.post(`${baseURL}/__mock/faults`, { data: { path: '/h_wm/getMsgCount/v2', status: 404 } });
  const undeclared = await request.get(`${prismUrl}/h_wm/getMsgCount/v2`, { headers });
  expect(undeclared.headers()['sl-violations']).toContain('Unable to match the returned status code');
});
