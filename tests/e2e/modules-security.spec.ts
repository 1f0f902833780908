// Module pages of 安防监控 (02 §2 security surveillance) in Chromium: every route of the group
// (but 视频监控 and 云视频, journeys of their own) opens from the side menu with content and no console
// error; 车辆布控 add (shared-rule messages, 02 §5) -> edit -> delete; 值班区域 on its hidden add/edit
// routes, and the delete-blocked dialog (02 §8) for an area with tasks; 处理 of an alarm; in/out
// records pushed live onto the 出入记录 page (01 §4); the smoke pop-up's link filters (01 §4).
import type { Locator, Page } from '@playwright/test';
import dayjs from 'dayjs';
import { expect, test } from './fixtures';
import { MENU_CRAWLS } from './menu-crawls';
import {
  button,
  confirmDelete,
  dialog,
  openedDialog,
  treeScopedList,
  expectEveryRouteOpensFromMenu,
  field,
  main,
  openSignedIn,
  pickOption,
  rowOf,
  rows,
  typeDate,
  watchErrors,
} from './module-pages';

test.describe.configure({ timeout: 90_000 });

/** Pages whose main content is not a table of records. */
const CONTENT: Record<string, (page: Page) => Locator> = {
  VehicleMonitor: (page) => main(page).getByText('东门入口车牌识别').filter({ visible: true }),
  SnapshotStatistics: (page) => main(page).locator('.ant-statistic:visible'),
  Tracking: (page) => button(main(page), '查询轨迹'),
};

test('02 §2: every route of 安防监控 opens from the menu with its content and no console error', async ({
  page,
  prismProxy,
}) => {
  await expectEveryRouteOpensFromMenu(page, {
    routes: MENU_CRAWLS.security,
    prism: prismProxy,
    expected: 36,
    content: (page, route) => (CONTENT[route.name] ?? rows)(page),
  });
});

