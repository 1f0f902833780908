// logout (POST /f_l/logout/v1): ends the server session; no success toast (01 §7). Without an argument
// the signed-in session (the request layer adds its token); with `sessionId`, that session (the short
// one 更新账户信息 opens for an account that is not signed in, docs/adr/0065).
import { AUTH_HEADER } from '@/lib/constants/request';
import { call, client } from '@/lib/api/instance';

export async function logoutOnServer(sessionId?: string): Promise<void> {
  const request = sessionId
    ? client.POST('/f_l/logout/v1', { body: { sessionId }, headers: { [AUTH_HEADER]: sessionId } })
    : client.POST('/f_l/logout/v1');
  try {
    await call(request, { successToast: false, errorToast: false });
  } catch (error) {
    // The local session ends anyway; a server that already forgot the token is not an error here.
    console.error('退出登录请求失败', error);
  }
}
