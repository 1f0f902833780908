// 02-modules §4 "Bulk import dialog" / "Export flow", §5 import rules: real .xlsx files (built here with
// exceljs) go through the resident import target; exports come back as readable workbooks.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  ERROR_COLUMN,
  XLS_NOT_READABLE,
  importTemplateFile,
  renderFile,
  runExport,
  runImport,
} from './run.js';
import { exportSourceOf, importTargetOf } from './targets/index.js';
import { DATA_TYPES, dataTypeOf } from './catalogue.js';
import { MAX_IMPORT_ROWS } from './tasks.js';
import { readFirstSheet } from './xlsx.js';
import { testStore } from '../../test-support/testing.js';
import type { Store } from '../store.js';
import { OLE2_HEAD } from '../../test-support/upload-samples.js';

// exports run the resources' page operations (./targets/resource.ts)

const HEADERS = ['小区名称*', '楼栋*', '单元*', '房号*', '姓名*', '手机号*', '住户类型*', '证件号码'];

async function workbook(rows: (string | number)[][], headers = HEADERS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('住户信息');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from((await book.xlsx.writeBuffer()) as ArrayBuffer);
}

function place(store: Store, index = 0) {
  const community = store.communities[index]!;
  const building = store.hierarchy.buildingsOf(community.depId)[0]!;
  const unit = store.hierarchy.unitsOf(building.buildingId)[0]!;
  const rooms = store.hierarchy.roomsOf(unit.unitId);
  return { community, building, unit, rooms };
}

async function importFile(store: Store, data: Buffer, filename = '住户.xlsx', params = '{}', as = 'admin') {
  const user = store.users.find((u) => u.userName === as)!;
  const submitted = store.datapump.submit(user, {
    type: 'residentImport',
    params,
    file: { filename, data },
  });
  if (!submitted.ok) throw new Error(submitted.message);
  return runImport(store, user, submitted.value, { filename, data });
}

/** The 住户 list's rows (the Resident resource the resident import writes). */
const residents = (store: Store) => store.resources.table('Resident').all();

