// 02-modules §4 "Bulk import dialog" / "Export flow", §5: the resource-backed import targets and export
// sources. Real .xlsx files go through runImport: bad rows report the add operation's own message with
// their Excel row number and write nothing, good rows land in the resource's list; exports list what
// the page operation shows for the same filters and account.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { importTemplateFile, runExport, runImport } from '../run.js';
import { dataTypeOf } from '../catalogue.js';
import { testStore } from '#mock/test-support/testing.js';
import type { UserRecord } from '#mock/store/index.js';
import type { Store } from '#mock/domains/store.js';
import { visibleCommunities } from '../../tree/tree.js';
import { runOperation } from './operations.js';

async function workbook(headers: string[], rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('数据');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from((await book.xlsx.writeBuffer()) as ArrayBuffer);
}

const userNamed = (store: Store, name: string) => store.users.find((u) => u.userName === name)!;

/** A demo user of this store (fresh per test) holding the keys of one more page (device and property pages need role 1). */
function withPage(user: UserRecord, authKey: string): UserRecord {
  user.permissions = [...(user.permissions as string[]), authKey];
  user.roleIds = [...user.roleIds, '1'];
  return user;
}

async function importRows(store: Store, type: string, headers: string[], rows: (string | number)[][]) {
  const admin = userNamed(store, 'admin');
  const data = await workbook(headers, rows);
  const submitted = store.datapump.submit(admin, {
    type: `${type}Import`,
    params: '{}',
    file: { filename: 'rows.xlsx', data },
  });
  if (!submitted.ok) throw new Error(submitted.message);
  return runImport(store, admin, submitted.value, { filename: 'rows.xlsx', data });
}

function exportRows(store: Store, user: UserRecord, type: string, filters: Record<string, unknown> = {}) {
  store.sms.send(user, { mobileNo: user.phone });
  const submitted = store.datapump.submit(user, {
    type: `${type}Export`,
    params: JSON.stringify(filters),
    smsCode: user.phone.slice(-4),
  });
  if (!submitted.ok) throw new Error(submitted.message);
  return runExport(store, user, submitted.value);
}

/** Every row the page operation answers for this user and query (the list the page shows). */
function pageRows(store: Store, user: UserRecord, operationId: string, query: Record<string, unknown> = {}) {
  const answer = runOperation(operationId, { store, user }, { query: { ...query, limit: 100_000 } }) as {
    object?: { records?: Record<string, unknown>[]; content?: Record<string, unknown>[] };
    data?: Record<string, unknown>[];
  };
  return answer.object?.records ?? answer.object?.content ?? answer.data ?? [];
}

const CAR_HEADERS = [
  '车牌号*',
  '车牌颜色*',
  '车辆类型*',
  '车主姓名*',
  '车主手机*',
  '小区名称*',
  '停车场*',
  '车辆类别*',
  '车位号',
];

