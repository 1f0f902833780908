// What the contract says a user may call (x-access / x-permissions of the bundle, docs/adr/0007),
// read independently of the mock's own check so the tests hold the mock to the contract.
import type { OperationInfo } from './openapi.js';

/** The permission-denied answer of the error catalogue (openapi/shared/schemas/ErrorEnvelope.yaml). */
export const PERMISSION_DENIED = { code: '100403', message: '无权限执行该操作，请联系管理员' } as const;

interface Holder {
  permissions: 'all' | readonly string[];
  roleIds: readonly string[];
}

interface Grant {
  authKey?: string;
  roles?: number[];
}

/** True when the contract refuses this user the operation (a permission operation, no grant held). */
export function refusedTo(user: Holder, info: OperationInfo): boolean {
  if (info.op['x-access'] !== 'permission' || user.permissions === 'all') return false;
  const keys = user.permissions;
  const grants = info.op['x-permissions'] as Grant[];
  return !grants.some(
    (grant) =>
      (!grant.roles?.length || grant.roles.some((role) => user.roleIds.includes(String(role)))) &&
      (grant.authKey === undefined || keys.includes(grant.authKey)),
  );
}
