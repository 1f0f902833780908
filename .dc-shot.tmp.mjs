import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3917';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const width = Number(process.env.W ?? 1440), height = Number(process.env.H ?? 900);
const page = await browser.newPage({ viewport: { width, height }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
const errors = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(String(e)));
await fetch(`${base}/__mock/notices`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"notices":[]}' });
await page.goto(`${base}/#/login`);
await page.getByLabel('用户名').fill('admin');
await page.getByLabel('密码').fill('Admin@2026');
await page.getByRole('button', { name: /登\s?录/ }).click();
await page.waitForTimeout(3000);
for (const p of paths) {
  await page.goto(`${base}/#${p}`);
  await page.waitForTimeout(2500);
  const name = p.replace(/[^\w]+/g, '_');
  await page.screenshot({ path: `/tmp/dc/${name}_${width}.png` });
  console.log('shot', p, errors.splice(0).join(' | '));
}
await browser.close();
