// Times of a shift (02 §2 考勤管理 班次): 'HH:mm' or 'HH:mm:ss' text; an end before the start means the
// shift ends the next day (night shift); the rest period, when given, is not work time.
export const DAY_MINUTES = 24 * 60;
export const WEEK_DAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** Length of a span on the clock; crossing midnight wraps. */
export function spanMinutes(start: string, end: string): number {
  const length = minutesOf(end) - minutesOf(start);
  return length > 0 ? length : length + DAY_MINUTES;
}

export function crossesMidnight(start: string, end: string): boolean {
  return minutesOf(end) <= minutesOf(start);
}

export interface ShiftTimes {
  startTime: string;
  endTime: string;
  restStart?: string | null;
  restEnd?: string | null;
}

/** Work minutes: the whole span less the rest period. */
export function workMinutes(shift: ShiftTimes): number {
  const rest = shift.restStart && shift.restEnd ? spanMinutes(shift.restStart, shift.restEnd) : 0;
  return Math.max(0, spanMinutes(shift.startTime, shift.endTime) - rest);
}

export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} 小时 ${m} 分` : `${h} 小时`;
}

/** 'HH:mm' of a time text (seconds dropped). */
export const hhmm = (time: string) => time.slice(0, 5);

/** Work days '1,2,3' ⇄ [1, 2, 3] (1 周一 … 7 周日). */
export const parseWorkDays = (text: string | null | undefined): number[] =>
  (text ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);
export const formatWorkDays = (days: readonly number[]): string => [...days].sort((a, b) => a - b).join(',');

/** 周一至周五, 周一、三、五, 每天 … */
export function describeWorkDays(days: readonly number[]): string {
  const sorted = [...days].sort((a, b) => a - b);
  if (sorted.length === 7) return '每天';
  if (sorted.length === 0) return '无';
  const consecutive = sorted.every((d, i) => i === 0 || d === sorted[i - 1]! + 1);
  if (consecutive && sorted.length > 2)
    return `${WEEK_DAYS[sorted[0]! - 1]}至${WEEK_DAYS[sorted.at(-1)! - 1]}`;
  return sorted.map((d) => WEEK_DAYS[d - 1]).join('、');
}
