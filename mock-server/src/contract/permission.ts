// The permission part of the contract: may this session's user call this operation (x-access /
// x-permissions, docs/adr/0007)? The router asks once per request, before validation and handler.
import { allowed } from '../domains/auth/menus.js';
import type { UserRecord } from '../store/users.js';
import { specialUserKeys } from '../domains/system/special-users.js';
import type { ContractOperation } from './load.js';

export function mayCall(user: UserRecord, op: ContractOperation): boolean {
  const { access } = op;
  if (access.kind !== 'permission') return true;
  if (user.permissions === 'all') return true;
  const holder = { ...user, permissions: [...user.permissions, ...specialUserKeys(user)] };
  return access.grants.some((grant) => allowed(holder, grant.authKey, grant.roles));
}
