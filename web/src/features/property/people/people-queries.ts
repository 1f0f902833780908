// The query options of 人员查询 (02 §2 peoSearch): a page of people matching a keyword and a role.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';

type Role = NonNullable<components['schemas']['PeopleSummary']['roles']>[number];

export interface PeopleFilter {
  keyword?: string;
  role?: Role;
}

export const peopleQuery = (filter: PeopleFilter, page: number, limit: number) =>
  queryOptions({
    queryKey: ['property', 'people', filter, page, limit],
    queryFn: async () =>
      (
        await call(
          client.GET('/u_ps/people/page/v2', {
            params: { query: { ...filter, keyword: filter.keyword?.trim() || undefined, page, limit } },
          }),
        )
      ).object,
  });
