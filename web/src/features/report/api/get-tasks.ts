// datapumpTaskList (GET /datapump/task/list/v2): the account's import or export tasks, newest first,
// paged (code 0, object { records, total }). Refetched every 2 s while a task is still processing.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';
import { usePageActive } from '@/shell/keep-alive/page-active';

export type DatapumpTask = components['schemas']['DatapumpTask'];
export type TaskType = DatapumpTask['taskType'];

export const PROCESSING_POLL_MS = 2000;

/** Every task list (both tabs, every page): 刷新 and a task message read them again. */
export const TASKS_KEY = ['datapump', 'tasks'] as const;

export const tasksQuery = (taskType: TaskType, page: number, limit: number) =>
  queryOptions({
    queryKey: [...TASKS_KEY, taskType, page, limit],
    queryFn: async () => {
      const result = await call(
        client.GET('/datapump/task/list/v2', { params: { query: { taskType, page, limit } } }),
      );
      return result.object;
    },
    refetchInterval: (query) =>
      query.state.data?.records.some((task) => task.status === 0) ? PROCESSING_POLL_MS : false,
  });

export function useTasks(taskType: TaskType, page: number, limit: number) {
  // no polling while the page is a hidden kept-alive page
  const active = usePageActive();
  return useQuery({ ...tasksQuery(taskType, page, limit), ...(active ? {} : { refetchInterval: false }) });
}
