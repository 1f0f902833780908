// Beijing-time text for frame timestamps, independent of the host's time zone.
import { BEIJING_OFFSET_MINUTES } from './constants.js';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function shifted(date: Date): Date {
  return new Date(date.getTime() + BEIJING_OFFSET_MINUTES * 60_000);
}

/** `YYYY-MM-DD HH:mm:ss` in Beijing time. */
export function formatDateTime(date: Date): string {
  const t = shifted(date);
  return (
    `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ` +
    `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`
  );
}

/** `YYYYMMDD` in Beijing time (file names, task ids). */
export function compactDate(date: Date): string {
  const t = shifted(date);
  return `${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}`;
}

/** `YYYYMMDDHHmmss` in Beijing time. */
export function compactDateTime(date: Date): string {
  const t = shifted(date);
  return `${compactDate(date)}${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}${pad(t.getUTCSeconds())}`;
}
