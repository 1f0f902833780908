// The console talking to the mock server through `prism proxy --errors`, Stoplight's
// independent reading of the same contract (prism-route.ts). The menu crawls of the module specs send
// every call of their pages through the worker's Prism proxy; this spec opens by address the catalogue
// pages no crawl opens (我的账户, pages with journeys of their own; menu-crawls.ts), so that every
// permitted page of the layout is checked, and shows that Prism does report what it must.
import { expect, login, test } from './fixtures';
import { notMenuCrawled } from './menu-crawls';
import { routeThroughPrism } from './prism-route';

test('the pages no menu crawl opens, through prism proxy --errors: 0 violations', async ({
  page,
  prismProxy,
}) => {
  expect(notMenuCrawled.length).toBeGreaterThan(0);

  const contract = await routeThroughPrism(page, prismProxy);
  await login(page, 'admin');
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  for (const route of notMenuCrawled) {
    await test.step(`${route.title} (${route.name})`, async () => {
      await page.evaluate((hash) => (window.location.hash = hash), route.path);
      await expect(page.locator('.ant-breadcrumb')).toContainText(route.title);
      await contract.settled();
    });
  }
  expect(contract.violations).toEqual([]);
});

test('control: prism proxy --errors does report a bad request and an undeclared answer', async ({
  request,
  baseURL,
  prismProxy,
}) => {
  const login = await request.post(`${prismProxy}/f_l/login/v2`, {
    form: { userName: 'admin', password: 'ScBd/TAmZ2XD2HmcJY4wrQ==' },
  });
  const token = ((await login.json()) as { object: { sessionId: string } }).object.sessionId;
  const headers = { 'DOOR-Authorization': token };
  // a required query parameter missing: Prism answers 422 problem+json itself
  const bad = await request.get(`${prismProxy}/user/rpt/getEarlyWarningList/v1`, { headers });
  expect(bad.status()).toBe(422);
  expect(bad.headers()['content-type']).toContain('problem+json');
  // the mock answering a status the contract does not list: Prism marks it
  await request.post(`${baseURL}/__mock/faults`, { data: { path: '/h_wm/getMsgCount/v2', status: 404 } });
  const undeclared = await request.get(`${prismProxy}/h_wm/getMsgCount/v2`, { headers });
  expect(undeclared.headers()['sl-violations']).toContain('Unable to match the returned status code');
});
