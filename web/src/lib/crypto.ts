// AES-128-ECB, PKCS7, Base64 (01 §9): the session variant keys with the first 16 characters of the
// session id (updatePwd); the fixed-key variant encrypts the login password before a session exists.
// This is obfuscation kept for compatibility with the backend, not protection: the fixed key ships in
// the bundle, the session key travels with every request, and ECB leaks equal blocks. Confidentiality
// comes from HTTPS alone (README "Deployment").
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { FIXED_AES_KEY, SESSION_KEY_LENGTH } from './constants/crypto';

const cipherOptions = { mode: ECB, padding: Pkcs7 };

export function encryptAesEcb(plain: string, key: string): string {
  return AES.encrypt(Utf8.parse(plain), Utf8.parse(key), cipherOptions).toString();
}

export function decryptAesEcb(cipherText: string, key: string): string {
  return AES.decrypt(cipherText, Utf8.parse(key), cipherOptions).toString(Utf8);
}

export function sessionKey(sessionId: string): string {
  if (sessionId.length < SESSION_KEY_LENGTH) throw new Error('会话标识过短，无法加密');
  return sessionId.slice(0, SESSION_KEY_LENGTH);
}

/** Session variant, e.g. oldPwd/newPwd/newPassword of updatePwd. */
export function encryptWithSession(plain: string, sessionId: string): string {
  return encryptAesEcb(plain, sessionKey(sessionId));
}

/** Fixed-key variant, used for the login password. */
export function encryptWithFixedKey(plain: string): string {
  return encryptAesEcb(plain, FIXED_AES_KEY);
}
