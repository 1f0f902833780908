// Analysis pages (02 §2 complex control) against the built console: 安全指数 → a feature's
// detail with its records → 安全趋势; 统计分析 refetches on a range change; 立体防控 shows buildings
// and a pushed alert as a marker and in the list; 疫情防控演示 shows the API's numbers.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openSignedIn } from './module-pages';

/** Opens the route signed in (the session opened through the API). */
async function open(page: Page, path: string): Promise<void> {
  await openSignedIn(page, `/#${path}`);
  await expect(page).toHaveURL(new RegExp(`#${path.replace(/[?]/g, '\\?')}$`));
}

test('02 §2 安全指数: a feature opens its detail records, then the trend', async ({ page }) => {
  await open(page, '/complex/securityCenter');
  const ranking = page.getByRole('list', { name: '小区安全排名' });
  await expect(ranking.getByRole('listitem')).toHaveCount(24);
  await ranking.getByRole('listitem').filter({ hasText: '阳光雅居' }).click();
  await page.getByRole('button', { name: '消防安全 明细' }).click();
  await expect(page).toHaveURL(/#\/complex\/detail\/1499\/fire\/0$/);
  await expect(page.getByText('阳光雅居 · 消防安全')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '烟感报警' }).first()).toBeVisible();
  await expect(page.getByText(/^共 \d+ 条$/)).toBeVisible();
  await page.getByRole('button', { name: '安全趋势' }).click();
  await expect(page).toHaveURL(/#\/complex\/trend\?depId=1499$/);
  await expect(page.getByRole('img', { name: /^阳光雅居安全趋势/ })).toBeVisible();

  await page.goto('/#/complex/detail/1499/nothing/0');
  await expect(page.getByText('安全场景不存在：nothing')).toBeVisible();
});

test('02 §2 统计分析: changing the range refetches the statistics', async ({ page }) => {
  await open(page, '/complex/statistics');
  await expect(page.getByText(/^统计分析（\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}）$/)).toBeVisible();
  const summary = page.getByRole('table');
  await expect(summary.getByRole('row').filter({ hasText: '出入记录' })).toBeVisible();
  const refetch = page.waitForRequest(
    (r) => r.url().includes('/analysis/statistics/v2') && r.url().includes('beginDate'),
  );
  const picker = page.getByLabel('统计日期').first();
  await picker.click();
  await page.locator('.ant-picker-cell-in-view').first().click();
  await page.locator('.ant-picker-cell-in-view').nth(9).click();
  const request = await refetch;
  const url = new URL(request.url());
  expect(url.searchParams.get('beginDate')).toMatch(/-01$/);
  expect(url.searchParams.get('endDate')).toMatch(/-10$/);
  await expect(page.getByText(/^统计分析（\d{4}-\d{2}-01 至 \d{4}-\d{2}-10）$/)).toBeVisible();
});

test('02 §2 立体防控: buildings render and a pushed alert appears as a marker and in the list', async ({
  page,
  request,
}) => {
  await open(page, '/complex/PreventionAndControl');
  const view = page.getByRole('group', { name: '小区立体视图' });
  await expect(view.getByRole('button', { name: /^楼栋 \d+栋$/ }).first()).toBeVisible();
  await view.getByRole('button', { name: '楼栋 2栋' }).click();
  await expect(page.getByText('楼栋详情 · 2栋')).toBeVisible();
  await expect(page.getByTestId('alert-marker')).toHaveCount(0);
  // the alert channel is open before the push
  await expect.poll(async () => (await request.get('/__mock/realtime')).json()).toMatchObject({ alert: 1 });
  const before = await page.getByTestId('alert-list').getByRole('listitem').count();
  const pushed = await request.post('/__mock/alerts', { data: { type: 'car', depId: 1499 } });
  expect(pushed.ok()).toBe(true);
  await expect(page.getByTestId('alert-marker')).toHaveCount(1);
  await expect(page.getByTestId('alert-list').locator('li.aw-flash')).toHaveCount(1);
  expect(await page.getByTestId('alert-list').getByRole('listitem').count()).toBeGreaterThanOrEqual(
    Math.min(before + 1, 30),
  );
});

test('02 §2 疫情防控演示: the key figures are the API numbers', async ({ page }) => {
  const answer = page.waitForResponse((r) => r.url().includes('/analysis/epidemic/demo/v2'));
  await open(page, '/complex/EpidemicPreventionDemo');
  const body = (await (await answer).json()) as { object: { figures: Record<string, number> } };
  for (const [key, value] of Object.entries(body.object.figures)) {
    await expect(page.getByTestId(`figure-${key}`)).toContainText(String(value));
  }
});
