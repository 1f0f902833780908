// The system accounts (SystemUser rows, 02 §2 systemManagement) are the accounts that can log in: the
// first rows are the demo users of store/users.ts (same ids and user names, their own passwords), every
// other row — seeded or added through the console — logs in with DEFAULT_PASSWORD. A row and its login
// record share the id (row id = userId); the row's role decides the login record's role and permissions.
import { metas } from '../../resources/store.js';
import type { Row } from '../../resources/types.js';
import { formatDateTime } from '../../store/clock.js';
import { SEED_PRIVACY_VERSION } from '../auth/privacy.js';
import type { UserRecord } from '../../store/index.js';
import type { Store } from '../store.js';
import { SUPER_ADMIN_ROLE, roleKeys } from './permissions.js';

/** Password of accounts that are not demo accounts (README "Demo accounts"). */
export const DEFAULT_PASSWORD = 'Zhsq@2026';
/** An account without an expiry date never expires. */
const NO_EXPIRY = '2099-12-31 23:59:59';
/** 01 §2.6: the expiry popover shows when expireFlag is 1; accounts expiring within 30 days get it. */
const EXPIRY_NOTICE_DAYS = 30;
const DAY_MS = 86_400_000;

const synced = new WeakSet<Store>();

/** Beijing wall time of a 'yyyy-MM-dd HH:mm:ss' text, in ms. */
function timeOf(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}+08:00`);
}

function roleOf(store: Store, roleId: unknown): Row | undefined {
  return roleId === null || roleId === undefined
    ? undefined
    : store.resources.table('SystemRole').get(Number(roleId));
}

/** Permissions a role grants a login: everything for the super administrator, nothing when disabled. */
export function permissionsOfRole(store: Store, roleId: unknown): UserRecord['permissions'] {
  const role = roleOf(store, roleId);
  if (!role) return [];
  if (role.id === SUPER_ADMIN_ROLE) return 'all';
  return role.status === 1 ? [...roleKeys(store, role.id).keys] : [];
}

/** Copies what the row decides onto the login record (the rest — password, balance — stays). */
export function applyRow(store: Store, user: UserRecord, row: Row): void {
  const role = roleOf(store, row.roleId);
  const expireTime = (row.expireTime as string | null) ?? NO_EXPIRY;
  user.userName = String(row.userName);
  user.realName = (row.realName as string | null) ?? '';
  user.phone = (row.phone as string | null) ?? '';
  user.email = (row.email as string | null) ?? '';
  user.agentId = String(row.agentId);
  user.roleIds = role ? [String(role.id)] : [];
  user.roleName = role ? String(role.name) : '未分配角色';
  user.userType = role?.id === SUPER_ADMIN_ROLE ? 1 : role?.roleType === 2 ? 2 : 3;
  user.permissions = permissionsOfRole(store, row.roleId);
  user.expireTime = expireTime;
  user.expireFlag = timeOf(expireTime) - store.now().getTime() < EXPIRY_NOTICE_DAYS * DAY_MS ? 1 : 0;
}

/** A login for a row; seeded accounts accepted the seed's privacy agreement like the demo users. */
function newUser(store: Store, row: Row, seeded = false): UserRecord {
  const user: UserRecord = {
    userId: String(row.id),
    userName: '',
    password: DEFAULT_PASSWORD,
    realName: '',
    phone: '',
    email: '',
    roleName: '',
    roleIds: [],
    userType: 3,
    agentId: '',
    expireTime: NO_EXPIRY,
    expireFlag: 0,
    watermarkHiddenStatus: 0,
    balance: 1250.5,
    expectedDay: 36,
    balanceNoticeFlag: 0,
    simCardNoticeFlag: 0,
    aboutToExpireCardNum: 0,
    haveExpiredCardNum: 0,
    permissions: [],
    privacyVersion: seeded ? SEED_PRIVACY_VERSION : null,
  };
  applyRow(store, user, row);
  return user;
}

export function userOfRow(store: Store, row: Row): UserRecord | undefined {
  return store.users.find((u) => u.userId === String(row.id));
}

/**
 * Makes every account row a login (once per store). The demo users keep their records untouched until
 * someone edits their row, so the demo accounts behave exactly as store/users.ts says.
 */
export function ensureAccounts(store: Store): void {
  if (synced.has(store)) return;
  synced.add(store);
  for (const row of store.resources.table('SystemUser').all()) {
    if (!userOfRow(store, row)) store.users.push(newUser(store, row, true));
  }
}

/** After an add or an update of a row: create or refresh its login. */
export function syncAccount(store: Store, row: Row): void {
  ensureAccounts(store);
  const user = userOfRow(store, row);
  if (user) applyRow(store, user, row);
  else store.users.push(newUser(store, row));
}

/** After a delete: the login goes too. */
export function removeAccounts(store: Store, ids: readonly number[]): void {
  const gone = new Set(ids.map(String));
  for (let i = store.users.length - 1; i >= 0; i--)
    if (gone.has(store.users[i]!.userId)) store.users.splice(i, 1);
}

/** After a role's permissions, name or status changed: every login holding it follows. */
export function refreshRoleHolders(store: Store, roleId: number): void {
  ensureAccounts(store);
  for (const row of store.resources.table('SystemUser').all()) {
    if (Number(row.roleId) !== roleId) continue;
    const user = userOfRow(store, row);
    if (user) applyRow(store, user, row);
  }
}

/** The row of a login, by user name. */
export function rowOfUserName(store: Store, userName: string): Row | undefined {
  ensureAccounts(store);
  return store.resources
    .table('SystemUser')
    .all()
    .find((r) => r.userName === userName);
}

/** Records the login time on the account row. */
export function touchLogin(store: Store, row: Row): void {
  const table = store.resources.table('SystemUser');
  table.replace(
    store.resources.enrich(metas.SystemUser, { ...row, lastLoginTime: formatDateTime(store.now()) }),
  );
}
