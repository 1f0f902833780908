// Module pages of 系统管理 (02 §2 System management) in Chromium: every route of the group opens
// from the side menu with content and no console error; 系统账号 add (shared-rule messages, 02 §5) ->
// the new account logs in -> edit -> delete; the delete-blocked dialog (02 §8) for a role still held by
// accounts and for a floor plan that still has markers; 角色权限 ticks a page and the accounts holding
// the role get it in their menu; 关联账号; GIS地图 zooms into a city; 平面地图 places a device marker by
// clicking the plan. 系统自检 against the desktop
// simulators is in hardware.spec.ts (the one spec that may hold the fixed local ports).
import type { Locator, Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { MENU_CRAWLS } from './menu-crawls';
import { pixelStats } from './pixels';
import {
  breadcrumb,
  button,
  confirmDelete,
  expectEveryRouteOpensFromMenu,
  field,
  main,
  menu,
  openedDialog,
  openSignedIn,
  pickOption,
  rowOf,
  rows,
  typeDate,
  watchErrors,
} from './module-pages';

test.describe.configure({ timeout: 90_000 });

/** The account form (its labels repeat the list's column titles, so scope to it). */
const userForm = (page: Page) => main(page).locator('form#SystemUser-form');
const userField = (page: Page, label: string) => userForm(page).getByLabel(label, { exact: true });
/** 用户名 of the list's search form (the table header carries the same label). */
const searchUserName = (page: Page) => main(page).locator('input[id$="search_userName"]:visible');

/** Logs in through the login page with any user name (the accounts of 系统账号). */
async function loginAs(page: Page, userName: string, password: string): Promise<void> {
  await page.goto('/#/login');
  await page.getByLabel('用户名').fill(userName);
  await page.getByLabel('密码').fill(password);
  await button(page, '登录').click();
}

async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByText('退出', { exact: true }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/login/);
}

/** Pages whose main content is not a table of records. */
const CONTENT: Record<string, (page: Page) => Locator> = {
  test: (page) => main(page).getByRole('region', { name: '后台会话' }).getByText('会话有效'),
  SystemFramework: (page) => rows(page),
  AppParams: (page) => main(page).getByText('访客与通行'),
  GISMap: (page) => main(page).getByRole('img', { name: '小区分布地图' }),
  PlaneMap: (page) => main(page).getByRole('img', { name: /平面图$/ }),
};

test('02 §2: every route of 系统管理 opens from the menu with its content and no console error', async ({
  page,
  prismProxy,
}) => {
  await expectEveryRouteOpensFromMenu(page, {
    routes: MENU_CRAWLS.system,
    prism: prismProxy,
    expected: [
      'test',
      'SystemCompanion',
      'SystemFramework',
      'SystemAccount',
      'SystemRole',
      'SystemManagement',
      'AppParams',
      'FaceParameters',
      'CallChargeParameters',
      'SecurityParameter',
      'SystemParameters',
      'GISMap',
      'PlaneMap',
      'AlarmLinkage',
      'EstateDutyHome',
    ],
    content: (page, route) => (CONTENT[route.name] ?? rows)(page),
  });
});

