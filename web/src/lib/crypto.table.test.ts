// AES-128-ECB / PKCS7 / Base64 with hostile plaintexts (01 §9 "Session encryption uses the first 16
// characters of the session id (AES, ECB); a fixed-key variant exists"), cross-checked against Node's
// own AES so the console stays interoperable with any standard implementation on the server.
import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FIXED_AES_KEY } from './constants/crypto';
import { decryptAesEcb, encryptWithFixedKey, encryptWithSession, sessionKey } from './crypto';

const SESSION_ID = '8f14e45fceea167a5a36dedd4bea2543';

function reference(plain: string, key: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

const PLAINTEXTS: [string, string][] = [
  ['empty', ''],
  ['one block minus one', 'A'.repeat(15)],
  ['exactly one block (a full padding block follows)', 'A'.repeat(16)],
  ['spaces only', '   '],
  ['Chinese', '管理员密码2026'],
  ['emoji', '😀👨‍👩‍👧'],
  ['full-width digits', '１２３４５６'],
  ['SQL fragment', "' OR '1'='1'; --"],
  ['HTML fragment', '<script>alert(1)</script>'],
  ['NUL and newlines', 'a\u0000b\r\nc'],
  ['very long', 'p@ss'.repeat(25_000)],
];

describe('fixed-key variant — 01 §9 "a fixed-key variant exists"', () => {
  it.each(PLAINTEXTS)('%s: equals the reference AES-128-ECB and decrypts back', (_label, plain) => {
    const cipher = encryptWithFixedKey(plain);
    expect(cipher).toBe(reference(plain, FIXED_AES_KEY));
    expect(decryptAesEcb(cipher, FIXED_AES_KEY)).toBe(plain);
  });
});

describe('session variant — 01 §9 "first 16 characters of the session id (AES, ECB)"', () => {
  it.each(PLAINTEXTS)('%s: equals the reference with the session key and decrypts back', (_label, plain) => {
    const cipher = encryptWithSession(plain, SESSION_ID);
    expect(cipher).toBe(reference(plain, SESSION_ID.slice(0, 16)));
    expect(decryptAesEcb(cipher, SESSION_ID.slice(0, 16))).toBe(plain);
  });

  it.each([
    ['exactly 16 characters', '0123456789abcdef', '0123456789abcdef'],
    ['longer ids use their first 16', `${'f'.repeat(16)}${'0'.repeat(100)}`, 'f'.repeat(16)],
  ])('%s', (_label, id, key) => {
    expect(sessionKey(id)).toBe(key);
  });

  it.each(['', ' ', '0123456789abcde'])('a session id of %j is too short to key the cipher', (id) => {
    expect(() => encryptWithSession('x', id)).toThrow();
  });

  it('ECB: equal blocks give equal cipher blocks (why the mode is only used as the spec asks)', () => {
    const cipher = Buffer.from(encryptWithFixedKey('B'.repeat(32)), 'base64');
    expect(cipher.subarray(0, 16).equals(cipher.subarray(16, 32))).toBe(true);
  });

  it('a cipher text made with another key does not decrypt to the plaintext', () => {
    const cipher = encryptWithSession('Newpass@2026', SESSION_ID);
    let plain: string;
    try {
      plain = decryptAesEcb(cipher, FIXED_AES_KEY);
    } catch {
      plain = '';
    }
    expect(plain).not.toBe('Newpass@2026');
  });
});
