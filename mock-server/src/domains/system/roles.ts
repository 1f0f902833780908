// 角色权限 and 关联账号 (02 §2 SystemRoleDetail, SystemRole/add): a role's permission keys, and which
// accounts hold a role. Both take effect on the logins at once (./accounts.ts).
import { defineHandler, requireSession, type HandlerDef } from '../../contract/define.js';
import { fail, ok0num } from '../../contract/envelope.js';
import { visibleRows } from '../../resources/query.js';
import { metas } from '../../resources/store.js';
import type { Row } from '../../resources/types.js';
import { agentScope } from '../../store/agents.js';
import type { Store } from '../store.js';
import { visibleDepIds } from '../../lib/visibility.js';
import { ensureAccounts, refreshRoleHolders, syncAccount } from './accounts.js';
import { SUPER_ADMIN_ROLE, allPermissionKeys, roleKeys, saveRoleKeys } from './permissions.js';

const ROLE_MISSING = () => fail('20404', '角色不存在或已删除');

function permissionOf(store: Store, role: Row) {
  const { keys, updateTime, all } = roleKeys(store, role.id);
  return { roleId: role.id, roleName: String(role.name), all, keys, updateTime };
}

const split = (text: string | undefined) => (text ? text.split(',').filter(Boolean) : []);

export const roleHandlers: HandlerDef[] = [
  defineHandler('rolePermissionGet', ({ query, store }) => {
    const role = store.resources.table('SystemRole').get(query.roleId);
    return role ? ok0num(permissionOf(store, role)) : ROLE_MISSING();
  }),

  defineHandler('rolePermissionSave', ({ body, store }) => {
    const role = store.resources.table('SystemRole').get(body.roleId);
    if (!role) return ROLE_MISSING();
    if (role.id === SUPER_ADMIN_ROLE) return fail('20701', '超级管理员拥有全部权限，不能修改');
    const known = new Set(allPermissionKeys());
    const keys = split(body.keys);
    const unknown = keys.find((k) => !known.has(k));
    if (unknown) return fail('20702', `未知的权限标识：${unknown}`);
    saveRoleKeys(store, role.id, keys);
    refreshRoleHolders(store, role.id);
    return ok0num(permissionOf(store, role), '保存成功');
  }),

  defineHandler('roleAccountSave', (ctx) => {
    const { store, body } = ctx;
    const { user } = requireSession(ctx);
    const role = store.resources.table('SystemRole').get(body.roleId);
    if (!role) return ROLE_MISSING();
    ensureAccounts(store);
    const table = store.resources.table('SystemUser');
    const visible = visibleRows(
      metas.SystemUser,
      table.all(),
      visibleDepIds(store.communities, user),
      agentScope(user.agentId),
    );
    const byId = new Map(visible.map((r) => [r.id, r]));
    const wanted = new Set(split(body.userIds).map(Number));
    if ([...wanted].some((id) => !byId.has(id))) return fail('20404', '账号不存在或不可见');
    const changes = visible
      .filter((r) => (Number(r.roleId) === role.id) !== wanted.has(r.id))
      .map((r) => ({ row: r, roleId: wanted.has(r.id) ? role.id : null }));
    // Nothing half-saved: the check covers every change before the first write.
    if (changes.some((c) => String(c.row.id) === user.userId))
      return fail('20703', '不能改变当前登录账号的角色');
    for (const { row, roleId } of changes) {
      const updated = store.resources.enrich(metas.SystemUser, { ...row, roleId });
      table.replace(updated);
      syncAccount(store, updated);
    }
    const added = changes.filter((c) => c.roleId !== null).length;
    return ok0num(
      {
        roleId: role.id,
        accountCount: table.all().filter((r) => Number(r.roleId) === role.id).length,
        added,
        removed: changes.length - added,
      },
      '关联成功',
    );
  }),
];
