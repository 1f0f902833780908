// The query options of 人员详情 (02 §2 peoSearch detail): everything known about one ID card number.
import { queryOptions } from '@tanstack/react-query';
import { call, client } from '@/lib/api/instance';

/** Waits (disabled) while the card number is not a valid one. */
export const personQuery = (cardId: string, valid: boolean) =>
  queryOptions({
    queryKey: ['property', 'people', 'detail', cardId],
    queryFn: async () =>
      (await call(client.GET('/u_ps/people/detail/v2', { params: { query: { cardId } } }))).object,
    enabled: valid,
  });
