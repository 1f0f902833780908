// The login password transform the backend expects (01 §9): AES-128-ECB of the password, with the fixed
// key or, for the session-key variant, the first 16 characters of the session id. Obfuscation, not
// protection: confidentiality comes from HTTPS (README "Security").
import { createDecipheriv } from 'node:crypto';

export const LOGIN_AES_KEY = 'ZHSQ@Console2026';

export function decryptLoginPassword(cipherBase64: string): string | null {
  try {
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from(LOGIN_AES_KEY, 'utf8'), null);
    return Buffer.concat([decipher.update(Buffer.from(cipherBase64, 'base64')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/** Session-key variant: the first 16 characters of the session id. */
export function decryptWithSession(sessionId: string, cipherBase64: string): string | null {
  try {
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from(sessionId.slice(0, 16), 'utf8'), null);
    return Buffer.concat([decipher.update(Buffer.from(cipherBase64, 'base64')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
