// 系统管理 on the mock (02 §2 System management): the accounts of 系统账号 are the logins, roles carry
// the permissions the menu is built from, and the module's checks beyond the declarations.
import { createCipheriv } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { testApi, type TestApi } from '../../test-support/http.js';
import { LOGIN_AES_KEY } from '../auth/password-transform.js';
import { DEFAULT_PASSWORD } from './accounts.js';

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());
beforeEach(() => api.app.mock.reset());

function encrypt(password: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(LOGIN_AES_KEY, 'utf8'), null);
  return Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]).toString('base64');
}

async function login(userName: string, password: string) {
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/f_l/login/v2',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ userName, password: encrypt(password) }).toString(),
  });
  return res.json() as Record<string, any>;
}

const USERS = '/s_sys/user';
const accounts = async (query: Record<string, string | number> = {}) =>
  (await api.get(`${USERS}/page/v2`, { limit: 1000, sort: 'userName', order: 'asc', ...query })).object
    .records as Record<string, any>[];

const newAccount = {
  userName: 'liming_test',
  realName: '李明',
  phone: '13812345678',
  roleId: 4,
  agentId: '2',
  status: 1,
};

describe('02 §2 systemManagement: the accounts are the logins', () => {
  it('the demo accounts are seeded first, with their user names, roles and organisations', async () => {
    const rows = (await api.get(`${USERS}/page/v2`, { limit: 1000, sort: 'createTime', order: 'asc' })).object
      .records;
    const byId = new Map(rows.map((r: any) => [r.id, r]));
    expect([1, 2, 3, 4].map((id) => (byId.get(id) as any).userName)).toEqual([
      'admin',
      'operator',
      'newuser',
      'expiring',
    ]);
    expect(byId.get(1)).toMatchObject({
      roleId: 1,
      roleName: '超级管理员',
      agentId: '1',
      realName: '系统管理员',
    });
    expect(byId.get(3)).toMatchObject({ roleName: '待完善账号', realName: null });
  });

  it('a seeded staff account and an added account log in with the default password', async () => {
    expect((await login('th_kefu01', DEFAULT_PASSWORD)).code).toBe(0);
    const added = await api.form(`${USERS}/add/v2`, newAccount);
    expect(added).toMatchObject({ code: 0, object: { userName: 'liming_test', roleName: '物业客服' } });
    const session = await login('liming_test', DEFAULT_PASSWORD);
    expect(session.code).toBe(0);
    const user = api.app.mock.store.users.find((u) => u.userName === 'liming_test')!;
    expect(user).toMatchObject({ roleIds: ['4'], roleName: '物业客服', agentId: '2', realName: '李明' });
    expect(user.permissions).toContain('ReportRepair');
    // The login is recorded as the account's last login.
    const row = (await accounts({ userName: 'liming_test' }))[0]!;
    expect(row.lastLoginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The demo accounts keep their own passwords.
    expect((await login('operator', DEFAULT_PASSWORD)).code).toBe('10001');
    expect((await login('operator', 'Operator@2026')).code).toBe(0);
  });

  it('a disabled account cannot log in (10008), and the user name follows an edit', async () => {
    const added = (await api.form(`${USERS}/add/v2`, newAccount)).object;
    const edited = await api.form(`${USERS}/update/v2`, {
      ...newAccount,
      id: added.id,
      userName: 'liming2',
      status: 0,
    });
    expect(edited.code).toBe(0);
    expect((await login('liming2', DEFAULT_PASSWORD)).code).toBe('10008');
    expect((await login('liming_test', DEFAULT_PASSWORD)).code).toBe('10001');
  });

  it('deleting an account removes its login; the signed-in account cannot delete or disable itself', async () => {
    const added = (await api.form(`${USERS}/add/v2`, newAccount)).object;
    expect((await api.form(`${USERS}/delete/v2`, { ids: String(added.id) })).code).toBe(0);
    expect((await login('liming_test', DEFAULT_PASSWORD)).code).toBe('10001');
    expect((await api.form(`${USERS}/delete/v2`, { ids: '1' })).code).toBe('20603');
    const admin = (await accounts({ userName: 'admin' }))[0]!;
    const body = { userName: 'admin', realName: '系统管理员', roleId: 1, agentId: '1', status: 0 };
    expect((await api.form(`${USERS}/update/v2`, { ...body, id: admin.id })).code).toBe('20705');
  });

  it('checks the shared rules with the console messages and the department of the organisation', async () => {
    const bad = await api.form(`${USERS}/add/v2`, { ...newAccount, phone: '12345' });
    expect(bad).toMatchObject({ code: '400', message: '请输入正确的手机号' });
    const taken = await api.form(`${USERS}/add/v2`, { ...newAccount, userName: 'operator' });
    expect(taken).toMatchObject({ code: '20409', message: '用户名已存在' });
    // Department 23 belongs to organisation 3, not 2.
    const foreign = await api.form(`${USERS}/add/v2`, { ...newAccount, departmentId: 23 });
    expect(foreign).toMatchObject({ code: '400', message: '所属部门须属于所选组织' });
  });

  it('an organisation sees only its own accounts (agent scope)', async () => {
    onTestFinished(api.grant('operator', ['SystemManagement']));
    const rows = (await api.get(`${USERS}/page/v2`, { limit: 1000 }, 'operator')).object.records;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r: any) => ['2', '5'].includes(r.agentId))).toBe(true);
  });
});

