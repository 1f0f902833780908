// The property module's handlers over HTTP: the hierarchy resources are the side tree's records,
// row actions (accredit, pay, supplement), the aggregates, and the side effects on generic writes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importTargetOf } from '../datapump/targets/index.js';
import { testApi, type TestApi } from '../../test-support/http.js';
import { visibleDepIds } from '../../lib/visibility.js';

let api: TestApi;
// The whole app compiles every operation's validators: slow on a busy machine.
beforeAll(async () => {
  api = await testApi();
}, 120_000);
afterAll(() => api.close());
beforeEach(() => api.app.mock.reset());

const store = () => api.app.mock.store;
const treeIds = async (node: string) =>
  (await api.get('/h_d/treeList/v2', { node, limit: 100 })).object.content as { id: string; text: string }[];

const community = {
  depName: '翠苑三期',
  sqType: 1,
  agentId: '4',
  provinceId: '330000',
  cityId: '330100',
  districtId: '330106',
  streetId: '330106001',
  address: '文三路 188 号',
  lng: '120.155100',
  lat: '30.274100',
};

describe('02 §2 小区列表: the side tree’s communities', () => {
  it('pages the communities the session sees, ids are depIds, with building and room counts', async () => {
    const body = await api.get('/h_d/community/page/v2', { limit: 5 });
    expect(body.code).toBe('0');
    const first = body.object.content[0];
    expect(store().communities.some((c) => c.depId === first.id)).toBe(true);
    expect(first.buildingCount).toBe(store().hierarchy.buildingsOf(first.id).length);
    expect(first.roomCount).toBeGreaterThan(0);
  });

  it('an added community is in the side tree at once, and an edit renames it there', async () => {
    const added = await api.form('/h_d/community/add/v2', community);
    expect(added).toMatchObject({ code: '0', message: '新增成功' });
    const id = added.object.id as number;
    expect(added.object).toMatchObject({ areaName: '浙江省 / 杭州市 / 西湖区 / 北山街道', buildingCount: 0 });
    expect((await treeIds('dep:-1')).some((n) => n.id === `dep:${id}` && n.text === '翠苑三期')).toBe(true);
    await api.form('/h_d/community/update/v2', { ...community, id, depName: '翠苑四期' });
    expect((await treeIds('dep:-1')).find((n) => n.id === `dep:${id}`)?.text).toBe('翠苑四期');
  });

  it('rejects an area chain that does not hold together and a duplicate name', async () => {
    expect((await api.form('/h_d/community/add/v2', { ...community, streetId: '440106001' })).code).toBe(
      '400',
    );
    const taken = store().communities[0]!.depName;
    expect(await api.form('/h_d/community/add/v2', { ...community, depName: taken })).toMatchObject({
      code: '20409',
      message: '小区名称已存在',
    });
  });

  it('02 §5: coordinates follow the shared longitude rule with its message', async () => {
    const body = await api.form('/h_d/community/add/v2', { ...community, lng: '120.1' });
    expect(body).toMatchObject({ code: '400', message: '经度整数为0-180,小数部分为4到15位。' });
  });
});

