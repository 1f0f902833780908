// The system module's takes on generic resource operations: checks the declaration cannot express
// (dates in order, a parent department of the same organisation, a per-use plan's price, parameter
// values of their type, built-in parameters), counts the lists show (accounts of a role, members of a
// department, markers of a plane map) and the accounts' logins following their rows.
import type { RawContext } from '../../contract/define.js';
import { fail } from '../../contract/envelope.js';
import type { Row } from '../../resources/types.js';
import { MARKER_SOURCES } from './seeds/settings.js';
import { formatDateTime } from '../../store/clock.js';
import type { Store } from '../store.js';
import { ensureAccounts, refreshRoleHolders, removeAccounts, syncAccount } from './accounts.js';
import { SUPER_ADMIN_ROLE, roleKeys } from './permissions.js';

type Handle = (ctx: RawContext) => unknown;
type Hook = (generic: Handle) => Handle;
type Answer = { code?: unknown; object?: unknown };
type Failure = { code: string; message: string };
type Check = (body: Record<string, unknown>, ctx: RawContext) => Failure | undefined;

const succeeded = (answer: unknown): answer is Answer & { object?: Row | { records: Row[] } } =>
  (answer as Answer | undefined)?.code === 0;
const invalid = (message: string): Failure => ({ code: '400', message });

/** Runs the checks first; the generic handler only sees bodies that passed. */
const before =
  (...checks: Check[]): Hook =>
  (generic) =>
  async (ctx) => {
    for (const check of checks) {
      const failure = check(ctx.body, ctx);
      if (failure) return fail(failure.code, failure.message);
    }
    return generic(ctx);
  };

/** Runs after a successful generic write; may return a replacement answer. */
const after =
  (effect: (ctx: RawContext, answer: Answer) => unknown): Hook =>
  (generic) =>
  async (ctx) => {
    const answer = await generic(ctx);
    return succeeded(answer) ? ((await effect(ctx, answer)) ?? answer) : answer;
  };

/** Fills server-computed fields into every row an answer carries (a record or a page of records). */
const fill =
  (compute: (store: Store, row: Row) => Record<string, unknown>): Hook =>
  (generic) =>
  async (ctx) => {
    const answer = await generic(ctx);
    if (!succeeded(answer) || !answer.object) return answer;
    const withCounts = (row: Row) => ({ ...row, ...compute(ctx.store, row) });
    const page = answer.object as { records?: Row[] };
    return Array.isArray(page.records)
      ? { ...answer, object: { ...page, records: page.records.map(withCounts) } }
      : { ...answer, object: withCounts(answer.object as Row) };
  };

/** Sets a server time field on the saved row (e.g. updateTime) and answers with it. */
const stamp = (resource: 'AppParam' | 'SystemParam', key: string): Hook =>
  after((ctx, answer) => {
    const row = answer.object as Row;
    const table = ctx.store.resources.table(resource);
    const saved = { ...row, [key]: formatDateTime(ctx.store.now()) };
    table.replace(saved);
    return { ...answer, object: saved };
  });

const dateOrder =
  (from: string, to: string, message: string): Check =>
  (body) =>
    typeof body[from] === 'string' && typeof body[to] === 'string' && body[to] < body[from]
      ? invalid(message)
      : undefined;

const countOf = (store: Store, resource: 'SystemUser' | 'PlaneMapMarker', key: string, id: number) =>
  store.resources
    .table(resource)
    .all()
    .filter((r) => Number(r[key]) === id).length;

// ── 部门 ─────────────────────────────────────────────────────────────────────────────────────────
const departmentParent: Check = (body, { store }) => {
  if (body.parentId === undefined || body.parentId === null || body.parentId === '') return undefined;
  const table = store.resources.table('SystemDepartment');
  const parent = table.get(Number(body.parentId));
  if (!parent) return invalid('上级部门不存在或已删除');
  if (String(parent.agentId) !== String(body.agentId)) return invalid('上级部门须属于同一组织');
  const self = body.id === undefined ? undefined : Number(body.id);
  for (
    let node: Row | undefined = parent;
    node;
    node = node.parentId ? table.get(Number(node.parentId)) : undefined
  ) {
    if (node.id === self) return invalid('上级部门不能是本部门或其下级部门');
  }
  return undefined;
};

// ── 角色与账号 ─────────────────────────────────────────────────────────────────────────────────────
const roleStatus: Check = (body) =>
  Number(body.id) === SUPER_ADMIN_ROLE && Number(body.status) !== 1
    ? { code: '20704', message: '超级管理员角色不能停用' }
    : undefined;

const userDepartment: Check = (body, { store }) => {
  if (body.departmentId === undefined || body.departmentId === null || body.departmentId === '')
    return undefined;
  const department = store.resources.table('SystemDepartment').get(Number(body.departmentId));
  return department && String(department.agentId) !== String(body.agentId)
    ? invalid('所属部门须属于所选组织')
    : undefined;
};

const selfUpdate: Check = (body, { store, session }) => {
  if (String(body.id) !== session?.user.userId) return undefined;
  const row = store.resources.table('SystemUser').get(Number(body.id));
  if (Number(body.status) !== 1) return { code: '20705', message: '不能停用当前登录账号' };
  if (row && String(row.roleId ?? '') !== String(body.roleId ?? '')) {
    return { code: '20706', message: '不能修改当前登录账号的角色' };
  }
  return undefined;
};

