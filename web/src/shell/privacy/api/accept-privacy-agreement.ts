// updateUserPrivacyAgreementVersion (POST /p_a/updateUserPrivacyAgreementVersion/v1, 01 §7): record that
// the user accepted this version. Closing the dialog is the feedback, so no success toast.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, client } from '@/lib/api/instance';
import { privacyAgreementQuery } from './get-privacy-agreement';

export async function acceptPrivacyAgreement(version: string): Promise<void> {
  await call(client.POST('/p_a/updateUserPrivacyAgreementVersion/v1', { body: { version } }), {
    successToast: false,
  });
}

export function useAcceptPrivacyAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPrivacyAgreement,
    onSuccess: (_done, version) =>
      queryClient.setQueryData(privacyAgreementQuery.queryKey, (agreement) =>
        agreement ? { ...agreement, acceptedVersion: version, needAccept: false } : agreement,
      ),
  });
}
