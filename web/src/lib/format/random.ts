// Random strings from the platform's CSPRNG (crypto.getRandomValues), uniform by rejection sampling:
// digits (01 §9 "random digit generator", default length 6) and the 16 characters of upload file names.
import { RANDOM_DIGITS_LENGTH } from '../constants/input-format';

export const DIGITS = '0123456789';
export const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const CHUNK = 4096;

export function randomString(length: number, alphabet: string): string {
  if (!Number.isSafeInteger(length) || length < 0) throw new RangeError(`长度必须是非负整数：${length}`);
  if (alphabet.length < 1 || alphabet.length > 256) throw new RangeError('字符集长度必须在 1 到 256 之间');
  // Bytes at or above `limit` would favour the first characters; they are drawn again.
  const limit = 256 - (256 % alphabet.length);
  const out: string[] = [];
  const bytes = new Uint8Array(Math.min(CHUNK, Math.max(1, length * 2)));
  while (out.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < limit) out.push(alphabet[byte % alphabet.length]!);
      if (out.length === length) break;
    }
  }
  return out.join('');
}

export function randomDigits(length: number = RANDOM_DIGITS_LENGTH): string {
  return randomString(length, DIGITS);
}