describe('resident import (02 §4, §5)', () => {
  it('an account without the 住户 page has every row refused, and no resident is written', async () => {
    const store = testStore();
    const operator = store.users.find((u) => u.userName === 'operator')!;
    const community = store.communities.find((c) => c.agentId === operator.agentId) ?? store.communities[0]!;
    const building = store.hierarchy.buildingsOf(community.depId)[0]!;
    const unit = store.hierarchy.unitsOf(building.buildingId)[0]!;
    const room = store.hierarchy.roomsOf(unit.unitId)[0]!;
    const data = await workbook([
      [
        community.depName,
        building.buildingName,
        unit.unitName,
        room.roomNumber,
        '张伟',
        '13700000001',
        '业主',
        '',
      ],
    ]);
    const before = residents(store).length;
    const outcome = await importFile(store, data, '住户.xlsx', '{}', 'operator');
    expect(outcome.rowErrors.map((e) => e.message)).toEqual(['无权限执行该操作，请联系管理员']);
    expect(residents(store).length).toBe(before);
  });

  it('imports the good rows whole and reports every bad row with its Excel row number', async () => {
    const store = testStore();
    const { community, building, unit, rooms } = place(store);
    const other = place(store, 1).community;
    const at = (room: number) => [
      community.depName,
      building.buildingName,
      unit.unitName,
      rooms[room]!.roomNumber,
    ];
    const data = await workbook([
      [...at(0), '张伟', 13700000001, '业主', '11010519491231002X'], // row 2: ok (number cell, lower-case rule)
      [...at(1), '李娜', '13700000002', '租客', ''], // row 3: ok
      [...at(0), '王芳', '1370000', '家属', ''], // row 4: bad phone
      [community.depName, '99栋', unit.unitName, '101', '赵磊', '13700000004', '业主', ''], // row 5
      [...at(2), '', '13700000005', '业主', ''], // row 6: empty name
      [...at(2), '孙丽', '13700000006', '房客', ''], // row 7: unknown type
      [...at(0), '张伟', '13700000001', '业主', ''], // row 8: duplicate of row 2
      [...at(3), '周杰', '13700000008', '业主', '110105194912310021'], // row 9: bad check digit
      ['不存在的小区', '1栋', '一单元', '101', '吴昊', '13700000009', '业主', ''], // row 10
      [], // empty rows are skipped
      [other.depName, '1栋', '一单元', '101', '郑爽', '13700000011', '业主', ''], // row 12: other community
    ]);
    const before = residents(store).length;
    const outcome = await importFile(store, data, '住户.xlsx', JSON.stringify({ depId: community.depId }));
    expect(outcome).toMatchObject({ status: 1, totalCount: 10, successCount: 2, failCount: 8 });
    expect(outcome.rowErrors).toEqual([
      { row: 4, message: '手机号格式不正确' },
      { row: 5, message: '楼栋不存在：99栋' },
      { row: 6, message: '姓名不能为空' },
      { row: 7, message: '住户类型只能是业主、家属、租客、临时客人、代理人' },
      { row: 8, message: '与第2行重复' },
      { row: 9, message: '证件格式不正确' },
      { row: 10, message: '小区不存在或无权限：不存在的小区' },
      { row: 12, message: `小区与导入时选择的小区不一致：${other.depName}` },
    ]);
    expect(residents(store).length).toBe(before + 2);
    const all = residents(store).filter((r) => r.depId === community.depId);
    expect(
      residents(store)
        .slice(before)
        .map((r) => [r.userName, r.phone, r.cardNo, r.source]),
    ).toEqual([
      ['张伟', '13700000001', '11010519491231002X', 2],
      ['李娜', '13700000002', null, 2],
    ]);
    expect(all.some((r) => r.userName === '王芳' || r.userName === '孙丽')).toBe(false);

    // the error report: row number, the row as typed, the reason
    const report = await readFirstSheet(await renderFile(outcome.file!));
    expect(report.headers).toEqual([
      '行号',
      '小区名称',
      '楼栋',
      '单元',
      '房号',
      '姓名',
      '手机号',
      '住户类型',
      '证件号码',
      ERROR_COLUMN,
    ]);
    expect(report.rows).toHaveLength(8);
    expect(report.rows[0]!.cells).toEqual([
      '4',
      community.depName,
      building.buildingName,
      unit.unitName,
      rooms[0]!.roomNumber,
      '王芳',
      '1370000',
      '家属',
      '',
      '手机号格式不正确',
    ]);
  });

  it('02 §5 authorization period: existing kept, owner/family unlimited, tenant/guest/agent 1 year', async () => {
    const store = testStore();
    const seeded = residents(store).find((r) => r.depId === store.communities[0]!.depId)!;
    seeded.authEndTime = '2027-03-01 00:00:00';
    const seededRoom = store.hierarchy
      .roomsOf(Number(seeded.unitId))
      .find((r) => r.roomNumberId === seeded.roomId)!;
    const { community, building, unit, rooms } = place(store);
    const at = (room: number) => [
      community.depName,
      building.buildingName,
      unit.unitName,
      rooms[room]!.roomNumber,
    ];
    const data = await workbook([
      [...at(0), '业主甲', '13600000001', '业主'],
      [...at(0), '家属乙', '13600000002', '家属'],
      [...at(1), '租客丙', '13600000003', '租客'],
      [...at(1), '客人丁', '13600000004', '临时客人'],
      [...at(1), '代理戊', '13600000005', '代理人'],
      [
        String(seeded.depName),
        String(seeded.buildingName),
        String(seeded.unitName),
        seededRoom.roomNumber,
        '改名',
        String(seeded.phone),
        '租客',
      ],
    ]);
    const outcome = await importFile(store, data);
    expect(outcome).toMatchObject({ status: 1, successCount: 6, failCount: 0 });
    expect(outcome.file).toBeUndefined();
    const byName = (name: string) => residents(store).find((r) => r.userName === name)!;
    expect(byName('业主甲').authEndTime).toBe('永久');
    expect(byName('家属乙').authEndTime).toBe('永久');
    for (const name of ['租客丙', '客人丁', '代理戊'])
      expect(byName(name).authEndTime).toBe('2027-11-21 09:30:00');
    expect(byName('改名')).toMatchObject({
      id: seeded.id,
      userType: 3,
      authEndTime: '2027-03-01 00:00:00',
    });
  });

  it('refuses a file that is not an Excel workbook by its content before any task is made', async () => {
    const store = testStore();
    for (const [data, filename] of [
      [Buffer.from('legacy'), '住户.xls'],
      [Buffer.from('not a zip'), '住户.xlsx'],
    ] as const)
      await expect(importFile(store, data, filename)).rejects.toThrow(
        '仅支持导入Excel（.xls .xlsx）格式，请调整后重试',
      );
  });

  it('fails the whole file with a reason: .xls, unreadable, wrong header, empty, over 10,000 rows', async () => {
    const store = testStore();
    const fail = (reason: string) => ({ status: 2, reason, successCount: 0, failCount: 0 });
    expect(await importFile(store, OLE2_HEAD, '住户.xls')).toMatchObject(fail(XLS_NOT_READABLE));
    // a zip (the xlsx container) that holds no workbook
    expect(await importFile(store, Buffer.from('PK\x03\x04 not a workbook', 'latin1'))).toMatchObject(
      fail('文件无法读取，请使用下载的导入模板填写'),
    );
    expect(await importFile(store, await workbook([['x']], ['姓名', '手机号']))).toMatchObject(
      fail('缺少表头 小区名称、楼栋、单元、房号、住户类型，请使用下载的导入模板'),
    );
    expect(await importFile(store, await workbook([]))).toMatchObject(fail('文件中没有数据'));
    const many = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => [
      '小区',
      '1栋',
      '一单元',
      '101',
      `人${i}`,
    ]);
    expect(await importFile(store, await workbook(many))).toMatchObject(
      fail('单次最多导入10000行，请拆分后重新导入'),
    );
  });

  it('fails when every row is bad, still with the error report', async () => {
    const store = testStore();
    const outcome = await importFile(
      store,
      await workbook([['无', '1栋', '一单元', '101', '某人', '13600000001', '业主']]),
    );
    expect(outcome).toMatchObject({
      status: 2,
      reason: '全部1行数据有误，请下载错误报告修改后重新导入',
      totalCount: 1,
      failCount: 1,
    });
    expect(outcome.file?.fileName).toBe('住户_错误报告.xlsx');
  });

  it('the import template is a real workbook: starred required headers and a 填写说明 sheet', async () => {
    const template = importTemplateFile(dataTypeOf('resident')!)!;
    expect(template.fileName).toBe('住户信息导入模板.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await renderFile(template)) as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['住户信息', '填写说明']);
    expect((book.worksheets[0]!.getRow(1).values as string[]).slice(1)).toEqual(HEADERS);
    expect(importTemplateFile(dataTypeOf('visitor')!)).toBeUndefined();
  });
});

