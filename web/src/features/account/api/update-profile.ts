// profileUpdate (POST /u_ac/profile/update/v1): the user's own real name, mobile and e-mail. The server
// answers with the new user info, which the session then shows (top bar, watermark, pages); its 保存成功
// is the toast, and 11201 (mobile taken) toasts its message (01 §8).
import { useMutation } from '@tanstack/react-query';
import { call, client } from '@/lib/api/instance';
import { replaceUserInfo } from '@/shell/session/session-store';
import type { UserInfo } from '@/shell/session/api/types';

export interface ProfileInput {
  realName: string;
  phone: string;
  email?: string;
}

export async function updateProfile(body: ProfileInput): Promise<UserInfo> {
  return (await call(client.POST('/u_ac/profile/update/v1', { body }), { action: 'save' })).data;
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, onSuccess: replaceUserInfo });
}
