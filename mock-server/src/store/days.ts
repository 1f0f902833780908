// Day arithmetic of the statistics and analysis aggregates on 'YYYY-MM-DD' keys (Beijing time, as every timestamp of
// the mock reads). Records carry 'YYYY-MM-DD HH:mm:ss' text, so a day test is a prefix comparison.
import { DAY_MS, formatDateTime } from './clock.js';

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** True for a real calendar date 'YYYY-MM-DD' (the contract's pattern also lets '2026-13-45' through). */
export function isCalendarDate(date: string): boolean {
  const day = dayNumber(date);
  return Number.isFinite(day) && dateOf(day) === date;
}

/** Today's date on the mock clock. */
export function todayOf(now: Date): string {
  return formatDateTime(now).slice(0, 10);
}

/** The date `days` days after `date` (negative for before). */
export function addDays(date: string, days: number): string {
  return dateOf(dayNumber(date) + days);
}

/** Whole days from begin to end inclusive (0 or less when end is before begin). */
export function spanDays(begin: string, end: string): number {
  return dayNumber(end) - dayNumber(begin) + 1;
}

/** Every date from begin to end inclusive. */
export function datesOf(begin: string, end: string): string[] {
  return Array.from({ length: Math.max(0, spanDays(begin, end)) }, (_, i) => addDays(begin, i));
}

/** True when a 'YYYY-MM-DD[ HH:mm:ss]' time falls on a day of [begin, end]. */
export function onDays(time: unknown, begin: string, end: string): boolean {
  if (typeof time !== 'string' || time.length < 10) return false;
  const date = time.slice(0, 10);
  return date >= begin && date <= end;
}
