// The spec's password transform keys (01 §9; docs/adr/0020). Obfuscation the backend expects,
// not confidentiality: that comes from HTTPS.

/** Fixed-key AES-ECB variant used for the login password (docs/adr/0020). */
export const FIXED_AES_KEY = 'ZHSQ@Console2026';
/** Session variant: the first 16 characters of the session id are the key. */
export const SESSION_KEY_LENGTH = 16;