test('02 §2 公区布控: 车辆布控 add (shared rules) -> edit -> delete', async ({ page }) => {
  const errors = watchErrors(page);
  await openSignedIn(page, '/#/security/CarControl');
  await expect(rows(page).first()).toBeVisible();

  await button(main(page), '新增').click();
  const add = dialog(page, '新增车辆布控');
  await add.getByLabel('车牌号').fill('粤E E2E01');
  await pickOption(page, add, '布控类型', '黑名单车辆');
  await add.getByLabel('车主姓名').fill('测试车主');
  await add.getByLabel('车主手机').fill('1391234567');
  await typeDate(add, '布控开始日期', '2026-12-01');
  await typeDate(add, '布控结束日期', '2027-11-30');
  await add.getByLabel('布控原因').fill('E2E 多次冲卡逃费');
  await button(add, '保存').click();
  // 02 §5: the shared rules with the spec's messages (no spaces; mobile).
  await expect(add.getByText('请输入汉字、字母、数字、符号')).toBeVisible();
  await expect(add.getByText('请输入正确的手机号')).toBeVisible();
  await add.getByLabel('车牌号').fill('粤E·E2E01');
  await add.getByLabel('车主手机').fill('13912345678');
  await button(add, '保存').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const row = rowOf(page, '粤E·E2E01');
  await expect(row).toContainText('黑名单车辆');
  await expect(row).toContainText('布控中');

  await button(row, '编辑').click();
  const edit = dialog(page, '编辑车辆布控');
  await expect(edit.getByLabel('车牌号')).toHaveValue('粤E·E2E01');
  await pickOption(page, edit, '布控状态', '已撤控');
  await button(edit, '保存').click();
  await expect(page.getByText('编辑成功')).toBeVisible();
  await expect(rowOf(page, '粤E·E2E01')).toContainText('已撤控');

  await confirmDelete(page, rowOf(page, '粤E·E2E01'));
  await expect(rowOf(page, '粤E·E2E01')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('02 §2 值班区域: add on add/:createId?, edit on edit/:depId, delete; an area with tasks is delete-blocked', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openSignedIn(page, '/#/security/dutyHome');
  await expect(rows(page).first()).toBeVisible();

  // 02 §8: 阳光雅居东门岗亭 still has delegated tasks.
  await field(main(page), '区域名称').fill('阳光雅居东门岗亭');
  await main(page)
    .getByRole('button', { name: /(^|\s)查\s?询$/ })
    .filter({ visible: true })
    .click();
  await expect(rows(page)).toHaveCount(1);
  await button(rowOf(page, '阳光雅居东门岗亭'), '删除').click();
  const blocked = await openedDialog(page, '操作提示');
  await expect(blocked.getByText('请解绑以下关系后才能正常删除')).toBeVisible();
  await expect(blocked.getByText('委派任务')).toBeVisible();
  await button(blocked, '知道了').click();
  await expect(rowOf(page, '阳光雅居东门岗亭')).toBeVisible();
  await button(main(page), '重置').click();

  await button(main(page), '新增').click();
  await expect(page).toHaveURL(/#\/security\/dutyHome\/add$/);
  await expect(main(page).locator('.ant-card-head-title').filter({ hasText: '新增值班区域' })).toBeVisible();
  const form = main(page);
  await field(main(page), '区域名称').fill('E2E 西门岗亭');
  await pickOption(page, form, '值守小区', '阳光雅居');
  await field(main(page), '值班室位置').fill('西门岗亭');
  await field(main(page), '值班负责人').fill('测试员');
  await field(main(page), '负责人手机').fill('2391234567');
  await button(form, '保存').click();
  await expect(form.getByText('请输入正确的手机号')).toBeVisible();
  await field(main(page), '负责人手机').fill('13912345678');
  // 两班倒 from 08:00 by default: the shifts show beside the form.
  await expect(form.getByText('08:00 – 20:00')).toBeVisible();
  await button(form, '保存').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(page).toHaveURL(/#\/security\/dutyHome$/);
  // The list behind its tab shows the new area (newest first).
  const created = rowOf(page, 'E2E 西门岗亭');
  await expect(created).toContainText('阳光雅居');
  await button(created, '编辑').click();
  await expect(page).toHaveURL(/#\/security\/dutyHome\/edit\/\d+$/);
  await expect(main(page).locator('.ant-card-head-title').filter({ hasText: '编辑值班区域' })).toBeVisible();
  await expect(field(main(page), '区域名称')).toHaveValue('E2E 西门岗亭');
  await expect(main(page).getByText('本区域有')).toBeVisible();
  await pickOption(page, main(page), '值守方式', '三班倒');
  await expect(main(page).getByText('16:00 – 00:00')).toBeVisible();
  await button(main(page), '保存').click();
  await expect(page.getByText('编辑成功')).toBeVisible();
  await expect(rowOf(page, 'E2E 西门岗亭')).toContainText('三班倒');

  await confirmDelete(page, rowOf(page, 'E2E 西门岗亭'));
  await expect(rowOf(page, 'E2E 西门岗亭')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('02 §2 公区预警: 处理 a door alarm records the result', async ({ page }) => {
  const errors = watchErrors(page);
  await openSignedIn(page, '/#/security/doorAlert');
  // NormalTree picks its first community: the row is read from that community's list.
  await treeScopedList(page, '阳光雅居');
  const open = rows(page)
    .filter({ has: page.getByRole('button', { name: '处理' }) })
    .first();
  await expect(open).toContainText('未处理');
  const alarmTime = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.exec(await open.innerText())![0];
  await open.getByRole('button', { name: '处理' }).click();
  const handle = dialog(page, '处理门禁告警');
  await button(handle, '确定').click();
  await expect(handle.locator('.ant-form-item-explain-error')).toHaveText('请选择处理结果');
  await pickOption(page, handle, '处理结果', '误报');
  await handle.getByLabel('处理备注').fill('E2E 现场核实为误报');
  await button(handle, '确定').click();
  await expect(page.getByText('处理成功')).toBeVisible();
  const handled = rowOf(page, alarmTime);
  await expect(handled).toContainText('已处理');
  await expect(handled.getByRole('button', { name: '处理' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('in/out records pushed for the chosen community show on top of 出入记录', async ({ page, request }) => {
  const errors = watchErrors(page);
  await openSignedIn(page, '/#/security/visitor');
  await expect(rows(page).first()).toBeVisible();
  await expect(main(page).getByText('暂无新的通行记录，门禁上报后会实时显示在这里')).toBeVisible();
  await expect
    .poll(async () => (await request.get('/__mock/realtime')).json())
    .toMatchObject({ inout: 1, inoutSubscribed: 1 });
  const response = await request.post('/__mock/inout', {
    data: { depId: 1499 },
  });
  const { frame } = (await response.json()) as {
    frame: { data: { personName: string; deviceName: string } };
  };
  const live = main(page).locator('.ant-card').filter({ hasText: '实时出入' });
  await expect(live.getByText(frame.data.personName)).toBeVisible();
  await expect(live.getByText('收到 1 条新记录')).toBeVisible();
  expect(errors).toEqual([]);
});

test('01 §4: the smoke pop-up link filters by community and today; 处理 uses the smoke handling call', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const today = dayjs().format('YYYY-MM-DD');
  await openSignedIn(page, `/#/security/SmokeWarning?depId=1499&time=${today}+00:00:00`);
  await expect(main(page).getByPlaceholder('开始日期')).toHaveValue(`${today} 00:00:00`);
  await expect(main(page).getByPlaceholder('结束日期')).toHaveValue(`${today} 23:59:59`);
  const open = rows(page).filter({ hasText: '未处理' }).first();
  await expect(open).toContainText('阳光雅居');
  const address = (await open.locator('td').first().innerText()).trim();
  await open.getByRole('button', { name: '处理' }).click();
  const handle = dialog(page, '处理烟感报警');
  await pickOption(page, handle, '处理结果', '设备测试');
  await button(handle, '确定').click();
  await expect(page.getByText('处理成功')).toBeVisible();
  await expect(rowOf(page, address).first()).toContainText('已处理');
  expect(errors).toEqual([]);
});