describe('resource import target (02 §4 bulk import, §5)', () => {
  it('02 §4: vehicles — bad rows report 第 N 行 with the add operation message and write nothing', async () => {
    const store = testStore();
    const admin = userNamed(store, 'admin');
    const lot = store.resources.table('ParkLot').all()[0]!;
    const depName = store.communities.find((c) => c.depId === lot.depId)!.depName;
    const taken = String(store.resources.table('ParkVehicle').all()[0]!.plateNo);
    const before = store.resources.table('ParkVehicle').all().length;
    const car = (plate: string, phone = '13800138001', community = depName, lotName = String(lot.name)) => [
      plate,
      '蓝牌',
      '小型车',
      '王五',
      phone,
      community,
      lotName,
      '月租车',
      'A-001',
    ];
    const outcome = await importRows(store, 'car', CAR_HEADERS, [
      car('粤B12345'), // row 2: good
      car('粤B1234'), // row 3: plate pattern (x-message of the contract)
      car(taken), // row 4: unique plate (the add operation's 20409)
      car('粤B22345', '1380013'), // row 5: mobile rule
      car('粤B32345', '13800138003', '不存在的小区'), // row 6: community by name
      car('粤B42345', '13800138004', depName, '无此停车场'), // row 7: reference by name
      [...car('粤B52345').slice(0, 7), '包年车', ''], // row 8: option label
      car('粤B12345'), // row 9: the same plate again in one file
    ]);
    const errors = Object.fromEntries(outcome.rowErrors.map((e) => [e.row, e.message]));
    expect(outcome).toMatchObject({ status: 1, totalCount: 8, successCount: 1, failCount: 7 });
    expect(errors[3]).toBe('车牌号格式不正确（省份简称 + 字母 + 5 位（新能源 6 位），字母不含 I、O）');
    expect(errors[4]).toBe('车牌号已存在');
    expect(errors[5]).toBe('车主手机：请输入正确的手机号');
    expect(errors[6]).toBe('小区不存在或无权限：不存在的小区');
    expect(errors[7]).toBe('停车场不存在：无此停车场');
    expect(errors[8]).toBe('车辆类别只能是月租车、固定车位、免费车');
    expect(errors[9]).toBe('车牌号已存在');
    expect(store.resources.table('ParkVehicle').all()).toHaveLength(before + 1);
    const listed = pageRows(store, admin, 'parkVehiclePage', { plateNo: '粤B12345' });
    expect(listed).toEqual([
      expect.objectContaining({
        plateNo: '粤B12345',
        depName,
        parkLotName: lot.name,
        cardType: 1,
        status: 1,
      }),
    ]);
  });

  it('02 §4: rooms go into the side tree through the hierarchy add; a taken room number is refused', async () => {
    const store = testStore();
    const community = store.communities[0]!;
    const building = store.hierarchy.buildingsOf(community.depId)[0]!;
    const unit = store.hierarchy.unitsOf(building.buildingId)[0]!;
    const existing = store.hierarchy.roomsOf(unit.unitId)[0]!;
    const headers = ['小区名称*', '楼栋*', '单元*', '楼层*', '房号*', '建筑面积*', '房屋用途*', '房屋状态*'];
    const room = (number: string, unitName = unit.unitName, area: string | number = 88.5) => [
      community.depName,
      building.buildingName,
      unitName,
      9,
      number,
      area,
      '住宅',
      '空置',
    ];
    const outcome = await importRows(store, 'house', headers, [
      room('9X1'), // row 2: good
      room(existing.roomNumber), // row 3: hierarchy add refuses
      room('9X2', '九十九单元'), // row 4: unit by name
      room('9X3', unit.unitName, 'abc'), // row 5: not a number
      room('9X4', unit.unitName, 0), // row 6: schema minimum, with the field's title
    ]);
    const errors = Object.fromEntries(outcome.rowErrors.map((e) => [e.row, e.message]));
    expect(outcome).toMatchObject({ successCount: 1, failCount: 4 });
    expect(errors[3]).toBe('房号已存在');
    expect(errors[4]).toBe(`单元不存在：${building.buildingName}九十九单元`);
    expect(errors[5]).toBe('建筑面积应为数字');
    expect(errors[6]).toBe('建筑面积(㎡)应当为 >= 1');
    const added = store.hierarchy.roomsOf(unit.unitId).find((r) => r.roomNumber === '9X1');
    expect(added).toMatchObject({ floor: 9 });
    const admin = userNamed(store, 'admin');
    expect(
      pageRows(store, admin, 'propertyRoomPage', { node: `unit:${unit.unitId}`, roomNumber: '9X1' }),
    ).toEqual([
      expect.objectContaining({
        roomNumber: '9X1',
        area: 88.5,
        usage: 1,
        status: 3,
        depName: community.depName,
      }),
    ]);
  });

  it('02 §4: a community the account cannot see is refused like an unknown one', async () => {
    const store = testStore();
    const operator = withPage(userNamed(store, 'operator'), 'Staff');
    const seen = new Set(visibleCommunities(store.communities, operator).map((c) => c.depId));
    const hidden = store.communities.find((c) => !seen.has(c.depId));
    expect(hidden).toBeDefined();
    const data = await workbook(
      ['姓名*', '性别*', '手机号*', '岗位*', '服务小区*', '入职日期*'],
      [['赵六', '男', '13900139111', '保安', hidden!.depName, '2026/3/1']],
    );
    const submitted = store.datapump.submit(operator, {
      type: 'staffImport',
      params: '{}',
      file: { filename: 'staff.xlsx', data },
    });
    if (!submitted.ok) throw new Error(submitted.message);
    const outcome = await runImport(store, operator, submitted.value, { filename: 'staff.xlsx', data });
    expect(outcome.rowErrors).toEqual([{ row: 2, message: `小区不存在或无权限：${hidden!.depName}` }]);
  });
});

describe('datapump as an account without the page (roles are enforced)', () => {
  it('an export of a list the account may not read fails with the permission message', () => {
    const store = testStore();
    const outcome = exportRows(store, userNamed(store, 'operator'), 'doorDevice');
    expect(outcome).toMatchObject({ status: 2, reason: '无权限执行该操作，请联系管理员', totalCount: 0 });
    expect(outcome.file).toBeUndefined();
  });

  it('an import into a list the account may not write refuses every row and writes nothing', async () => {
    const store = testStore();
    const operator = userNamed(store, 'operator');
    const community = visibleCommunities(store.communities, operator)[0]!;
    const before = store.resources.table('Staff').all().length;
    const data = await workbook(
      ['姓名*', '性别*', '手机号*', '岗位*', '服务小区*', '入职日期*'],
      [['赵六', '男', '13900139111', '保安', community.depName, '2026/3/1']],
    );
    const submitted = store.datapump.submit(operator, {
      type: 'staffImport',
      params: '{}',
      file: { filename: 'staff.xlsx', data },
    });
    if (!submitted.ok) throw new Error(submitted.message);
    const outcome = await runImport(store, operator, submitted.value, { filename: 'staff.xlsx', data });
    expect(outcome.rowErrors).toEqual([{ row: 2, message: '无权限执行该操作，请联系管理员' }]);
    expect(store.resources.table('Staff').all()).toHaveLength(before);
  });
});

