// 01 §3 "Editor layout state … query default day 7": every complex-control page counts over the last
// N days, today included; the operator picks N from these options.
export const DEFAULT_QUERY_DAY = 7;
export const QUERY_DAY_OPTIONS = [
  { value: 7, label: '近 7 天' },
  { value: 15, label: '近 15 天' },
  { value: 30, label: '近 30 天' },
] as const;

/** The first and last day (YYYY-MM-DD) of an N-day range ending today, in the console's time zone. */
export function queryRange(
  queryDay: number,
  today: Date = new Date(),
): { beginDate: string; endDate: string } {
  const day = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const begin = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (queryDay - 1));
  return { beginDate: day(begin), endDate: day(today) };
}