test('02 §2 系统账号: add (shared rules) -> the account logs in -> edit -> delete', async ({ page }) => {
  const errors = watchErrors(page);
  await openSignedIn(page, '/#/system/systemManagement');
  await expect(rows(page).first()).toBeVisible();

  await button(main(page), '新增').click();
  await expect(breadcrumb(page)).toContainText('新增账号');
  await expect(main(page).getByText('新账号的初始密码为 Zhsq@2026')).toBeVisible();
  await userField(page, '用户名').fill('9e2e');
  await userField(page, '真实姓名').fill('测试1号');
  await userField(page, '手机号').fill('1381234567');
  await button(main(page), '保存').click();
  // 02 §5 shared rules with their messages (name, mobile) and the contract's user-name pattern.
  await expect(main(page).getByText('用户名格式不正确（字母开头，4-20 位字母、数字或下划线）')).toBeVisible();
  await expect(main(page).getByText('只能输入中文、字母和点（·）')).toBeVisible();
  await expect(main(page).getByText('请输入正确的手机号')).toBeVisible();

  await userField(page, '用户名').fill('e2e_zhangsan');
  await userField(page, '真实姓名').fill('张三');
  await userField(page, '手机号').fill('13812345678');
  await pickOption(page, main(page), '角色', '物业客服');
  await pickOption(page, main(page), '所属组织', '　广州天河物业服务有限公司');
  await button(main(page), '保存').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(page).toHaveURL(/#\/system\/systemManagement$/);
  await searchUserName(page).fill('e2e_zhangsan');
  await button(main(page), '查询').click();
  await expect(rowOf(page, 'e2e_zhangsan')).toContainText('物业客服');

  // The added account logs in with the initial password and gets the role's menu.
  await logout(page);
  await loginAs(page, 'e2e_zhangsan', 'Zhsq@2026');
  // A new account accepts the privacy agreement on its first login (01 §7).
  await page.getByRole('button', { name: '同意并继续' }).click();
  await expect(menu(page)).toBeVisible();
  await expect(menu(page)).toContainText('社区服务');
  await expect(menu(page)).not.toContainText('系统管理');
  await logout(page);
  // admin after another account on this browser starts from the police dashboard (01 §4)
  await login(page, 'admin');
  await expect(page).toHaveURL(/#\/complex\/DashboardPolice$/);

  await page.goto('/#/system/systemManagement');
  await searchUserName(page).fill('e2e_zhangsan');
  await button(main(page), '查询').click();
  await button(rowOf(page, 'e2e_zhangsan'), '编辑').click();
  await expect(page).toHaveURL(/systemManagement\/edit\?id=\d+/);
  await expect(userField(page, '用户名')).toHaveValue('e2e_zhangsan');
  await userField(page, '真实姓名').fill('张三丰');
  await button(main(page), '保存').click();
  await expect(page.getByText('编辑成功')).toBeVisible();
  await searchUserName(page).fill('e2e_zhangsan');
  await button(main(page), '查询').click();
  await expect(rowOf(page, 'e2e_zhangsan')).toContainText('张三丰');

  await confirmDelete(page, rowOf(page, 'e2e_zhangsan'));
  await expect(rowOf(page, 'e2e_zhangsan')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('02 §2 系统账号 新增: 保存 always answers — a save without an answer says why, a typed expiry date is kept', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openSignedIn(page, '/#/system/systemManagement');
  await expect(rows(page).first()).toBeVisible();
  await button(main(page), '新增').click();
  await userField(page, '用户名').fill('wangwu_e2e');
  await userField(page, '真实姓名').fill('王五');
  await userField(page, '手机号').fill('13912345678');
  await userField(page, '邮箱').fill('wangwu@example.com');
  await pickOption(page, main(page), '角色', '物业客服');
  // typed as an operator types a date, without the time and without 确定
  await userField(page, '到期时间').click();
  await userField(page, '到期时间').pressSequentially('2027-12-31');

  await test.step('the connection drops: 保存 says so and the form keeps its values', async () => {
    await page.route('**/api/s_sys/user/add/v2', (route) => route.abort('internetdisconnected'));
    await button(main(page), '保存').click();
    await expect(page.getByText('新增失败：网络连接失败，请检查网络后重试')).toBeVisible();
    await expect(page).toHaveURL(/systemManagement\/add/);
    await expect(userField(page, '用户名')).toHaveValue('wangwu_e2e');
    await page.unroute('**/api/s_sys/user/add/v2');
  });
  await test.step('保存 again: 新增成功 and the new row with its expiry date', async () => {
    await button(main(page), '保存').click();
    await expect(page.getByText('新增成功')).toBeVisible();
    await expect(page).toHaveURL(/#\/system\/systemManagement$/);
    await expect(rowOf(page, 'wangwu_e2e')).toContainText('2027-12-31 00:00:00');
  });
});

test('02 §2 人脸计费参数: the charge mode decides which price the plan needs (a rule of the contract)', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openSignedIn(page, '/#/system/faceParameters');
  await expect(rows(page).first()).toBeVisible();
  await button(main(page), '新增').click();
  const form = await openedDialog(page, '新增人脸计费方案');
  await field(form, '方案名称').fill('e2e 按次方案');
  await pickOption(page, form, '适用组织', '　广州天河物业服务有限公司');
  await pickOption(page, form, '计费方式', '按次计费');
  await field(form, '单价(元/次)').fill('0');
  await typeDate(form, '生效日期', '2026-12-01');
  await button(form, '保存').click();
  await expect(form.getByText('按次计费请填写大于 0 的单价')).toBeVisible();

  // 包月计费 drops the unit price rule and asks for the monthly fee instead
  await pickOption(page, form, '计费方式', '包月计费');
  await expect(form.getByText('按次计费请填写大于 0 的单价')).toBeHidden();
  await button(form, '保存').click();
  await expect(form.getByText('包月计费请填写包月费用')).toBeVisible();
  await field(form, '包月费用(元)').fill('199');
  await button(form, '保存').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(rowOf(page, 'e2e 按次方案')).toContainText('包月计费');
  expect(errors).toEqual([]);
});

test('02 §8: deleting a role still held by accounts shows the delete-blocked dialog', async ({ page }) => {
  await openSignedIn(page, '/#/system/SystemRole');
  await button(rowOf(page, '物业管理员'), '删除').click();
  const blocked = await openedDialog(page, '操作提示');
  await expect(blocked).toContainText('请解绑以下关系后才能正常删除');
  await expect(blocked.getByRole('list', { name: '关联关系' })).toContainText('持有该角色的账号');
  await blocked.getByRole('button', { name: '知道了' }).click();
  await expect(blocked).toBeHidden();
  await expect(rowOf(page, '物业管理员')).toHaveCount(1);
});

test('02 §2 角色权限 and 关联账号: a ticked page reaches the menu of the role’s accounts', async ({
  page,
}) => {
  await openSignedIn(page, '/#/system/SystemRole');
  await rowOf(page, '物业客服').getByRole('button', { name: '角色权限' }).click();
  await expect(page).toHaveURL(/SystemRoleDetail\?id=4/);
  const security = main(page).locator('.ant-card').filter({ hasText: '安防监控' }).last();
  await security.getByText('出入记录', { exact: true }).click();
  await button(main(page), '保存').click();
  await expect(page.getByText('保存成功')).toBeVisible();

  // th_kefu01 holds 物业客服: after the save its menu has 出入记录.
  await page.goto('/#/system/SystemRole');
  await rowOf(page, '物业客服').getByRole('button', { name: '关联账号' }).click();
  await expect(main(page).getByText('黄丽娟（th_kefu01）')).toBeVisible();
  await logout(page);
  await loginAs(page, 'th_kefu01', 'Zhsq@2026');
  await expect(menu(page)).toContainText('安防监控');
  await menu(page).getByText('安防监控').click();
  await expect(menu(page)).toContainText('出入记录');
});

test('02 §2 GIS地图: a city zooms in, a community shows its devices', async ({ page }) => {
  await openSignedIn(page, '/#/estate/GISMap');
  await main(page).getByRole('radiogroup').getByText('广州市', { exact: true }).click();
  await expect(main(page).locator('#gis-map-markers')).toContainText('阳光雅居');
  await main(page).locator('.ant-list-item').filter({ hasText: '阳光雅居' }).click();
  const detail = main(page).locator('.ant-card').filter({ hasText: '设备类型' });
  await expect(detail).toContainText('广东省广州市天河区');
  await expect(detail).toContainText('门口机');
});

test('02 §2 GIS地图: the offline base map draws the provinces, the city markers, and zooms with the wheel', async ({
  page,
}) => {
  await openSignedIn(page, '/#/estate/GISMap');
  const map = main(page).getByRole('img', { name: '小区分布地图' });
  // No tile provider configured: the offline base map.
  await expect(map).toHaveAttribute('data-map', 'offline');
  // Province names of the base map are drawn (SVG text), with many filled regions.
  for (const name of ['广东', '北京', '上海', '浙江', '四川', '新疆']) {
    await expect(map.locator('svg text').filter({ hasText: new RegExp(`^${name}$`) })).toHaveCount(1);
  }
  expect(await map.locator('svg path').count()).toBeGreaterThan(34);
  // One marker per city, in the colours of the community states.
  const markers = main(page).locator('#gis-map-markers li');
  await expect(markers).not.toHaveCount(0);
  expect(await markers.count()).toBeGreaterThanOrEqual(5);
  await expect(map.locator('svg text').filter({ hasText: /^广州市（\d+ 个小区）$/ })).toHaveCount(1);
  const stateFills = map.locator(
    'svg path[fill="#52c41a"], svg path[fill="#fa8c16"], svg path[fill="#f5222d"]',
  );
  expect(await stateFills.count()).toBeGreaterThanOrEqual(await markers.count());
  // The map is not blank: its pixels vary.
  const pixels = await pixelStats(page, await map.screenshot());
  expect(pixels.spread).toBeGreaterThan(10);
  expect(pixels.colours).toBeGreaterThan(20);
  // The wheel zooms in around the pointer.
  await expect(map).toHaveAttribute('data-zoom', '1.15');
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.7);
  await page.mouse.wheel(0, -400);
  await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeGreaterThan(1.2);
  await main(page)
    .getByRole('button', { name: /复\s?位/ })
    .click();
  await expect(map).toHaveAttribute('data-zoom', '1.15');
});

test('02 §2 平面地图: clicking the plan places a device marker', async ({ page }) => {
  await openSignedIn(page, '/#/estate/planeMap');
  const plan = main(page).getByRole('img', { name: '阳光雅居总平面图平面图' });
  await expect(plan).toBeVisible();
  // The plan's markers are loaded when the list under it counts them.
  const header = main(page).getByText(/^设备点位（\d+）$/);
  await expect(header).not.toHaveText('设备点位（0）');
  const before = Number(/\d+/.exec((await header.textContent()) ?? '')![0]);
  await expect(plan.getByLabel(/^点位 /)).toHaveCount(before);
  await main(page).getByRole('button', { name: '放置点位' }).click();
  await plan.click({ position: { x: 120, y: 80 } });
  const dialog = page.getByRole('dialog', { name: '新增设备点位' });
  await pickOption(page, dialog, '设备类型', '烟感设备');
  await dialog.getByLabel('设备名称').fill('东门岗亭烟感');
  await button(dialog, '保存').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(plan.getByLabel(/^点位 /)).toHaveCount(before + 1);
  await expect(header).toHaveText(`设备点位（${before + 1}）`);
  await expect(plan.getByLabel('点位 东门岗亭烟感')).toBeVisible();
});

test('02 §8 平面地图: a plan that still has markers shows the delete-blocked dialog', async ({ page }) => {
  await openSignedIn(page, '/#/estate/planeMap');
  await expect(main(page).getByRole('img', { name: '阳光雅居总平面图平面图' })).toBeVisible();
  await main(page).getByRole('button', { name: '删除阳光雅居总平面图' }).click();
  const blocked = await openedDialog(page, '操作提示');
  await expect(blocked).toContainText('请解绑以下关系后才能正常删除');
  await expect(blocked.getByRole('list', { name: '关联关系' })).toContainText('设备点位');
  await blocked.getByRole('button', { name: '知道了' }).click();
  await expect(blocked).toBeHidden();
  await expect(main(page).getByRole('button', { name: '删除阳光雅居总平面图' })).toBeVisible();
});

test('02 §2 系统参数: built-in parameters offer no 删除 and cannot be ticked; added ones can', async ({
  page,
}) => {
  await openSignedIn(page, '/#/system/parameters');
  const builtIn = rowOf(page, 'retention.alarmDays');
  await expect(builtIn).toBeVisible();
  await expect(builtIn.getByRole('button', { name: '编辑' })).toBeVisible();
  await expect(builtIn.getByRole('button', { name: '删除' })).toHaveCount(0);
  await expect(builtIn.getByRole('checkbox')).toBeDisabled();
  const added = rowOf(page, 'ui.noticeInterval');
  await expect(added.getByRole('button', { name: '删除' })).toBeVisible();
  await expect(added.getByRole('checkbox')).toBeEnabled();
});