describe('02 §2 房屋详情 building tree: buildings, units and rooms are tree nodes', () => {
  it('adds a building, a unit with its rooms and a room; each shows in treeList', async () => {
    const depId = store().communities[23]!.depId;
    const building = await api.form('/h_d/building/add/v2', { depId, buildingName: 'A座', depType: 1 });
    expect(building.code).toBe('0');
    expect((await treeIds(`dep:${depId}`)).some((n) => n.id === `building:${building.object.id}`)).toBe(true);
    const unit = await api.form('/h_d/unit/add/v2', {
      depId,
      buildingId: building.object.id,
      unitName: '一单元',
      floors: 3,
      roomsPerFloor: 2,
      hasElevator: 0,
    });
    expect(unit.object).toMatchObject({ roomCount: 6, floors: 3, roomsPerFloor: 2 });
    const rooms = await treeIds(`unit:${unit.object.id}`);
    expect(rooms.map((r) => r.text)).toEqual(['101', '102', '201', '202', '301', '302']);
    const room = await api.form('/h_d/room/add/v2', {
      depId,
      buildingId: building.object.id,
      unitId: unit.object.id,
      floor: 3,
      roomNumber: '303',
      nickName: '物业用房',
      area: 45.5,
      usage: 3,
      status: 3,
    });
    expect(room.object.id).toBe(unit.object.id * 1000 + 33);
    expect((await treeIds(`unit:${unit.object.id}`)).at(-1)?.text).toBe('303(物业用房)');
  });

  it('a unit may grow but not shrink; duplicate names are refused', async () => {
    const unit = store().hierarchy.unitsOf(152201)[0]!;
    const row = (await api.get('/h_d/unit/detail/v2', { id: unit.unitId })).object;
    const base = {
      id: row.id,
      depId: row.depId,
      buildingId: row.buildingId,
      unitName: row.unitName,
      hasElevator: row.hasElevator,
    };
    const smaller = await api.form('/h_d/unit/update/v2', {
      ...base,
      floors: row.floors - 1,
      roomsPerFloor: row.roomsPerFloor,
    });
    expect(smaller.code).toBe('400');
    const taller = await api.form('/h_d/unit/update/v2', {
      ...base,
      floors: row.floors + 1,
      roomsPerFloor: row.roomsPerFloor,
    });
    expect(taller.object.roomCount).toBe(row.roomCount + row.roomsPerFloor);
    const other = store().hierarchy.unitsOf(152201)[1];
    if (other) {
      const clash = await api.form('/h_d/unit/update/v2', {
        ...base,
        unitName: other.unitName,
        floors: row.floors + 1,
        roomsPerFloor: row.roomsPerFloor,
      });
      expect(clash).toMatchObject({ code: '20409', message: '单元名称已存在' });
    }
  });

  it('02 §8: a building with residents is not deleted; its relations name them', async () => {
    const resident = store().resources.table('Resident').all()[0]!;
    const relations = await api.get('/h_d/building/relations/v2', { id: Number(resident.buildingId) });
    expect(relations.object).toContainEqual(expect.objectContaining({ label: '住户' }));
    expect((await api.form('/h_d/building/delete/v2', { ids: String(resident.buildingId) })).code).toBe(
      '20601',
    );
    expect(store().hierarchy.buildingById(Number(resident.buildingId))).toBeDefined();
  });

  it('a building added on a fresh store leaves the other modules’ seeds intact', async () => {
    // Seeds place rows on the live hierarchy: an empty building in the first community must not reach them.
    const building = (
      await api.form('/h_d/building/add/v2', { depId: 1499, buildingName: 'C座', depType: 1 })
    ).object;
    expect(await api.get('/h_d/building/relations/v2', { id: building.id })).toMatchObject({
      code: '0',
      object: [],
    });
    expect(api.app.mock.violations).toEqual([]);
  });

  it('an unbound building goes with its units and rooms', async () => {
    const depId = store().communities[23]!.depId;
    const building = (await api.form('/h_d/building/add/v2', { depId, buildingName: 'B座', depType: 1 }))
      .object;
    await api.form('/h_d/unit/add/v2', {
      depId,
      buildingId: building.id,
      unitName: '一单元',
      floors: 2,
      roomsPerFloor: 2,
      hasElevator: 0,
    });
    expect((await api.form('/h_d/building/delete/v2', { ids: String(building.id) })).code).toBe('0');
    expect((await treeIds(`dep:${depId}`)).some((n) => n.id === `building:${building.id}`)).toBe(false);
  });
});

describe('02 §2 住户管理 and 授权审核', () => {
  const place = { depId: 1499, buildingId: 149901, unitId: 1499011, roomId: 1499011011 };

  it('02 §5: the ID card follows the shared rule with its message; owners are authorised without end', async () => {
    const bad = await api.form('/u_r/resident/add/v2', {
      ...place,
      userName: '李四',
      gender: 1,
      phone: '13900001111',
      userType: 1,
      cardNo: '440106198503122812',
    });
    expect(bad).toMatchObject({ code: '400', message: '身份证号：证件格式不正确' });
    const ok = await api.form('/u_r/resident/add/v2', {
      ...place,
      userName: '李四',
      gender: 1,
      phone: '13900001111',
      userType: 3,
    });
    expect(ok.object).toMatchObject({ source: 1, authEndTime: '2027-11-21 09:30:00' });
  });

  it('approving an application registers the resident; an audited one cannot be audited again', async () => {
    const before = store().resources.table('Resident').all().length;
    const approved = await api.form('/u_r/accredit/approve/v2', { id: 40 });
    expect(approved.object).toMatchObject({ status: 1, auditorName: '系统管理员' });
    expect(store().resources.table('Resident').all().length).toBe(before + 1);
    expect(store().resources.table('Resident').all().at(-1)).toMatchObject({
      userName: approved.object.userName,
      source: 4,
    });
    expect(await api.form('/u_r/accredit/reject/v2', { id: 40, reason: '重复' })).toMatchObject({
      code: '20402',
    });
  });

  it('a rejection needs a reason', async () => {
    expect((await api.form('/u_r/accredit/reject/v2', { id: 39, reason: '  ' })).code).toBe('400');
    expect(
      (await api.form('/u_r/accredit/reject/v2', { id: 39, reason: '房号不符' })).object.rejectReason,
    ).toBe('房号不符');
  });

  it('02 §4: a bulk-imported resident row also lands in the 住户 table', () => {
    const target = importTargetOf('resident')!;
    const s = store();
    const c = s.communities[0]!;
    const b = s.hierarchy.buildingsOf(c.depId)[0]!;
    const u = s.hierarchy.unitsOf(b.buildingId)[0]!;
    const r = s.hierarchy.roomsOf(u.unitId)[0]!;
    const user = s.users.find((x) => x.userName === 'admin')!;
    const check = target.validateRow(
      {
        depName: c.depName,
        buildingName: b.buildingName,
        unitName: u.unitName,
        roomNumber: r.roomNumber,
        userName: '导入甲',
        phone: '13600009999',
        userType: '租客',
        cardNo: '',
      },
      { store: s, user, params: {} },
    );
    if (!check.ok) throw new Error(check.message);
    target.insert(check.row, { store: s, user, params: {} });
    expect(
      s.resources
        .table('Resident')
        .all()
        .find((x) => x.phone === '13600009999'),
    ).toMatchObject({
      userName: '导入甲',
      userType: 3,
      source: 2,
      roomId: r.roomNumberId,
    });
  });
});

