// Accessibility (docs/adr/0049): axe-core in Chromium — no serious or critical violation of WCAG 2.1 A/AA on
// the login page and on list pages after login (tree, search form, table, history tabs). axe-core is
// injected through the DevTools protocol (page.evaluate), so the console's Content-Security-Policy
// stays on.
import { seriousViolations } from './axe';
import { expect, login, test } from './fixtures';

// One console through the pages (each a step): the login page, then after signing in two list pages
// (the first stays kept-alive behind the second, hidden from the accessibility tree), then a tab closed
// from the keyboard. Steps instead of tests: a console's start is most of a test's time here.
test('the login page and the 门口机 and 住户管理 list pages have no serious or critical accessibility violation; a tab closes with Delete', async ({
  page,
}) => {
  await test.step('the login page', async () => {
    await page.goto('/#/login');
    await expect(page.getByRole('button', { name: /登\s?录/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
  await login(page, 'admin');
  // After the sign-in the console goes to its home page; a deep link before that would be overtaken.
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  for (const [title, path] of [
    ['门口机', '/#/estate/DoorDevice'],
    ['住户管理', '/#/user/resident'],
  ] as const) {
    await test.step(`the ${title} list page`, async () => {
      await page.goto(path);
      await expect(page.getByRole('tab', { name: title })).toHaveAttribute('aria-selected', 'true');
      await expect(
        page.getByRole('main').locator('.ant-table-row').filter({ visible: true }).first(),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
  await test.step('a history tab closes from the keyboard with Delete (the close buttons are for pointers)', async () => {
    // back by address: on a tab just clicked with the pointer, Delete closed nothing (seen; rc-tabs)
    await page.goto('/#/estate/DoorDevice');
    const tab = page.getByRole('tab', { name: '门口机' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await tab.focus();
    await page.keyboard.press('Delete');
    await expect(tab).toHaveCount(0);
  });
});
