// Module pages of 物业管理 (02 §2 Property) in Chromium: every route of the module opens from
// the side menu with data and no console error, and the hidden routes open by address; round trips
// through the UI — 住户 add (shared ID-card rule, 02 §5) -> edit -> delete; a new 小区 shows in the
// side tree; the 房屋详情 building tree adds, renames and deletes a building and refuses one with
// residents (02 §6, §8); 收费设置 add -> edit -> delete, a bill paid (02 §8 缴费成功) and a parking lot
// with vehicles delete-blocked; 班次管理 refuses to delete a shift a rule uses and deletes a free one.
import { expect, test } from './fixtures';
import { MENU_CRAWLS } from './menu-crawls';
import {
  breadcrumb,
  button,
  confirmDelete,
  contentOf,
  dialog,
  openedDialog,
  dropdown,
  expectEveryRouteOpensFromMenu,
  field,
  main,
  openSignedIn,
  pickHouse,
  pickOption,
  rowOf,
  rows,
  treeScopedList,
  visibleForm,
  watchErrors,
} from './module-pages';

test.describe.configure({ timeout: 120_000 });

test('02 §2 物业管理: every route opens from the side menu with data; hidden routes open by address', async ({
  page,
  prismProxy,
}) => {
  const errors = await expectEveryRouteOpensFromMenu(page, {
    routes: MENU_CRAWLS.property,
    prism: prismProxy,
    expected: { atLeast: 31 },
    // Table rows, statistics, descriptions, lists or a form; a table shows rows.
    content: contentOf('.ant-table-row, .ant-statistic, .ant-descriptions, .ant-list-item, .ant-form'),
    tableHasRows: true,
    extraTime: 30_000,
  });
  const hidden: [string, string, string][] = [
    ['/#/estate/RoomDetail/1499011011/dep/1499', '房屋详情', '楼栋结构'],
    ['/#/estate/PropertyCommunityEdit/edit/1499', '编辑小区', '所在地区'],
    ['/#/estate/UnitManagementEdit/edit/1499011', '编辑单元', '每层户数'],
    ['/#/user/PeoSearchDetail/440106198503122811', '人员详情', '居住房屋'],
    ['/#/user/Landlord/record/1', '变更记录', '登记房东'],
    ['/#/estate/paySituation/detail?id=1', '账单详情', '缴费记录'],
    ['/#/estate/payRecord/detail/1', '缴费详情', '缴费流水号'],
    ['/#/estate/chargeSet/edit?id=1', '编辑收费项', '计费示例'],
    ['/#/estate/chargeAccount/edit?id=1', '编辑收款账户', '开户名称'],
    ['/#/park/ParkLot/setting?parkLotId=1', '停车场设置', '临时车费用试算'],
  ];
  for (const [hash, title, text] of hidden) {
    await test.step(title, async () => {
      await page.goto(hash);
      await expect(breadcrumb(page)).toContainText(title);
      await expect(main(page).getByText(text).filter({ visible: true }).first()).toBeVisible();
      expect(errors, `console errors on ${hash}`).toEqual([]);
    });
  }
});

