// The query options of 考勤统计 (02 §2 attendance statistics): the groups to filter by, a month's
// statistics and its attendance records, under attendanceKeys.all.
import { queryOptions } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { call, client } from '@/lib/api/instance';
import { attendanceKeys, LIST_LIMIT } from './attendance-api';

export const attendanceGroupsQuery = queryOptions({
  queryKey: [...attendanceKeys.all, 'groups'],
  queryFn: async () =>
    (await call(client.GET('/att/group/page/v2', { params: { query: { limit: LIST_LIMIT } } }))).data,
});

export const attendanceStatisticsQuery = (monthText: string, groupId: number | undefined) =>
  queryOptions({
    queryKey: [...attendanceKeys.all, 'statistics', monthText, groupId],
    queryFn: async () =>
      (await call(client.GET('/att/statistics/v2', { params: { query: { month: monthText, groupId } } })))
        .data,
  });

export const attendanceRecordsQuery = (
  month: Dayjs,
  groupId: number | undefined,
  page: number,
  limit: number,
) =>
  queryOptions({
    queryKey: [...attendanceKeys.all, 'records', month.format('YYYY-MM'), groupId, page, limit],
    queryFn: async () => {
      const result = await call(
        client.GET('/att/record/page/v2', {
          params: {
            query: {
              groupId,
              dateBegin: month.startOf('month').format('YYYY-MM-DD'),
              dateEnd: month.endOf('month').format('YYYY-MM-DD'),
              sort: 'date',
              order: 'desc',
              page,
              limit,
            },
          },
        }),
      );
      return { rows: result.data, total: result.totalCount };
    },
  });
