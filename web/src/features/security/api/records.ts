// The shape the security lists read every list call into (02 §7 uses three envelopes).
import { queryOptions } from '@tanstack/react-query';
export interface Records<T> {
  rows: T[];
  total: number;
}

/** Filters every alert list offers: community, time range and paging. */
export interface ListQuery {
  depId?: number;
  /** yyyy-MM-dd HH:mm:ss, inclusive */
  begin?: string;
  end?: string;
  page: number;
  limit: number;
}

/**
 * A page of one alert list. Each list page passes its own fetch (its operation) and its name, which
 * keys its cache apart from the other lists.
 */
export const alertRecordsQuery = <T, Q>(name: string, fetch: (query: Q) => Promise<Records<T>>, query: Q) =>
  queryOptions({
    queryKey: ['security', name, query],
    queryFn: () => fetch(query),
  });
