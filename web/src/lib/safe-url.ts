// Addresses that come from data (a notice's button link, a custom menu item's address, a download
// address the server names) are followed only when they are http(s): a javascript:, data: or vbscript:
// address would run in the console's origin. The check is the form's own URL rule (02 §5, isHttpUrl),
// the same one the contract's HttpUrl schema states.
import { isHttpUrl } from '@zhsq/contract/validators/patterns';

export { isHttpUrl };

/** The address when it is an absolute http(s) URL, else undefined (for href / src of data links). */
export function httpUrlOrUndefined(url: unknown): string | undefined {
  return typeof url === 'string' && isHttpUrl(url) ? url : undefined;
}

/** An absolute http(s) URL or a path of the console's own origin (/api/static/…), else undefined. */
export function sameOriginPathOrHttpUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  if (/^\/(?![/\\])[^\s\p{Cc}]*$/u.test(url)) return url;
  return httpUrlOrUndefined(url);
}

/**
 * Opens a data-given address in a new tab, without giving it this window (noopener, noreferrer).
 * Anything but an http(s) URL is never opened; the answer says whether it was.
 */
export function safeOpen(url: unknown): boolean {
  const safe = httpUrlOrUndefined(url);
  if (!safe) {
    console.warn('拒绝打开非 http(s) 地址', url);
    return false;
  }
  window.open(safe, '_blank', 'noopener,noreferrer');
  return true;
}