const selfDelete: Check = (body, { session }) =>
  String(body.ids)
    .split(',')
    .includes(session?.user.userId ?? '')
    ? { code: '20603', message: '不能删除当前登录账号' }
    : undefined;

// ── 参数 ───────────────────────────────────────────────────────────────────────────────────────────
const builtInKey: Check = (body, { store }) => {
  const row = store.resources.table('SystemParam').get(Number(body.id));
  return row?.builtIn === 1 && row.paramKey !== body.paramKey
    ? { code: '20604', message: '系统内置参数的参数键不能修改' }
    : undefined;
};

const builtInDelete: Check = (body, { store }) => {
  const table = store.resources.table('SystemParam');
  return String(body.ids)
    .split(',')
    .some((id) => table.get(Number(id))?.builtIn === 1)
    ? { code: '20602', message: '系统内置参数不能删除' }
    : undefined;
};

// ── 平面地图与告警联动 ───────────────────────────────────────────────────────────────────────────
const markerPlace: Check = (body, { store }) => {
  const map = store.resources.table('PlaneMap').get(Number(body.planeMapId));
  if (map && Number(map.depId) !== Number(body.depId)) return invalid('点位的小区须与平面图一致');
  if (body.deviceId === undefined || body.deviceId === null || body.deviceId === '') return undefined;
  const source = MARKER_SOURCES[Number(body.deviceType)];
  const device = source ? store.resources.table(source).get(Number(body.deviceId)) : undefined;
  return !device || Number(device.depId) !== Number(body.depId)
    ? invalid('所选设备不存在或不属于该小区')
    : undefined;
};

/** Hooks by operation id, applied in order (the first wraps the generic handler). */
export const systemHooks: Record<string, readonly Hook[]> = {
  systemCompanionAdd: [
    before(dateOrder('cooperationStart', 'cooperationEnd', '合作截止日期不能早于合作开始日期')),
  ],
  systemCompanionUpdate: [
    before(dateOrder('cooperationStart', 'cooperationEnd', '合作截止日期不能早于合作开始日期')),
  ],
  systemAccountAdd: [before(dateOrder('openDate', 'expireDate', '到期日期不能早于开通日期'))],
  systemAccountUpdate: [before(dateOrder('openDate', 'expireDate', '到期日期不能早于开通日期'))],

  systemDepartmentPage: [fill(departmentFields)],
  systemDepartmentDetail: [fill(departmentFields)],
  systemDepartmentAdd: [before(departmentParent), fill(departmentFields)],
  systemDepartmentUpdate: [before(departmentParent), fill(departmentFields)],

  systemRolePage: [fill(roleCounts)],
  systemRoleDetail: [fill(roleCounts)],
  systemRoleAdd: [fill(roleCounts)],
  systemRoleUpdate: [
    before(roleStatus),
    after((ctx) => void refreshRoleHolders(ctx.store, Number(ctx.body.id))),
    fill(roleCounts),
  ],

  systemUserAdd: [
    before(userDepartment),
    after((ctx, answer) => void syncAccount(ctx.store, answer.object as Row)),
  ],
  systemUserUpdate: [
    before(userDepartment, selfUpdate),
    after((ctx, answer) => void syncAccount(ctx.store, answer.object as Row)),
  ],
  systemUserDelete: [
    before(selfDelete),
    after((ctx) => {
      ensureAccounts(ctx.store);
      removeAccounts(ctx.store, String(ctx.body.ids).split(',').map(Number));
    }),
  ],

  appParamUpdate: [stamp('AppParam', 'updateTime')],
  systemParamUpdate: [before(builtInKey), stamp('SystemParam', 'updateTime')],
  systemParamDelete: [before(builtInDelete)],

  planeMapPage: [
    fill((store, row) => ({ markerCount: countOf(store, 'PlaneMapMarker', 'planeMapId', row.id) })),
  ],
  planeMapDetail: [
    fill((store, row) => ({ markerCount: countOf(store, 'PlaneMapMarker', 'planeMapId', row.id) })),
  ],
  planeMapUpdate: [
    fill((store, row) => ({ markerCount: countOf(store, 'PlaneMapMarker', 'planeMapId', row.id) })),
  ],
  planeMapMarkerAdd: [before(markerPlace)],
  planeMapMarkerUpdate: [before(markerPlace)],
};

/** Members and the parent's current name (parentId is a plain id: a self-reference cannot be seeded as a ref). */
function departmentFields(store: Store, row: Row) {
  const parent = row.parentId
    ? store.resources.table('SystemDepartment').get(Number(row.parentId))
    : undefined;
  return {
    memberCount: countOf(store, 'SystemUser', 'departmentId', row.id),
    parentName: parent ? String(parent.name) : null,
  };
}

function roleCounts(store: Store, row: Row) {
  return {
    accountCount: countOf(store, 'SystemUser', 'roleId', row.id),
    permissionCount: roleKeys(store, row.id).keys.length,
  };
}

export function applyHooks(operationId: string, handle: Handle): Handle {
  return (systemHooks[operationId] ?? []).reduce((inner, hook) => hook(inner), handle);
}
