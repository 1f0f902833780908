// Bulk import / export from the module pages (02 §4 "Bulk import dialog", "Export flow", §5; 01 §2.1
// Report page): 房屋 exports from its own list through the SMS flow and the task is done in 报表中心; an
// .xlsx of vehicles with one bad row goes in from 车辆管理: the good vehicle is in the list, the bad row's
// error (第 N 行：the add operation's message) is on the Report page.
import type { APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { openSignedIn } from './module-pages';

/** A parking lot of the seed and its community, read through the lot list like the page does. */
async function parkLot(
  request: APIRequestContext,
  token: string,
): Promise<{ name: string; depName: string }> {
  const res = await request.get('/api/park/lot/page/v2', {
    params: { page: 1, limit: 1 },
    headers: { 'DOOR-Authorization': token },
  });
  const [lot] = ((await res.json()) as { data: { name: string; depName: string }[] }).data;
  return lot!;
}

async function vehiclesWorkbook(lot: { name: string; depName: string }): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('车辆信息');
  sheet.addRow([
    '车牌号*',
    '车牌颜色*',
    '车辆类型*',
    '车主姓名*',
    '车主手机*',
    '小区名称*',
    '停车场*',
    '车辆类别*',
  ]);
  sheet.addRow(['粤B6E2E1', '蓝牌', '小型车', '导入车主', '13711112222', lot.depName, lot.name, '月租车']); // row 2
  sheet.addRow(['粤B6E2E2', '蓝牌', '小型车', '导入车主', '1371111', lot.depName, lot.name, '月租车']); // row 3: bad phone
  return Buffer.from((await book.xlsx.writeBuffer()) as ArrayBuffer);
}

test('02 §4: exports 房屋 from its page and imports vehicles with a bad row, both tracked in 报表中心', async ({
  page,
  request,
}, testInfo) => {
  // two tasks of 3 s each
  test.setTimeout(40_000);
  // ---- 房屋管理 → 导出 → template → SMS code (02 §4 "Export flow") ----
  await openSignedIn(page, '/#/estate/PropertyRoom');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('zhsq_token')!).value as string);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: '导出' }).click();
  const exportDialog = page.getByRole('dialog', { name: '导出房屋' });
  await expect(exportDialog.getByText('默认模板（不可编辑）')).toBeVisible();
  await expect(exportDialog.getByRole('textbox', { name: '房屋状态的导出列名' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('house-export-1440.png') });
  await exportDialog.getByRole('button', { name: '导出', exact: true }).click();
  const sms = page.getByRole('dialog', { name: '导出验证' });
  await sms.getByRole('button', { name: '获取验证码' }).click();
  // the mock's code is the last 4 digits of the number (docs/adr/0031)
  await sms.getByRole('textbox', { name: '验证码' }).fill('8000');
  await sms.getByRole('button', { name: '确认导出' }).click();
  await expect(exportDialog).toBeHidden();

  await page.goto('/#/report/index?tab=export');
  const exportRow = page.getByRole('row').filter({ hasText: /房屋信息_\d{14}\.xlsx/ });
  await expect(exportRow.getByText('已完成')).toBeVisible({ timeout: 10_000 });
  await expect(exportRow.getByRole('button', { name: '下载' })).toBeVisible();

  // ---- 车辆管理 → 导入 (02 §4 "Bulk import dialog") ----
  const lot = await parkLot(request, token);
  await page.goto('/#/park/vehicle');
  await expect(page.getByRole('columnheader', { name: '车牌号' })).toBeVisible();
  await page.getByRole('button', { name: '导入' }).click();
  const importDialog = page.getByRole('dialog', { name: '导入车辆' });
  await expect(importDialog.getByRole('button', { name: '下载导入模板' })).toBeVisible();
  await importDialog.locator('input[type="file"]').setInputFiles({
    name: '车辆批量导入.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await vehiclesWorkbook(lot),
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('car-import-1280.png') });
  await importDialog.getByRole('button', { name: '开始导入' }).click();
  await expect(importDialog).toBeHidden();

  // the good row is a vehicle of the list at once (the import writes through the add operation)
  await page.getByRole('textbox', { name: '车牌号' }).fill('粤B6E2E1');
  await page.getByRole('button', { name: /查\s?询/ }).click();
  await expect(page.getByRole('row').filter({ hasText: '粤B6E2E1' })).toContainText(lot.depName);

  await page.goto('/#/report/index?tab=import');
  const importRow = page.getByRole('row').filter({ hasText: '车辆批量导入.xlsx' });
  await expect(importRow.getByText('已完成')).toBeVisible({ timeout: 10_000 });
  await importRow.getByRole('button', { name: /展开行|Expand row/ }).click();
  await expect(page.getByRole('list', { name: '失败明细' })).toContainText(
    '第 3 行：车主手机：请输入正确的手机号',
  );
  await page.screenshot({ path: testInfo.outputPath('report-import-1440.png'), fullPage: true });
});
