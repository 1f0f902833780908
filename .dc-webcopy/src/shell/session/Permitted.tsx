// The permission directive (01 §6): an element guarded by an authorization key is removed when the
// user's access list lacks the key; guarding without a key is a programming error and throws.
import type { ReactNode } from 'react';
import { useSession } from './use-session';

export function usePermitted(authKey: string): boolean {
  if (!authKey) throw new Error('权限指令需要权限标识 (authKey)');
  const loaded = useSession().loaded;
  return loaded?.accessAuthList.includes(authKey) ?? false;
}

export function Permitted({ authKey, children }: { authKey: string; children: ReactNode }) {
  return usePermitted(authKey) ? <>{children}</> : null;
}
