// Input helpers and display formats: money, integers, random digits, timestamps, card masking
// (01 §5, §9; 02 §5, §9). Owned by lib/format.

/** 01 §5, 02 §9: money input cap 999.99 (two decimals); integer input cap 840. */
export const MONEY_INPUT_MAX = 999.99;
export const MONEY_DECIMALS = 2;
export const INTEGER_INPUT_MAX = 840;
/** 01 §9: random digit generator default length 6. */
export const RANDOM_DIGITS_LENGTH = 6;
/** 01 §9: date-time stamps with fewer than 13 digits are seconds. */
export const MILLISECOND_TIMESTAMP_DIGITS = 13;
/**
 * 01 §9, 02 §5: card-number masking keeps characters 0-10 and 14-19, read as slice bounds
 * [0, 10) and [14, 19): an 18-digit ID number shows its first 10 and last 4 characters.
 */
export const CARD_MASK_KEEP: readonly (readonly [number, number])[] = [
  [0, 10],
  [14, 19],
];
export const CARD_MASK_CHAR = '*';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