test('02 §2 住户: add (02 §5 ID-card rule) -> edit -> delete on the route pages', async ({ page }) => {
  const errors = watchErrors(page);
  await openSignedIn(page, '/#/user/resident');
  await expect(rows(page).first()).toBeVisible();
  await button(main(page), '新增').click();
  await expect(breadcrumb(page)).toContainText('新增住户');
  const form = visibleForm(page);
  await form.getByLabel('姓名', { exact: true }).fill('测试住户');
  await pickOption(page, form, '性别', '女');
  await form.getByLabel('手机号', { exact: true }).fill('13712345670');
  await form.getByLabel('身份证号', { exact: true }).fill('440106198503122812');
  await pickOption(page, form, '住户类型', '租客');
  await pickHouse(page, form, ['阳光雅居', '1栋', '一单元', '101']);
  await button(main(page), '保存').click();
  await expect(form.getByText('证件格式不正确')).toBeVisible();
  await form.getByLabel('身份证号', { exact: true }).fill('440106198503122811');
  await button(main(page), '保存').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const row = rowOf(page, '测试住户');
  await expect(row).toContainText('租客');
  await expect(row).toContainText('1栋一单元101');

  await button(row, '编辑').click();
  await expect(breadcrumb(page)).toContainText('编辑住户');
  const edit = visibleForm(page);
  await expect(edit.getByLabel('姓名', { exact: true })).toHaveValue('测试住户');
  await edit.getByLabel('手机号', { exact: true }).fill('13712345671');
  await button(main(page), '保存').click();
  await expect(page.getByText('编辑成功')).toBeVisible();
  const edited = rowOf(page, '13712345671');
  await expect(edited).toContainText('测试住户');

  await confirmDelete(page, edited);
  await expect(rowOf(page, '测试住户')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('01 §2.11 住户 paging: the next page is asked for at the click, once, before the list renders it; a page, a 查询 or the list shown again is asked for again', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const asked: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/resident/page/v2')) asked.push(Number(url.searchParams.get('page')));
  });
  await openSignedIn(page, '/#/user/resident');
  await treeScopedList(page);
  const pager = main(page).getByRole('navigation', { name: '分页' }).filter({ visible: true });
  // When the pager first shows a page as current (the list's render of the change), in page time.
  await pager.evaluate((nav) => {
    const seen: Record<string, number> = {};
    (window as unknown as { currentShownAt: Record<string, number> }).currentShownAt = seen;
    new MutationObserver(() => {
      const current = nav.querySelector('.ant-pagination-item-active')?.getAttribute('title');
      if (current && !(current in seen)) seen[current] = performance.now();
    }).observe(nav, { subtree: true, attributes: true, childList: true });
  });
  const firstRow = await rows(page).first().getAttribute('data-row-key');
  asked.length = 0;

  await pager.getByTitle('下一页').click();
  await expect(pager.locator('.ant-pagination-item-active')).toHaveAttribute('title', '2');
  await expect(rows(page).first()).not.toHaveAttribute('data-row-key', firstRow!);
  const { askedAt, shownAt } = await page.evaluate(() => ({
    askedAt: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/resident\/page\/v2\?.*\bpage=2\b/.test(entry.name))
      .map((entry) => entry.startTime),
    shownAt: (window as unknown as { currentShownAt: Record<string, number> }).currentShownAt['2']!,
  }));
  expect(asked).toEqual([2]);
  expect(askedAt).toHaveLength(1);
  expect(askedAt[0]).toBeLessThan(shownAt);

  // page 3, then back to page 2: asked for again, not taken from the earlier answer
  await pager.getByTitle('下一页').click();
  await expect(pager.locator('.ant-pagination-item-active')).toHaveAttribute('title', '3');
  await pager.getByTitle('上一页').click();
  await expect(pager.locator('.ant-pagination-item-active')).toHaveAttribute('title', '2');
  await expect.poll(() => asked).toEqual([2, 3, 2]);

  // 查询 twice with the same values asks twice; the list shown again after another page asks again
  const query = button(main(page).locator('form#Resident-search'), '查询');
  await query.click();
  await expect(pager.locator('.ant-pagination-item-active')).toHaveAttribute('title', '1');
  await expect.poll(() => asked).toEqual([2, 3, 2, 1]);
  await treeScopedList(page);
  await query.click();
  await expect.poll(() => asked).toEqual([2, 3, 2, 1, 1]);
  await treeScopedList(page);
  await page.evaluate(() => (location.hash = '#/estate/DoorDevice'));
  await expect(page.locator('.app-tabs .ant-tabs-tab-active')).toContainText('门口机');
  await page.evaluate(() => (location.hash = '#/user/resident'));
  await expect.poll(() => asked).toEqual([2, 3, 2, 1, 1, 1]);
  expect(errors).toEqual([]);
});

