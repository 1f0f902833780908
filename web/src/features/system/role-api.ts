// The hand-written role calls (02 §2 SystemRoleDetail, SystemRole/add): a role's permission keys and
// the accounts that hold a role.
import { queryOptions } from '@tanstack/react-query';
import { call, client } from '@/lib/api/instance';
import type { components } from '@zhsq/contract/api';

export type RolePermission = components['schemas']['RolePermission'];

export async function fetchRolePermission(roleId: number): Promise<RolePermission> {
  const result = await call(client.GET('/s_sys/role/permission/v1', { params: { query: { roleId } } }));
  return result.object;
}

/** A role's permission keys; waits (disabled) while there is no role id. */
export const rolePermissionQuery = (roleId: number | undefined) =>
  queryOptions({
    queryKey: ['system', 'role-permission', roleId ?? 0],
    queryFn: () => fetchRolePermission(roleId!),
    enabled: roleId !== undefined,
  });

export async function saveRolePermission(roleId: number, keys: readonly string[]): Promise<RolePermission> {
  const body = keys.length ? { roleId, keys: keys.join(',') } : { roleId };
  const result = await call(client.POST('/s_sys/role/permission/save/v1', { body }), { action: 'save' });
  return result.object;
}

export async function saveRoleAccounts(roleId: number, userIds: readonly number[]) {
  const body = userIds.length ? { roleId, userIds: userIds.join(',') } : { roleId };
  const result = await call(client.POST('/s_sys/role/account/save/v1', { body }), { action: 'save' });
  return result.object;
}