describe('export (02 §4 "Export flow")', () => {
  it('writes the chosen columns of the visible residents into a readable .xlsx', async () => {
    const store = testStore();
    const admin = store.users.find((u) => u.userName === 'admin')!;
    store.sms.send(admin, { mobileNo: admin.phone });
    const depId = store.communities[0]!.depId;
    const submitted = store.datapump.submit(admin, {
      type: 'residentExport',
      params: JSON.stringify({
        depId,
        fields: [
          { code: 'userName', alias: '住户姓名' },
          { code: 'authEndTime', alias: '' },
        ],
      }),
      smsCode: admin.phone.slice(-4),
    });
    if (!submitted.ok) throw new Error(submitted.message);
    const outcome = runExport(store, admin, submitted.value);
    // the 住户 list of that community (the Resident resource the import also writes)
    const residents = store.resources.table('Resident').all();
    const expected = residents.filter((r) => r.depId === depId).sort((a, b) => b.id - a.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(outcome).toMatchObject({ status: 1, totalCount: expected.length, successCount: expected.length });
    const sheet = await readFirstSheet(await renderFile(outcome.file!));
    expect(sheet.headers).toEqual(['住户姓名', '授权期限']);
    expect(sheet.rows.map((r) => r.cells[0])).toEqual(expected.map((r) => r.userName));
    expect(sheet.rows.every((r) => r.cells[1] === '永久' || /^\d{4}-/.test(r.cells[1]!))).toBe(true);
  });

  it('02 §4: every data type of the catalogue exports; the ones with a template import', () => {
    const importable = DATA_TYPES.filter((t) => importTargetOf(t.key)).map((t) => t.key);
    expect(DATA_TYPES.every((t) => exportSourceOf(t.key))).toBe(true);
    expect(importable).toEqual(['resident', 'house', 'car', 'card', 'doorDevice', 'staff']);
  });
});
