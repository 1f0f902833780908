// Bulk import and export in Chromium (02 §4 "Bulk import dialog" and "Export flow", §5, §7; 01 §2.1
// Report page, §8 import/export messages): an .xlsx of residents with bad rows goes in through the
// Report page's import dialog, the 01 §8 messages link to the Report page, the per-row errors and the
// error report are there; the residents come back out through the export dialog and the SMS flow as a
// real .xlsx download.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { openSignedIn } from './module-pages';

interface Place {
  community: string;
  building: string;
  unit: string;
  rooms: string[];
}

/** Signs in as admin and waits for the notice channel (the 01 §8 messages come over it). */
async function signedIn(page: Page, request: APIRequestContext): Promise<string> {
  await openSignedIn(page, '/');
  await expect(page.getByRole('heading', { name: '控制台' })).toBeVisible();
  await expect
    .poll(async () => (await request.get('/__mock/realtime')).json())
    .toMatchObject({ noticeRegistered: 1, alert: 1 });
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('zhsq_token')!).value as string);
  return token;
}

/** A real community / building / unit / rooms of the seed, read through the tree API. */
async function placeOf(request: APIRequestContext, token: string): Promise<Place> {
  const nodes = async (node: string) => {
    const res = await request.get('/api/h_d/treeList/v2', {
      params: { node, limit: 100 },
      headers: { 'DOOR-Authorization': token },
    });
    return (
      (await res.json()) as { object: { content: { id: string; text: string; roomNumber?: string }[] } }
    ).object.content;
  };
  const [community] = await nodes('dep:-1');
  const [building] = await nodes(community!.id);
  const [unit] = await nodes(building!.id);
  const rooms = await nodes(unit!.id);
  return {
    community: community!.text,
    building: building!.text,
    unit: unit!.text,
    rooms: rooms.map((r) => r.roomNumber ?? r.text),
  };
}

async function residentsWorkbook(place: Place): Promise<Buffer> {
  const at = (i: number) => [place.community, place.building, place.unit, place.rooms[i]!];
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('住户信息');
  sheet.addRow(['小区名称*', '楼栋*', '单元*', '房号*', '姓名*', '手机号*', '住户类型*', '证件号码']);
  sheet.addRow([...at(0), '导入甲', '13711110001', '业主', '']); // row 2
  sheet.addRow([...at(0), '导入乙', '1371111', '家属', '']); // row 3: bad phone
  sheet.addRow([place.community, '99栋', place.unit, place.rooms[0]!, '导入丙', '13711110003', '业主', '']); // row 4
  sheet.addRow([...at(1), '导入丁', '13711110004', '租客', '']); // row 5
  return Buffer.from((await book.xlsx.writeBuffer()) as ArrayBuffer);
}

async function readDownload(download: Download): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

/**
 * Records the titles the 01 §8 messages take, in order: the processing message lasts only until the
 * task finishes (a few seconds), too short to assert on a busy machine by looking at the page.
 */