describe('import templates of the resource-backed types (02 §4 下载导入模板)', () => {
  it('02 §4: each template names the columns its target reads, required ones starred', () => {
    const headers = (type: string) => importTemplateFile(dataTypeOf(type)!)!.sheets[0]!.headers;
    expect(headers('car')).toEqual([
      '车牌号*',
      '车牌颜色*',
      '车辆类型*',
      '品牌颜色',
      '车主姓名*',
      '车主手机*',
      '小区名称*',
      '停车场*',
      '车辆类别*',
      '车位号',
      '有效期起',
      '有效期止',
      '备注',
    ]);
    expect(headers('house').slice(0, 8)).toEqual([
      '小区名称*',
      '楼栋*',
      '单元*',
      '楼层*',
      '房号*',
      '建筑面积*',
      '房屋用途*',
      '房屋状态*',
    ]);
    expect(headers('doorDevice')).toContain('设备序列号*');
    expect(headers('staff')).toContain('服务小区*');
    expect(headers('card')).toContain('卡号*');
    expect(importTemplateFile(dataTypeOf('inOutRecord')!)).toBeUndefined();
  });
});

describe('resource export source (02 §4 export flow)', () => {
  it('02 §4: exports the rows the page shows for the same filters, with labels and names as text', async () => {
    const store = testStore();
    const admin = userNamed(store, 'admin');
    const outcome = exportRows(store, admin, 'car', { vehicleType: 3, templateId: 'car-owner' });
    const expected = pageRows(store, admin, 'parkVehiclePage', { vehicleType: 3 });
    expect(expected.length).toBeGreaterThan(0);
    expect(outcome).toMatchObject({ status: 1, totalCount: expected.length });
    const sheet = outcome.file!.sheets[0]!;
    expect(sheet.headers).toEqual(['车牌号', '车主', '车主手机']);
    expect(sheet.rows.map((r) => r[0])).toEqual(expected.map((r) => r.plateNo));

    const all = exportRows(store, admin, 'car').file!.sheets[0]!;
    const header = (name: string) => all.headers.indexOf(name);
    expect(new Set(all.rows.map((r) => r[header('车辆类型')]))).toEqual(
      new Set(['小型车', '大型车', '新能源车']),
    );
    expect(all.rows.every((r) => typeof r[header('小区')] === 'string' && r[header('小区')] !== '')).toBe(
      true,
    );
  });

  it('02 §4: honours the account visibility and the tree node', () => {
    const store = testStore();
    const admin = userNamed(store, 'admin');
    const operator = withPage(userNamed(store, 'operator'), 'DoorDevice');
    const seen = new Set(visibleCommunities(store.communities, operator).map((c) => c.depName));
    const byOperator = exportRows(store, operator, 'doorDevice').file!.sheets[0]!;
    const byAdmin = exportRows(store, admin, 'doorDevice').file!.sheets[0]!;
    const community = byAdmin.headers.indexOf('小区');
    expect(byOperator.rows.length).toBeLessThan(byAdmin.rows.length);
    expect(byOperator.rows.every((r) => seen.has(String(r[community])))).toBe(true);

    const depId = store.communities[0]!.depId;
    const inCommunity = exportRows(store, admin, 'house', { node: `dep:${depId}` });
    expect(inCommunity.totalCount).toBe(
      pageRows(store, admin, 'propertyRoomPage', { node: `dep:${depId}` }).length,
    );
  });

  it('02 §4: residents export the 住户 list with the resident field codes', () => {
    const store = testStore();
    const admin = userNamed(store, 'admin');
    const depId = store.communities[0]!.depId;
    const outcome = exportRows(store, admin, 'resident', { depId });
    const expected = pageRows(store, admin, 'residentPage', { node: `dep:${depId}` });
    expect(outcome.totalCount).toBe(expected.length);
    const sheet = outcome.file!.sheets[0]!;
    const at = (name: string) => sheet.headers.indexOf(name);
    expect(sheet.rows.map((r) => r[at('姓名')])).toEqual(expected.map((r) => r.userName));
    expect(String(sheet.rows[0]![at('房屋')])).toMatch(/^.+ > .+ > .+ > .+$/);
    expect(
      sheet.rows.every((r) =>
        ['业主', '家属', '租客', '临时客人', '代理人'].includes(String(r[at('住户类型')])),
      ),
    ).toBe(true);
  });
});
