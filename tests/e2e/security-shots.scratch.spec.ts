import { login, test, expect } from './fixtures';
const ROUTES = process.env.SHOT_ROUTES!.split(',');
test('shots', async ({ page }) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.setViewportSize({ width: Number(process.env.SHOT_W ?? 1440), height: Number(process.env.SHOT_H ?? 900) });
  await login(page, 'admin');
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  for (const r of ROUTES) {
    await page.goto(`/#${r}`);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/sec-shots/${r.replace(/[/?=&:]/g, '_')}-${process.env.SHOT_W ?? 1440}.png` });
  }
  console.log('ERRORS', JSON.stringify(errors));
});
