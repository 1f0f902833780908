// The console under its Content-Security-Policy in Chromium: the signed-in console loads with no
// violation, and a violation does reach the mock's report endpoint (so the check every journey ends
// with in fixtures.ts is live, not silent).
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { main, menu, openSignedIn, watchErrors } from './module-pages';

const reports = async (request: APIRequestContext, baseURL: string) =>
  ((await (await request.get(`${baseURL}/__mock/csp-reports`)).json()) as { reports: { report: unknown }[] })
    .reports;

test('the signed-in console loads with no CSP violation', async ({ page }) => {
  const errors = watchErrors(page);
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation(t: string): void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  await openSignedIn(page, '/#/home');
  await expect(menu(page)).toBeVisible();
  await expect(main(page)).toBeVisible();
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('a blocked picture is reported to the mock (report-uri)', async ({ page, request, baseURL }) => {
  await openSignedIn(page, '/#/home');
  await expect(menu(page)).toBeVisible();
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'https://images.example.com/not-allowed.png';
    document.body.append(img);
  });
  await expect
    .poll(async () => JSON.stringify(await reports(request, baseURL!)), { timeout: 10_000 })
    .toContain('images.example.com');
  // this test's own violation is not one the journey check should count
  await request.delete(`${baseURL}/__mock/csp-reports`);
});
