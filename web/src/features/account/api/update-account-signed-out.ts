// 更新账户信息 without a session (01 §2.1, §2.4.1; docs/adr/0065): the account's user name and password
// open a short session (the console's login request, so the same encryption and lockouts apply), the
// profile is saved with it (profileUpdate) and the session is closed again (logout). Nothing of it is
// kept in this browser. Each refusal toasts the server's message (wrong password, locked, mobile taken);
// the session is closed whatever the save answered.
import { call, client } from '@/lib/api/instance';
import { AUTH_HEADER } from '@/lib/constants/request';
import { login } from '@/shell/session/api/login';
import { logoutOnServer } from '@/shell/session/api/logout';
import type { ProfileInput } from './update-profile';

export interface SignedOutAccountUpdate extends ProfileInput {
  userName: string;
  password: string;
}

export async function updateAccountSignedOut({ userName, password, ...profile }: SignedOutAccountUpdate) {
  const { sessionId } = await login({ userName, password }, { successToast: false });
  try {
    await call(
      client.POST('/u_ac/profile/update/v1', {
        body: { sessionId, ...profile },
        headers: { [AUTH_HEADER]: sessionId },
      }),
      { action: 'save' },
    );
  } finally {
    await logoutOnServer(sessionId);
  }
}
