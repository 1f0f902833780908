import { expect, login, test } from './fixtures';

const PAGES: [string, string][] = [
  ['test', '/system/test'],
  ['companion', '/system/SystemCompanion'],
  ['companion-add', '/system/SystemCompanion/add'],
  ['companion-detail', '/system/SystemCompanion/detail/3'],
  ['framework', '/system/SystemFramework'],
  ['account', '/system/account'],
  ['role', '/system/SystemRole'],
  ['role-accounts', '/system/SystemRole/add?id=4'],
  ['role-detail', '/system/RoleDetail?id=3'],
  ['role-perm', '/system/SystemRoleDetail?id=3'],
  ['users', '/system/systemManagement'],
  ['users-add', '/system/systemManagement/add'],
  ['users-edit', '/system/systemManagement/edit?id=2'],
  ['app-params', '/system/appParams'],
  ['face', '/system/faceParameters'],
  ['call', '/system/callChargeParameters'],
  ['security', '/system/securityParameter'],
  ['security-add', '/system/editSecurityModel'],
  ['params', '/system/parameters'],
  ['gis', '/estate/GISMap'],
  ['plane', '/estate/planeMap'],
  ['linkage', '/estate/alarmLinkage'],
  ['duty', '/estate/dutyHome'],
  ['duty-add', '/estate/dutyHome/add'],
];

for (const size of [{ width: 1440, height: 900 }, { width: 1280, height: 800 }]) {
  test(`shots ${size.width}`, async ({ page }) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.setViewportSize(size);
    await login(page, 'admin');
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    for (const [name, path] of PAGES) {
      if (process.env.ONLY && !process.env.ONLY.split(',').includes(name)) continue;
      if (size.width === 1280 && !['gis', 'plane', 'role-perm', 'framework', 'test', 'app-params', 'role-accounts', 'users'].includes(name)) continue;
      await page.goto(`/#${path}`);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shots/${size.width}-${name}.png`, fullPage: false });
      if (errors.length) console.log(name, errors.splice(0));
    }
  });
}
