// Predicates behind the reusable form rules of 02 §5 (and the port of 01 §5). Each takes the text as
// typed: no trimming, ASCII digits only (full-width digits fail), lengths counted in code points.
import {
  AMOUNT_MIN,
  COORDINATE_MAX_DECIMALS,
  COORDINATE_MIN_DECIMALS,
  LATITUDE_MAX,
  LONGITUDE_MAX,
  MOBILE_DIGITS,
  PASSWORD_A_MAX_LENGTH,
  PASSWORD_A_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  QT_PORT_MAX,
  QT_PORT_MIN,
} from './constants';

/** Length in code points, so an emoji or a rare Han character counts once. */
export function textLength(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

/** 02 §5 positive integer, digits only: 1, 2, … (no sign, no leading zero, at most 2^53 − 1). */
export function isPositiveInteger(text: string): boolean {
  return /^[1-9]\d*$/.test(text) && Number.isSafeInteger(Number(text));
}

/** 02 §5 optional integer: an optional minus sign and digits, no leading zero, a safe integer. */
export function isInteger(text: string): boolean {
  return /^-?(0|[1-9]\d*)$/.test(text) && Number.isSafeInteger(Number(text));
}

/** 02 §5 password A: 6–18 characters, no whitespace, at least one letter and one digit. */
export function isPasswordA(text: string): boolean {
  const length = textLength(text);
  return (
    length >= PASSWORD_A_MIN_LENGTH &&
    length <= PASSWORD_A_MAX_LENGTH &&
    !/\s/.test(text) &&
    /[A-Za-z]/.test(text) &&
    /\d/.test(text)
  );
}

/** 02 §5: Chinese (Han script) or English letters only. */
export function isChineseOrEnglish(text: string): boolean {
  return /^[\p{Script=Han}A-Za-z]+$/u.test(text);
}

/** 02 §5 amount: a plain decimal with at most two decimals, at least 0.01. */
export function isAmount(text: string): boolean {
  if (!/^(0|[1-9]\d*)(\.\d{1,2})?$/.test(text)) return false;
  const value = Number(text);
  return Number.isFinite(value) && value >= AMOUNT_MIN;
}

/** 02 §5 phone/number: 6 to 15 digits. */
export function isPhone(text: string): boolean {
  return new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`).test(text);
}

/** 02 §5 mobile: 11 digits; a mainland mobile number starts with 1 and a second digit 3–9. */
const MOBILE = new RegExp(`^1[3-9]\\d{${MOBILE_DIGITS - 2}}$`);

export function isMobile(text: string): boolean {
  return MOBILE.test(text);
}

/**
 * 02 §5 no spaces: Han characters, letters, digits and symbols. Rejects whitespace of any kind
 * (including the full-width space), control characters and invisible zero-width spaces.
 */
export function hasNoSpaces(text: string): boolean {
  return !/[\s\p{Cc}\u200B\u2060]/u.test(text);
}

const DECIMAL_PART = `(\\.\\d{1,${COORDINATE_MAX_DECIMALS}})?`;
const COORDINATE = new RegExp(`^-?(\\d{1,3})${DECIMAL_PART},-?(\\d{1,2})${DECIMAL_PART}$`);

/** 02 §5 coordinates 'longitude,latitude' (ASCII comma, no spaces), within ±180 and ±90. */
export function isCoordinates(text: string): boolean {
  if (!COORDINATE.test(text)) return false;
  const [lng, lat] = text.split(',').map(Number) as [number, number];
  return Math.abs(lng) <= LONGITUDE_MAX && Math.abs(lat) <= LATITUDE_MAX;
}

const DECIMALS = `{${COORDINATE_MIN_DECIMALS},${COORDINATE_MAX_DECIMALS}}`;
// Integer parts 0–179 / 0–89 with any decimals; the maximum itself only with zero decimals.
const LONGITUDE = new RegExp(
  `^-?(?:(?:[1-9]?\\d|1[0-7]\\d)\\.\\d${DECIMALS}|${LONGITUDE_MAX}\\.0${DECIMALS})$`,
);
const LATITUDE = new RegExp(`^-?(?:[1-8]?\\d\\.\\d${DECIMALS}|${LATITUDE_MAX}\\.0${DECIMALS})$`);

/** 02 §5 longitude: integer part 0–180 (optional minus), 4 to 15 decimals; 180 only as 180.0000…. */
export function isLongitude(text: string): boolean {
  return LONGITUDE.test(text);
}

/** 02 §5 latitude: integer part 0–90 (optional minus), 4 to 15 decimals; 90 only as 90.0000…. */
export function isLatitude(text: string): boolean {
  return LATITUDE.test(text);
}

/**
 * 02 §5 name: Han characters and letters, joined by single dots (· . • ・) as in 阿卜杜·热合曼 or
 * J.Smith; no spaces, no leading, trailing or doubled dot.
 */
export function isPersonName(text: string): boolean {
  return /^[\p{Script=Han}A-Za-z]+(?:[·.•・][\p{Script=Han}A-Za-z]+)*$/u.test(text);
}

/** 02 §5 e-mail: practical address syntax (local part up to 64, whole address up to 254). */
export function isEmail(text: string): boolean {
  if (text.length > 254) return false;
  const match =
    /^([A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*)@((?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63})$/.exec(
      text,
    );
  return match !== null && match[1]!.length <= 64;
}

/** 02 §5 URL: an absolute http(s) address with a host, no whitespace, at most 2048 characters. */
export function isHttpUrl(text: string): boolean {
  if (text.length > 2048 || /[\s\p{Cc}]/u.test(text) || !/^https?:\/\/[^/?#\\]/i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** 01 §5 port: digits only, at most 5, between 10 and 49000. */
export function isPort(text: string): boolean {
  if (!/^\d{1,5}$/.test(text)) return false;
  const port = Number(text);
  return port >= QT_PORT_MIN && port <= QT_PORT_MAX;
}

/** 02 §5 minimum length N (code points). */
export function hasMinLength(text: string, min: number): boolean {
  return textLength(text) >= min;
}
