// editionList (GET /sys/edition/list/v1): the platform's releases, newest first, 10 per page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, client } from '@/lib/api/instance';
import type { components } from '@zhsq/contract/api';

export type EditionRecord = components['schemas']['EditionRecord'];
export const EDITION_PAGE_SIZE = 10;

export const editionsQuery = (page: number) =>
  queryOptions({
    queryKey: ['edition', 'list', page],
    queryFn: async () => {
      const result = await call(
        client.GET('/sys/edition/list/v1', { params: { query: { page, limit: EDITION_PAGE_SIZE } } }),
      );
      return { records: result.data, total: result.totalCount };
    },
  });

export function useEditions(page: number) {
  return useQuery({ ...editionsQuery(page), placeholderData: keepPreviousData });
}