test('02 §2 小区列表: a new community (coordinate rule, area down to the street) is in the side tree', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openSignedIn(page, '/#/estate/PropertyRoom');
  await expect(rows(page).first()).toBeVisible();
  await page.goto('/#/estate/PropertyCommunity');
  // The rows of 房屋管理 (kept open behind) name the same community: wait for the new page first.
  await expect(breadcrumb(page)).toContainText('小区列表');
  await expect(rows(page).first()).toContainText('东方雅居');
  await button(main(page), '新增').click();
  await expect(breadcrumb(page)).toContainText('新增小区');
  const body = main(page);
  await field(body, '所在地区').click();
  for (const level of ['浙江省', '杭州市', '西湖区', '北山街道']) {
    await page
      .locator('.ant-cascader-menu-item:visible')
      .filter({ hasText: new RegExp(`^${level}$`) })
      .click();
  }
  await field(body, '小区名称').fill('翠苑三期');
  await pickOption(page, body, '小区类型', '住宅小区');
  await field(body, '所属组织').click();
  await dropdown(page).getByText('杭州西湖物业服务有限公司').click();
  await field(body, '详细地址').fill('文三路 188 号');
  await field(body, '经度').fill('120.1');
  await field(body, '纬度').fill('30.274100');
  await button(body, '保存').click();
  await expect(body.getByText('经度整数为0-180,小数部分为4到15位。')).toBeVisible();
  await field(body, '经度').fill('120.155100');
  await button(body, '保存').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(rowOf(page, '翠苑三期')).toContainText('浙江省 / 杭州市 / 西湖区 / 北山街道');

  // The NormalTree of 房屋管理 was loaded before: it reloads and lists the new community.
  await page.goto('/#/estate/PropertyRoom');
  // 24 seeded communities and the new one; the tree's filter finds it.
  // The shown tree: the community trees loaded ahead are also in the document, hidden.
  const tree = page.getByRole('complementary', { name: '小区树' });
  await expect(tree.getByText(/当前小区数.\s*25/)).toBeVisible();
  await tree.getByPlaceholder('请输入关键词').fill('翠苑');
  await expect(tree.locator('.ant-tree').getByText('翠苑三期')).toBeVisible();
  expect(errors).toEqual([]);
});

test('02 §6 房屋详情: the building tree adds, renames and deletes a building; one with residents is blocked', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openSignedIn(page, '/#/estate/RoomDetail/1499011011/dep/1499');
  const panel = main(page).locator('.building-tree-card');
  await expect(panel.getByText('一单元')).toBeVisible();
  const node = (text: string) =>
    panel
      .locator('.ant-tree-treenode')
      .filter({ hasText: new RegExp(`^${text}`) })
      .first();

  await node('阳光雅居').getByRole('button', { name: '新增楼栋' }).click();
  const add = dialog(page, /新增楼栋/);
  await button(add, '保存').click();
  await expect(add.getByText('请输入楼栋名称')).toBeVisible();
  await add.getByLabel('楼栋名称').fill('E2E楼');
  await button(add, '保存').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(node('E2E楼')).toBeVisible();

  await node('E2E楼').getByRole('button', { name: '编辑楼栋' }).click();
  const edit = dialog(page, /编辑楼栋/);
  await expect(edit.getByLabel('楼栋名称')).toHaveValue('E2E楼');
  await edit.getByLabel('楼栋名称').fill('E2E二号楼');
  await button(edit, '保存').click();
  await expect(page.getByText('编辑成功')).toBeVisible();
  await expect(node('E2E二号楼')).toBeVisible();

  await node('E2E二号楼').getByRole('button', { name: '删除楼栋' }).click();
  await button(page.getByRole('dialog'), '确定').click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(panel.getByText('E2E二号楼')).toHaveCount(0);

  // 1栋 has residents: 02 §8 delete-blocked dialog.
  await node('1栋').getByRole('button', { name: '删除楼栋' }).click();
  const blocked = await openedDialog(page, '操作提示');
  await expect(blocked).toContainText('请解绑以下关系后才能正常删除');
  await expect(blocked).toContainText('住户');
  await button(blocked, '知道了').click();
  expect(errors).toEqual([]);
});