describe('02 §2 房东: change records', () => {
  it('an edit leaves a record naming what changed; deleting the landlord takes its records', async () => {
    const landlord = (await api.get('/u_r/landlord/detail/v2', { id: 1 })).object;
    const { id, depName: _d, createTime: _c, updateTime: _u, ...values } = landlord;
    const edited = await api.form('/u_r/landlord/update/v2', {
      id,
      ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null)),
      rentedCount: landlord.propertyCount,
      bankName: '招商银行',
    });
    expect(edited.object.updateTime).toBe('2026-11-21 09:30:00');
    const records = (await api.get('/u_r/landlordRecord/page/v2', { landlordId: id })).object.records;
    expect(records[0].content).toContain('收款银行');
    expect(await api.form('/u_r/landlord/delete/v2', { ids: String(id) })).toMatchObject({ code: 0 });
    expect((await api.get('/u_r/landlordRecord/page/v2', { landlordId: id })).object.total).toBe(0);
  });
});

describe('02 §2 收费管理', () => {
  it('pays a bill in parts: 部分缴纳, then 已缴 with a payment record each; never more than owed', async () => {
    const bill = store().resources.table('Bill').get(1)!;
    const owed = Number(bill.amount);
    expect((await api.form('/e_c/bill/pay/v2', { id: 1, payMethod: 2, amount: owed + 1 })).code).toBe(
      '20403',
    );
    expect(await api.form('/e_c/bill/pay/v2', { id: 1, payMethod: 2, amount: 0 })).toMatchObject({
      code: '400',
      message: '本次缴费金额：请输入金额，应大于或等于0.01',
    });
    const part = await api.form('/e_c/bill/pay/v2', { id: 1, payMethod: 1, amount: 0.01 });
    expect(part).toMatchObject({ code: 0, message: '缴费成功', object: { status: 2, paidAmount: 0.01 } });
    const rest = await api.form('/e_c/bill/pay/v2', { id: 1, payMethod: 2 });
    expect(rest.object).toMatchObject({ status: 1, paidAmount: owed });
    const info = await api.get('/e_c/bill/info/v2', { id: 1 });
    expect(info.object.payments).toHaveLength(2);
    expect((await api.form('/e_c/bill/pay/v2', { id: 1, payMethod: 2 })).code).toBe('20402');
  });

  it('the charge report adds up the bills it covers', async () => {
    const report = (await api.get('/e_c/report/v2', { depId: 1499 })).object;
    const bills = store()
      .resources.table('Bill')
      .all()
      .filter((b) => b.depId === 1499);
    const sum = (key: string) => Math.round(bills.reduce((s, b) => s + Number(b[key]), 0) * 100) / 100;
    expect(report.summary).toMatchObject({
      receivable: sum('amount'),
      received: sum('paidAmount'),
      billCount: bills.length,
    });
    expect(report.byCommunity).toHaveLength(1);
  });

  it('02 §8: a charge item with bills is not deleted', async () => {
    expect((await api.form('/e_c/chargeItem/delete/v2', { ids: '1' })).code).toBe('20601');
    expect((await api.form('/e_c/chargeItem/delete/v2', { ids: '24' })).code).toBe(0);
  });
});

