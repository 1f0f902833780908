// AES-128-ECB / PKCS7 / Base64, session and fixed-key variants (spec 01 §9, 02 §9).
import { describe, expect, it } from 'vitest';
import { FIXED_AES_KEY } from './constants/crypto';
import { decryptAesEcb, encryptWithFixedKey, encryptWithSession, sessionKey } from './crypto';

// printf 'Admin@2026' | openssl enc -aes-128-ecb -K $(printf 'ZHSQ@Console2026' | xxd -p) -base64
const KNOWN_ADMIN_CIPHER = 'ScBd/TAmZ2XD2HmcJY4wrQ==';

describe('crypto (01 §9)', () => {
  it('§9 fixed-key variant: AES-128-ECB with PKCS7, Base64 output', () => {
    expect(encryptWithFixedKey('Admin@2026')).toBe(KNOWN_ADMIN_CIPHER);
    expect(decryptAesEcb(encryptWithFixedKey('Admin@2026'), FIXED_AES_KEY)).toBe('Admin@2026');
  });

  it('§9 session variant keys with the first 16 characters of the session id', () => {
    const sessionId = '8f14e45fceea167a5a36dedd4bea2543';
    expect(sessionKey(sessionId)).toBe('8f14e45fceea167a');
    const cipher = encryptWithSession('Newpass@2026', sessionId);
    expect(decryptAesEcb(cipher, '8f14e45fceea167a')).toBe('Newpass@2026');
    expect(cipher).not.toBe(encryptWithFixedKey('Newpass@2026'));
  });

  it('§9 a session id shorter than 16 characters cannot key the cipher', () => {
    expect(() => encryptWithSession('x', 'short')).toThrow();
  });
});
