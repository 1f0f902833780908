// updatePwd (POST /f_l/updatePwd/v1): old, new and repeated password, each encrypted with the session
// variant (first 16 characters of the session id). Success toast comes from the server text.
import { useMutation } from '@tanstack/react-query';
import { call, client } from '@/lib/api/instance';
import { encryptWithSession } from '@/lib/crypto';

export interface UpdatePasswordInput {
  sessionId: string;
  oldPwd: string;
  newPwd: string;
  newPassword: string;
}

export async function updatePassword({
  sessionId,
  oldPwd,
  newPwd,
  newPassword,
}: UpdatePasswordInput): Promise<void> {
  await call(
    client.POST('/f_l/updatePwd/v1', {
      body: {
        oldPwd: encryptWithSession(oldPwd, sessionId),
        newPwd: encryptWithSession(newPwd, sessionId),
        newPassword: encryptWithSession(newPassword, sessionId),
      },
    }),
    { action: 'edit' },
  );
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
