// getUserInfo (POST /f_l/getUserInfo/v1): the user behind the session id (01 §4).
import { call, client } from '@/lib/api/instance';
import type { UserInfo } from './types';

export async function getUserInfo(): Promise<UserInfo> {
  const result = await call(client.POST('/f_l/getUserInfo/v1'), { successToast: false });
  return result.data;
}
