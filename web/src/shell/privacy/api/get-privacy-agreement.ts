// getPrivacyAgreement (GET /p_a/getPrivacyAgreement/v1): the agreement in force and whether this user
// must accept it (needAccept once its version changed).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, client } from '@/lib/api/instance';
import type { components } from '@zhsq/contract/api';

export type PrivacyAgreement = components['schemas']['PrivacyAgreement'];

export const privacyAgreementQuery = queryOptions({
  queryKey: ['privacy', 'agreement'],
  queryFn: async (): Promise<PrivacyAgreement> =>
    (await call(client.GET('/p_a/getPrivacyAgreement/v1'))).data,
  staleTime: Infinity,
});

export function usePrivacyAgreement() {
  return useQuery(privacyAgreementQuery);
}
