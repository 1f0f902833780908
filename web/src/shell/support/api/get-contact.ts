// csContact (GET /cs/contact/v1): the help-desk 400 line, hours, e-mail and the chat welcome (01 §9).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, client } from '@/lib/api/instance';
import type { components } from '@zhsq/contract/api';

export type SupportContact = components['schemas']['SupportContact'];

export const contactQuery = queryOptions({
  queryKey: ['support', 'contact'],
  queryFn: async (): Promise<SupportContact> => (await call(client.GET('/cs/contact/v1'))).data,
  staleTime: Infinity,
});

export function useSupportContact(enabled = true) {
  return useQuery({ ...contactQuery, enabled });
}
