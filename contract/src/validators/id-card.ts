// National ID card number (02 §5, GB 11643-1999): 18 characters = 6-digit area code, birthday
// YYYYMMDD, 3-digit sequence, check digit (0–9 or X, lower-case x accepted); or the old 15 digits =
// area code, birthday YYMMDD (19YY), sequence. The area code must start with a province code and the
// birthday must be a real day between 1800-01-01 and today.
import { isRealDate } from './date';

/** GB/T 2260 province-level codes, plus 71 台湾, 81 香港, 82 澳门, 83 (台湾居民居住证) and 91 (国外). */
export const PROVINCE_CODES: ReadonlySet<string> = new Set(
  '11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 50 51 52 53 54 61 62 63 64 65 71 81 82 83 91'.split(
    ' ',
  ),
);

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The check character of the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

function isPlausibleBirthday(year: number, month: number, day: number, now: Date): boolean {
  if (year < 1800 || !isRealDate(year, month, day)) return false;
  const today = now.getFullYear() * 10000 + (now.getMonth() + 1) * 100 + now.getDate();
  return year * 10000 + month * 100 + day <= today;
}

export function isIdCard(text: string, now: Date = new Date()): boolean {
  if (/^\d{17}[\dXx]$/.test(text)) {
    if (!PROVINCE_CODES.has(text.slice(0, 2))) return false;
    const [year, month, day] = [text.slice(6, 10), text.slice(10, 12), text.slice(12, 14)].map(Number) as [
      number,
      number,
      number,
    ];
    if (!isPlausibleBirthday(year, month, day, now)) return false;
    return idCardCheckChar(text) === text[17]!.toUpperCase();
  }
  if (/^\d{15}$/.test(text)) {
    if (!PROVINCE_CODES.has(text.slice(0, 2))) return false;
    const [yy, month, day] = [text.slice(6, 8), text.slice(8, 10), text.slice(10, 12)].map(Number) as [
      number,
      number,
      number,
    ];
    return isPlausibleBirthday(1900 + yy, month, day, now);
  }
  return false;
}
