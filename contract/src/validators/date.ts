// Date check (01 §5, 02 §5): year-month-day with '-' or '/' (the same separator twice), month and day
// with one or two digits, four-digit year; impossible dates such as 2023-02-29 or 2024-04-31 fail.

/** True when (year, month 1–12, day) names a real day of the proleptic Gregorian calendar. */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

/** Parses 'YYYY-M-D' or 'YYYY/M/D'; undefined when the text is not a real date. */
export function parseDate(text: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[3]), Number(match[4])];
  return isRealDate(year, month, day) ? { year, month, day } : undefined;
}

export function isValidDate(text: string): boolean {
  return parseDate(text) !== undefined;
}