describe('02 §2 SystemRole / SystemRoleDetail / SystemRole/add', () => {
  it('role permissions drive the menu of the accounts holding the role', async () => {
    const before = await api.get('/s_sys/role/permission/v1', { roleId: 3 });
    expect(before.object).toMatchObject({ roleName: '物业管理员', all: false });
    const operator = api.app.mock.store.users.find((u) => u.userName === 'operator')!;
    expect(before.object.keys).toEqual(expect.arrayContaining(operator.permissions as string[]));

    const saved = await api.form('/s_sys/role/permission/save/v1', {
      roleId: 3,
      keys: [...before.object.keys, 'InOutRecord'].join(','),
    });
    expect(saved.code).toBe(0);
    const menu = await api.get('/auth/left/tree/v2', { type: 3, value: operator.userId }, 'operator');
    expect(menu.data.accessAuthList).toContain('InOutRecord');
    expect(
      (await api.get('/s_sys/role/page/v2', { name: '物业管理员' })).object.records[0].permissionCount,
    ).toBe(before.object.keys.length + 1);
  });

  it('the super administrator cannot be changed; unknown keys are refused', async () => {
    expect((await api.get('/s_sys/role/permission/v1', { roleId: 1 })).object.all).toBe(true);
    expect((await api.form('/s_sys/role/permission/save/v1', { roleId: 1, keys: 'ReportRepair' })).code).toBe(
      '20701',
    );
    expect((await api.form('/s_sys/role/permission/save/v1', { roleId: 4, keys: 'NoSuchPage' })).code).toBe(
      '20702',
    );
  });

  it('associating accounts moves them between roles; deleting a role held by accounts is blocked', async () => {
    const holders = async (roleId: number) =>
      (await accounts({ roleId })).map((r) => r.id as number).sort((a, b) => a - b);
    const before = await holders(12);
    expect(before).toEqual([]);
    const saved = await api.form('/s_sys/role/account/save/v1', { roleId: 12, userIds: '9,10' });
    expect(saved.object).toMatchObject({ roleId: 12, accountCount: 2, added: 2, removed: 0 });
    expect(await holders(12)).toEqual([9, 10]);
    expect(api.app.mock.store.users.find((u) => u.userId === '9')!.roleIds).toEqual(['12']);

    const relations = await api.get('/s_sys/role/relations/v2', { id: 12 });
    expect(relations.object).toEqual([{ label: '持有该角色的账号', count: 2 }]);
    expect((await api.form('/s_sys/role/delete/v2', { ids: '12' })).code).toBe('20601');

    const emptied = await api.form('/s_sys/role/account/save/v1', { roleId: 12 });
    expect(emptied.object).toMatchObject({ accountCount: 0, removed: 2 });
    expect((await accounts({ userName: 'thb_kefu' }))[0]!.roleId).toBeNull();
    expect((await api.form('/s_sys/role/delete/v2', { ids: '12' })).code).toBe(0);
  });

  it('the signed-in account cannot change its own role through 关联账号', async () => {
    const saved = await api.form('/s_sys/role/account/save/v1', { roleId: 4, userIds: '1' });
    expect(saved).toMatchObject({ code: '20703' });
    expect((await accounts({ userName: 'admin' }))[0]!.roleId).toBe(1);
  });
});

describe('02 §2 SystemFramework: departments', () => {
  const base = { name: '新部门', agentId: '2', deptType: 1, sort: 10, status: 1 };

  it('a parent must belong to the same organisation and may not be the department or below it', async () => {
    expect((await api.form('/s_sys/department/add/v2', { ...base, parentId: 1 })).message).toBe(
      '上级部门须属于同一组织',
    );
    const child = await api.form('/s_sys/department/add/v2', { ...base, parentId: 13 });
    expect(child.object).toMatchObject({ parentId: 13, parentName: '客户服务中心', memberCount: 0 });
    const cycle = await api.form('/s_sys/department/update/v2', {
      ...base,
      id: 13,
      name: '客户服务中心',
      parentId: 14,
    });
    expect(cycle.message).toBe('上级部门不能是本部门或其下级部门');
  });

  it('deleting a department with sub-departments or accounts is blocked', async () => {
    const relations = (await api.get('/s_sys/department/relations/v2', { id: 13 })).object;
    expect(relations.find((r: any) => r.label === '下级部门').count).toBe(2);
    expect((await api.form('/s_sys/department/delete/v2', { ids: '13' })).code).toBe('20601');
    expect((await api.form('/s_sys/department/delete/v2', { ids: '15' })).code).toBe(0);
  });
});

