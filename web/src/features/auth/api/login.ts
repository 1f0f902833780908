// login (POST /f_l/login/v2): user name and the password encrypted with the fixed-key AES variant.
import { call, client } from '@/lib/api/instance';
import { encryptWithFixedKey } from '@/lib/crypto';
import type { components } from '@zhsq/contract/api';

export type LoginResult = components['schemas']['LoginResult'];

export interface LoginInput {
  userName: string;
  password: string;
}

export async function login({ userName, password }: LoginInput): Promise<LoginResult> {
  // The page shows the failure itself, next to the form, so the layer's toast is off.
  const result = await call(
    client.POST('/f_l/login/v2', { body: { userName, password: encryptWithFixedKey(password) } }),
    { errorToast: false },
  );
  return result.object;
}