async function recordNoticeTitles(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __noticeTitles: string[] }).__noticeTitles = seen;
    const read = () => {
      for (const title of document.querySelectorAll('.ant-notification-notice-title')) {
        const text = title.textContent ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

const noticeTitles = (page: Page) =>
  page.evaluate(() => (window as unknown as { __noticeTitles: string[] }).__noticeTitles);

const rowValues = (sheet: ExcelJS.Worksheet, r: number) => (sheet.getRow(r).values as unknown[]).slice(1);

test('imports an .xlsx of residents with bad rows and exports them back through the SMS flow', async ({
  page,
  request,
}, testInfo) => {
  // two tasks of a few seconds each, and three downloads read back
  test.setTimeout(90_000);
  const token = await signedIn(page, request);
  const place = await placeOf(request, token);

  // ---- the Report page (01 §2.1) and its import dialog (02 §4) ----
  await page.goto('/#/report/index');
  await expect(page.getByRole('tab', { name: '导入' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: '导出' })).toBeVisible();
  await page.getByRole('button', { name: '导入住户' }).click();
  const importDialog = page.getByRole('dialog', { name: '导入住户' });
  await expect(importDialog.getByText('单次导入不超过10000行数据')).toBeVisible();

  const templateDownload = page.waitForEvent('download');
  await importDialog.getByRole('button', { name: '下载导入模板' }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe('住户信息导入模板.xlsx');
  expect(rowValues(await readDownload(template), 1)).toEqual([
    '小区名称*',
    '楼栋*',
    '单元*',
    '房号*',
    '姓名*',
    '手机号*',
    '住户类型*',
    '证件号码',
  ]);

  // 02 §5: nothing chosen yet
  await importDialog.getByRole('button', { name: '开始导入' }).click();
  await expect(page.getByText('请先上传数据文件')).toBeVisible();

  await importDialog.locator('input[type="file"]').setInputFiles({
    name: '住户批量导入.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await residentsWorkbook(place),
  });
  await page.screenshot({ path: testInfo.outputPath('import-dialog-1440.png') });
  // 01 §5: an upload that fails keeps the dialog open with the reason
  await page.route('**/api/datapump/im_ex/v2', (route) => route.abort('internetdisconnected'));
  await importDialog.getByRole('button', { name: '开始导入' }).click();
  await expect(page.getByText('上传失败：网络连接失败，请检查网络后重试')).toBeVisible();
  await expect(importDialog).toBeVisible();
  await expect(importDialog.getByText('住户批量导入.xlsx')).toBeVisible();
  await page.unroute('**/api/datapump/im_ex/v2');
  // … and a successful one closes it, with the result message
  await recordNoticeTitles(page);
  await importDialog.getByRole('button', { name: '开始导入' }).click();
  await expect(importDialog).toBeHidden();

  // ---- 01 §8: 数据正在导入中, then 导入成功, with the link to the Report page ----
  await expect.poll(() => noticeTitles(page)).toEqual(['数据正在导入中', '导入成功']);
  const importNotice = page.locator('.ant-notification-notice').filter({ hasText: '住户批量导入.xlsx' });
  await importNotice.getByRole('button', { name: '前往报表中心' }).click();
  await expect(page).toHaveURL(/#\/report\/index\?tab=import$/);

  const importRow = page.getByRole('row').filter({ hasText: '住户批量导入.xlsx' });
  await expect(importRow.getByText('已完成')).toBeVisible();
  await expect(importRow.getByRole('cell', { name: '4', exact: true })).toBeVisible();
  await expect(importRow.getByRole('cell', { name: '2', exact: true })).toHaveCount(2); // 成功 2, 失败 2
  await importRow.getByRole('button', { name: /展开行|Expand row/ }).click();
  const details = page.getByRole('list', { name: '失败明细' });
  await expect(details).toContainText('第 3 行：手机号格式不正确');
  await expect(details).toContainText('第 4 行：楼栋不存在：99栋');
  await page.screenshot({ path: testInfo.outputPath('report-import-1440.png'), fullPage: true });

  const reportDownload = page.waitForEvent('download');
  await importRow.getByRole('button', { name: '下载错误报告' }).click();
  const report = await reportDownload;
  expect(report.suggestedFilename()).toBe('住户批量导入_错误报告.xlsx');
  const reportSheet = await readDownload(report);
  expect(reportSheet.rowCount).toBe(3);
  expect(rowValues(reportSheet, 2)[0]).toBe(3);
  expect(rowValues(reportSheet, 2).at(-1)).toBe('手机号格式不正确');

  // ---- the export dialog and the SMS flow (02 §4 "Export flow") ----
  await page.getByRole('tab', { name: '导出' }).click();
  await page.getByRole('button', { name: '导出住户' }).click();
  const exportDialog = page.getByRole('dialog', { name: '导出住户' });
  await expect(exportDialog.getByText('默认模板（不可编辑）')).toBeVisible();
  await expect(exportDialog.getByRole('button', { name: '保存模板' })).toBeDisabled();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('export-dialog-1280.png') });
  await page.setViewportSize({ width: 1440, height: 900 });
  await exportDialog.getByRole('button', { name: '导出', exact: true }).click();

  const sms = page.getByRole('dialog', { name: '导出验证' });
  await expect(sms.getByRole('textbox', { name: '手机号' })).toHaveValue('138****8000');
  await sms.getByRole('button', { name: '确认导出' }).click();
  await expect(sms.getByText('请输入验证码')).toBeVisible();
  await sms.getByRole('button', { name: '获取验证码' }).click();
  await expect(sms.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();
  // the mock's code is the last 4 digits of the number (docs/adr/0031)
  await sms.getByRole('textbox', { name: '验证码' }).fill('8000');
  await page.screenshot({ path: testInfo.outputPath('sms-dialog-1440.png') });
  await recordNoticeTitles(page);
  await sms.getByRole('button', { name: '确认导出' }).click();
  await expect(sms).toBeHidden();
  await expect(exportDialog).toBeHidden();
  await expect.poll(() => noticeTitles(page)).toEqual(['文件正在生成中', '您需要的数据已经导出']);

  // newest first: the export just made heads the list
  const exportRow = page.getByRole('row').filter({ hasText: '已完成' }).first();
  await expect(exportRow).toContainText(/住户信息_\d{14}\.xlsx/);
  await expect(exportRow.getByRole('button', { name: '下载' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('report-export-1440.png'), fullPage: true });
  const exportDownload = page.waitForEvent('download');
  await exportRow.getByRole('button', { name: '下载' }).click();
  const exported = await exportDownload;
  expect(exported.suggestedFilename()).toMatch(/^住户信息_\d{14}\.xlsx$/);
  const sheet = await readDownload(exported);
  expect(rowValues(sheet, 1)).toEqual(['小区', '房屋', '姓名', '手机号', '住户类型', '证件号码', '授权期限']);
  const names: unknown[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) names.push(row.getCell(3).value);
  });
  expect(names).toEqual(expect.arrayContaining(['导入甲', '导入丁']));
  expect(names).not.toContain('导入乙');
  expect(names).not.toContain('导入丙');
  // 01 §4: the report-ready push came while the Report page was open: no dot left behind
  await expect(page.getByRole('button', { name: '任务菜单' })).toBeVisible();
});

test('the task menu dot and the 01 §8 message link open the Report page on the right tab', async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  await request.post('/__mock/push', { data: { event: 'push', payload: { export: 1 } } });
  await request.post('/__mock/push', {
    data: { event: 'export', payload: { status: 'success', dataType: 'resident', dataTypeName: '住户信息' } },
  });
  const notice = page.locator('.ant-notification-notice').filter({ hasText: '您需要的数据已经导出' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: '前往报表中心' }).click();
  await expect(page).toHaveURL(/#\/report\/index\?tab=export$/);
  await expect(page.getByRole('tab', { name: '导出' })).toHaveAttribute('aria-selected', 'true');
  // the seeded history of the account: yesterday's resident export
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /住户信息_\d{14}\.xlsx/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '任务菜单' })).toBeVisible(); // the dot is gone
});
