// 更新账户信息 without a session (01 §2.1, §2.4.1; docs/adr/0065): the account's user name and password
// open a short session (login, the password encrypted as on the login page; the same lockouts apply),
// the profile is saved with it (profileUpdate) and the session is closed again (logout). Nothing of it
// is kept in this browser. Each refusal toasts the server's message (wrong password, locked, mobile
// taken); the session is closed whatever the save answered.
import { call, client } from '@/lib/api/instance';
import { AUTH_HEADER } from '@/lib/constants/request';
import { encryptWithFixedKey } from '@/lib/crypto';
import type { ProfileInput } from './update-profile';

export interface SignedOutAccountUpdate extends ProfileInput {
  userName: string;
  password: string;
}

export async function updateAccountSignedOut({ userName, password, ...profile }: SignedOutAccountUpdate) {
  const signedIn = await call(
    client.POST('/f_l/login/v2', { body: { userName, password: encryptWithFixedKey(password) } }),
    { successToast: false },
  );
  const sessionId = signedIn.object.sessionId;
  const headers = { [AUTH_HEADER]: sessionId };
  try {
    await call(client.POST('/u_ac/profile/update/v1', { body: { sessionId, ...profile }, headers }), {
      action: 'save',
    });
  } finally {
    await call(client.POST('/f_l/logout/v1', { body: { sessionId }, headers }), {
      successToast: false,
      errorToast: false,
    }).catch(() => undefined);
  }
}
