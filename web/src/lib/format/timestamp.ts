// Date-time stamps (01 §9, 02 §5): 10-digit (any under 13 digits) stamps are seconds, 13-digit ones
// milliseconds. Anything else (negative, fractional, longer, non-digit, full-width) is not a stamp.
import dayjs from 'dayjs';
import { DATE_TIME_FORMAT, MILLISECOND_TIMESTAMP_DIGITS } from '../constants/input-format';

export function toMilliseconds(stamp: number | string | null | undefined): number | undefined {
  let text: string;
  if (typeof stamp === 'number') {
    if (!Number.isSafeInteger(stamp) || stamp < 0) return undefined;
    text = String(stamp);
  } else if (typeof stamp === 'string') {
    text = stamp;
  } else {
    return undefined;
  }
  if (!new RegExp(`^\\d{1,${MILLISECOND_TIMESTAMP_DIGITS}}$`).test(text)) return undefined;
  const value = Number(text);
  return text.length < MILLISECOND_TIMESTAMP_DIGITS ? value * 1000 : value;
}

/** Local time in `format` (default YYYY-MM-DD HH:mm:ss); '' when the stamp is not one. */
export function formatTimestamp(
  stamp: number | string | null | undefined,
  format: string = DATE_TIME_FORMAT,
): string {
  const ms = toMilliseconds(stamp);
  return ms === undefined ? '' : dayjs(ms).format(format);
}