describe('02 §2 parameters and application settings', () => {
  it('system parameters: values of their type, built-in ones neither deleted nor re-keyed', async () => {
    const add = {
      paramName: '测试开关',
      paramKey: 'test.flag',
      paramValue: 'yes',
      valueType: 3,
      category: 5,
    };
    expect((await api.form('/s_sys/param/add/v2', add)).message).toBe('参数值：开关参数的值须为 0 或 1');
    const added = await api.form('/s_sys/param/add/v2', { ...add, paramValue: '1' });
    expect(added.object.builtIn).toBe(0);
    expect((await api.form('/s_sys/param/delete/v2', { ids: '1' })).code).toBe('20602');
    const first = (await api.get('/s_sys/param/detail/v2', { id: 1 })).object;
    const { id, paramName, paramValue, valueType, category } = first;
    const rekey = await api.form('/s_sys/param/update/v2', {
      id,
      paramName,
      paramValue,
      valueType,
      category,
      paramKey: 'login.other',
    });
    expect(rekey.code).toBe('20604');
    expect((await api.form('/s_sys/param/delete/v2', { ids: String(added.object.id) })).code).toBe(0);
  });

  it('face charge plans: a per-use plan needs a price, money has two decimals', async () => {
    const plan = {
      name: '测试方案',
      agentId: '2',
      chargeMode: 1,
      unitPrice: 0,
      freeTimes: 0,
      dailyLimit: 20,
      effectiveDate: '2026-12-01',
      status: 1,
    };
    expect((await api.form('/s_sys/faceChargeParam/add/v2', plan)).message).toBe(
      '按次计费请填写大于 0 的单价',
    );
    expect((await api.form('/s_sys/faceChargeParam/add/v2', { ...plan, unitPrice: 0.555 })).message).toBe(
      '单价：金额最多保留两位小数',
    );
    expect((await api.form('/s_sys/faceChargeParam/add/v2', { ...plan, unitPrice: 0.55 })).code).toBe(0);
  });

  it('plane maps: markers count, belong to the map’s community and block deleting the map', async () => {
    const map = (await api.get('/el_map/planeMap/detail/v2', { id: 1 })).object;
    expect(map.markerCount).toBeGreaterThan(0);
    const marker = {
      planeMapId: 1,
      depId: map.depId,
      deviceType: 1,
      deviceName: '测试门口机',
      x: 10.5,
      y: 20.25,
    };
    expect((await api.form('/el_map/planeMapMarker/add/v2', { ...marker, depId: 1503 })).message).toBe(
      '点位的小区须与平面图一致',
    );
    const foreignDevice = (await api.get('/d_dev/doorDevice/page/v2', { node: 'dep:1503', limit: 1 })).object
      .records[0];
    expect(
      (await api.form('/el_map/planeMapMarker/add/v2', { ...marker, deviceId: foreignDevice.id })).message,
    ).toBe('所选设备不存在或不属于该小区');
    expect((await api.form('/el_map/planeMapMarker/add/v2', marker)).code).toBe(0);
    expect((await api.get('/el_map/planeMap/detail/v2', { id: 1 })).object.markerCount).toBe(
      map.markerCount + 1,
    );
    expect((await api.form('/el_map/planeMap/delete/v2', { ids: '1' })).code).toBe('20601');
  });

  it('alarm linkage needs an action, and a phone for SMS or call', async () => {
    const rule = {
      name: '测试联动',
      depId: 1499,
      alarmType: 2,
      minLevel: 1,
      linkPopup: 0,
      linkVideo: 0,
      linkBroadcast: 0,
      linkDoor: 0,
      notifySms: 0,
      notifyCall: 0,
      status: 1,
    };
    expect((await api.form('/s_sys/alarmLinkage/add/v2', rule)).message).toBe('请至少选择一个联动动作');
    expect((await api.form('/s_sys/alarmLinkage/add/v2', { ...rule, notifySms: 1 })).message).toBe(
      '开启短信或电话通知时请填写通知手机号',
    );
    expect(
      (await api.form('/s_sys/alarmLinkage/add/v2', { ...rule, notifySms: 1, notifyPhone: '13800138000' }))
        .code,
    ).toBe(0);
  });

  it('GIS: the visible communities with coordinates and device counts', async () => {
    const all = (await api.get('/el_map/gis/community/v1')).object;
    expect(all.total).toBe(24);
    const first = all.records[0];
    expect(first).toMatchObject({ depId: 1499, cityName: '广州市' });
    expect(first.deviceTotal).toBe(first.devices.reduce((n: number, d: any) => n + d.total, 0));
    const doors = (await api.get('/d_dev/doorDevice/page/v2', { node: 'dep:1499', limit: 1 })).object.total;
    expect(first.devices.find((d: any) => d.label === '门口机')?.total ?? 0).toBe(doors);
    onTestFinished(api.grant('operator', ['GISMap'], ['1']));
    const operator = (await api.get('/el_map/gis/community/v1', {}, 'operator')).object.records;
    expect(operator.every((c: any) => c.agentName.includes('天河'))).toBe(true);
  });
});
