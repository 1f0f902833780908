// Beijing-time helpers for the module domains: parsing the console's time filters and day keys.
// Formatting comes from realtime/time.ts so that every timestamp of the mock reads the same.
import { BEIJING_OFFSET_MINUTES } from '../realtime/constants.js';
import { compactDate, compactDateTime, formatDateTime } from '../realtime/time.js';

export { compactDate, compactDateTime, formatDateTime };

const OFFSET_MS = BEIJING_OFFSET_MINUTES * 60_000;
export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

const QUERY_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * Epoch ms of a `yyyy-MM-dd[ HH:mm:ss]` Beijing-time filter. A date without a time means the start
 * of that day, or its last second when `end` is set. Returns undefined for absent or unreadable text.
 */
export function parseQueryTime(text: string | undefined, end = false): number | undefined {
  if (!text) return undefined;
  const m = QUERY_TIME.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m;
  const time = h === undefined ? (end ? [23, 59, 59] : [0, 0, 0]) : [Number(h), Number(mi), Number(s)];
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), time[0], time[1], time[2]);
  return Number.isNaN(ms) ? undefined : ms - OFFSET_MS;
}

/** Epoch ms of 00:00:00 Beijing time on the day of `at`. */
export function startOfBeijingDay(at: number): number {
  return Math.floor((at + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
}

/** True when `at` lies within [from, to]; open ends match everything. */
export function withinRange(at: number, from: number | undefined, to: number | undefined): boolean {
  return (from === undefined || at >= from) && (to === undefined || at <= to);
}