test('02 §2 收费管理: 收费设置 add -> edit -> delete; a bill paid (02 §5 amount rule); a lot with vehicles is delete-blocked', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openSignedIn(page, '/#/estate/chargeSet');
  await expect(breadcrumb(page)).toContainText('收费设置');
  await expect(rows(page).first()).toBeVisible();
  await button(main(page), '新增').click();
  await expect(breadcrumb(page)).toContainText('新增收费项');
  const form = visibleForm(page);
  await form.getByLabel('收费项目', { exact: true }).fill('E2E 垃圾清运费');
  await pickOption(page, form, '所属小区', '阳光雅居');
  await form.getByText('固定金额', { exact: true }).click();
  await form.getByLabel('单价', { exact: true }).fill('0');
  await pickOption(page, form, '收款账户', '阳光雅居物业费专户');
  await button(form, '保存').click();
  await expect(form.getByText('请输入金额，应大于或等于0.01')).toBeVisible();
  await form.getByLabel('单价', { exact: true }).fill('15');
  await expect(form.getByText('每期固定 15.00 元 = 15.00 元')).toBeVisible();
  await button(form, '保存').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const row = rowOf(page, 'E2E 垃圾清运费');
  await expect(row).toContainText('15.00 元/期');

  await button(row, '编辑').click();
  await expect(breadcrumb(page)).toContainText('编辑收费项');
  const edit = visibleForm(page);
  await expect(edit.getByLabel('收费项目', { exact: true })).toHaveValue('E2E 垃圾清运费');
  await edit.getByLabel('收费项目', { exact: true }).fill('E2E 生活垃圾清运费');
  await button(edit, '保存').click();
  await expect(page.getByText('编辑成功')).toBeVisible();
  const edited = rowOf(page, 'E2E 生活垃圾清运费');
  await confirmDelete(page, edited);
  await expect(rowOf(page, 'E2E 生活垃圾清运费')).toHaveCount(0);

  // A bill: 缴费 with a bad amount, then the whole amount.
  await page.goto('/#/estate/paySituation');
  const unpaid = rowOf(page, '未缴').first();
  await button(unpaid, '缴费').click();
  const pay = dialog(page, '账单缴费');
  await pay.getByLabel('缴费金额(元)').fill('0');
  await button(pay, '确认收款').click();
  await expect(pay.getByText('请输入金额，应大于或等于0.01')).toBeVisible();
  await pay.getByLabel('缴费金额(元)').clear();
  await pay.getByLabel('缴费金额(元)').fill('9999999');
  await pay.getByLabel('缴费金额(元)').blur();
  await button(pay, '确认收款').click();
  await expect(page.getByText('缴费成功')).toBeVisible();

  // 02 §8: the first parking lot has registered vehicles.
  await page.goto('/#/park/ParkLot');
  const lot = rowOf(page, '南门地面停车场').first();
  await button(lot, '删除').click();
  const blocked = await openedDialog(page, '操作提示');
  await expect(blocked).toContainText('登记车辆');
  await button(blocked, '知道了').click();
  expect(errors).toEqual([]);
});

test('02 §8 班次管理: a shift a rule uses is delete-blocked; a free one is confirmed by name and deleted', async ({
  page,
}) => {
  await openSignedIn(page, '/#/attendance/class');
  const shift = (name: string) => main(page).locator('.ant-list-item').filter({ hasText: name });
  await shift('行政白班').click();
  await expect(main(page).getByText('编辑班次：行政白班')).toBeVisible();
  await button(main(page), '删除').click();
  const blocked = await openedDialog(page, '操作提示');
  await expect(blocked.getByRole('list', { name: '关联关系' })).toContainText('考勤规则');
  await blocked.getByRole('button', { name: '知道了' }).click();
  await expect(blocked).toBeHidden();

  await shift('保洁早班').click();
  await expect(main(page).getByText('编辑班次：保洁早班')).toBeVisible();
  await button(main(page), '删除').click();
  const confirm = await openedDialog(page);
  await expect(confirm).toContainText('确定删除“保洁早班”吗？');
  await button(confirm, '确定').click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(shift('保洁早班')).toHaveCount(0);
});
