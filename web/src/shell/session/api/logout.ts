// logout (POST /f_l/logout/v1): ends the server session; no success toast (01 §7).
import { call, client } from '@/lib/api/instance';

export async function logoutOnServer(): Promise<void> {
  try {
    await call(client.POST('/f_l/logout/v1'), { successToast: false, errorToast: false });
  } catch (error) {
    // The local session ends anyway; a server that already forgot the token is not an error here.
    console.error('退出登录请求失败', error);
  }
}