describe('02 §2 停车场设置, 考勤统计, 人员查询, 补录住户信息', () => {
  it('a lot starts with the default charge rule and keeps what is saved', async () => {
    expect((await api.get('/park/lot/setting/v2', { parkLotId: 1 })).data).toMatchObject({
      unitPrice: 3,
      updateTime: null,
    });
    const body = {
      parkLotId: 1,
      freeMinutes: 30,
      unitMinutes: 30,
      unitPrice: 0,
      dailyCap: 25,
      monthlyPrice: 280,
      allowTemporary: 1,
      fullStopsTemporary: 0,
    };
    expect((await api.form('/park/lot/setting/save/v2', body)).message).toBe(
      '计费单价：请输入金额，应大于或等于0.01',
    );
    await api.form('/park/lot/setting/save/v2', { ...body, unitPrice: 2 });
    expect((await api.get('/park/lot/setting/v2', { parkLotId: 1 })).data).toMatchObject({
      unitPrice: 2,
      freeMinutes: 30,
    });
  });

  it('the month’s statistics count every clock-in record once', async () => {
    const stats = (await api.get('/att/statistics/v2', { month: '2026-11' })).data;
    const records = store()
      .resources.table('AttendanceRecord')
      .all()
      .filter((r) => String(r.date).startsWith('2026-11'));
    expect(stats.summary.recordCount).toBe(records.length);
    const { normal, late, early, missing, absent, leave } = stats.summary;
    expect(normal + late + early + missing + absent + leave).toBe(records.length);
    expect(stats.byStaff.reduce((s: number, r: { days: number }) => s + r.days, 0)).toBe(records.length);
  });

  it('a month without clock-ins still lists every active employee of the groups, with 0 days', async () => {
    const grouped = store()
      .resources.table('Staff')
      .all()
      .filter((s) => s.status === 1 && s.attendanceGroupId !== null);
    const stats = (await api.get('/att/statistics/v2', { month: '2025-01' })).data;
    expect(stats.summary).toMatchObject({ staffCount: grouped.length, recordCount: 0, attendanceRate: 0 });
    expect(stats.byStaff.map((r: { staffId: number }) => r.staffId)).toEqual(
      grouped.map((s) => s.id).sort((a, b) => Number(a) - Number(b)),
    );
    expect(stats.byStaff.every((r: { days: number }) => r.days === 0)).toBe(true);
    expect(stats.byDay).toEqual([]);
    const groupId = Number(grouped[0]!.attendanceGroupId);
    const one = (await api.get('/att/statistics/v2', { month: '2025-01', groupId })).data;
    expect(one.byStaff.map((r: { staffId: number }) => r.staffId)).toEqual(
      grouped.filter((s) => s.attendanceGroupId === groupId).map((s) => s.id),
    );
    expect(one.byStaff[0].groupName).toMatch(/组$/);
  });

  it('an account of another organisation lists only its own communities’ staff, none of another’s', async () => {
    const account = store().users.find((u) => u.userName === 'expiring')!;
    const visible = visibleDepIds(store().communities, account);
    const groups = store().resources.table('AttendanceGroup').all();
    const theirs = store()
      .resources.table('Staff')
      .all()
      .filter(
        (s) =>
          s.status === 1 && groups.some((g) => g.id === s.attendanceGroupId && visible.has(Number(g.depId))),
      );
    const all = (await api.get('/att/statistics/v2', { month: '2025-01' })).data;
    expect(theirs.length).toBeLessThan(all.summary.staffCount);
    const restore = api.grant('expiring', ['AttendanceStatistics']);
    try {
      const stats = (await api.get('/att/statistics/v2', { month: '2025-01' }, 'expiring')).data;
      expect(stats.byStaff.map((r: { staffId: number }) => r.staffId)).toEqual(theirs.map((s) => s.id));
      expect(stats.summary.staffCount).toBe(theirs.length);
    } finally {
      restore();
    }
  });

  it('finds a person by ID number across modules and shows the detail', async () => {
    const found = await api.get('/u_ps/people/page/v2', { keyword: '440106198503122811' });
    expect(found.object.records[0]).toMatchObject({ name: '张伟', roles: expect.arrayContaining(['住户']) });
    const detail = (await api.get('/u_ps/people/detail/v2', { cardId: '440106198503122811' })).object;
    expect(detail).toMatchObject({ birthday: '1985-03-12', age: 41, nativePlace: '广东省广州市天河区' });
    expect(detail.residences.length).toBeGreaterThan(0);
    expect((await api.get('/u_ps/people/detail/v2', { cardId: '110105199001010037' })).code).toBe('20404');
  });

  it('completing a card holder moves the card out of 待补录', async () => {
    const card = store()
      .resources.table('AccessCard')
      .all()
      .find((c) => c.infoStatus === 0)!;
    const body = await api.form('/card/accessCard/supplement/v2', {
      id: card.id,
      holderName: '王五',
      phone: '13700001234',
    });
    expect(body.object).toMatchObject({ infoStatus: 1, holderName: '王五' });
    const pending = (await api.get('/card/accessCard/page/v2', { infoStatus: 0, limit: 1000 })).object
      .records;
    expect(pending.some((c: { id: number }) => c.id === card.id)).toBe(false);
  });
});
