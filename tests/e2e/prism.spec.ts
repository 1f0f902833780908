// The console against Prism mocking the raw contract (no mock server logic): the login flow must work
// with nothing but the contract's examples, and Prism must accept every request the console sends.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from '../contract/lib/processes.js';
import { expect, test } from './fixtures';
import { ENDED } from './prism-route';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let prism: ChildProcess;
let prismUrl = '';

test.beforeAll(async () => {
  const port = await freePort();
  prismUrl = `http://127.0.0.1:${port}`;
  prism = spawn(
    path.join(root, 'node_modules/.bin/prism'),
    ['mock', '-p', String(port), '-h', '127.0.0.1', path.join(root, 'openapi/dist/api.json')],
    { stdio: 'ignore' },
  );
  await waitFor(async () => (await fetch(`${prismUrl}/el_map/map/getLocationInfo/v1`)).ok, 60_000);
});

test.afterAll(() => {
  prism?.kill();
});

test('the login flow works against prism mock of the raw contract', async ({ page }) => {
  const rejected: string[] = [];
  let inFlight = 0;
  // Same origin for the console; /api/* goes to Prism, which serves the paths without the prefix.
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    // images the examples point at are files, not operations of the contract
    if (url.pathname.startsWith('/api/static/')) return route.fulfill({ status: 404, body: '' });
    inFlight++;
    try {
      const response = await route.fetch({ url: prismUrl + url.pathname.replace(/^\/api/, '') + url.search });
      if (response.status() !== 200)
        rejected.push(`${response.status()} ${url.pathname}: ${(await response.text()).slice(0, 200)}`);
      await route.fulfill({ response });
    } catch (error) {
      // a call the page has stopped waiting for (its document or context gone): transport, not contract
      if (!ENDED.test(String(error))) throw error;
    } finally {
      inFlight--;
    }
  });
  await page.goto('/#/login');
  await expect(page.getByRole('heading', { name: '智慧社区综合服务平台' })).toBeVisible();
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('Admin@2026');
  await page.getByRole('button', { name: /登\s?录/ }).click();
  await expect(page).toHaveURL(/#\/complex\/ComplexHome/);
  await expect(page.getByRole('heading', { name: '控制台' })).toBeVisible();
  await expect(page.getByText('系统管理员').first()).toBeVisible();
  // the home page's calls answered too (the test ending with one on its way would not check it)
  await expect.poll(() => inFlight, { intervals: [100] }).toBe(0);
  expect(rejected).toEqual([]);
});
