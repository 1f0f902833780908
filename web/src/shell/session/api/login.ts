// login (POST /f_l/login/v2): user name and the password encrypted with the fixed-key AES variant. The
// one login request of the console: the login page's, and the short session 更新账户信息 opens for an
// account that is not signed in (docs/adr/0065).
import type { CallOptions } from '@/lib/api/client';
import { call, client } from '@/lib/api/instance';
import { encryptWithFixedKey } from '@/lib/crypto';
import type { components } from '@zhsq/contract/api';

export type LoginResult = components['schemas']['LoginResult'];

export interface LoginInput {
  userName: string;
  password: string;
}

/** Signs in; rejects with the server's message. `options` choose the request layer's toasts. */
export async function login(
  { userName, password }: LoginInput,
  options: CallOptions = {},
): Promise<LoginResult> {
  const result = await call(
    client.POST('/f_l/login/v2', { body: { userName, password: encryptWithFixedKey(password) } }),
    options,
  );
  return result.object;
}
