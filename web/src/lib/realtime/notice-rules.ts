// System-notice display rules (02 §4, §9), pure so they can be tested without a page.
import {
  NOTICE_MAX_DISPLAYS_PER_SESSION,
  NOTICE_WINDOW_AFTER_LOGIN,
  NOTICE_WINDOW_LOGIN,
} from '../constants/system-notices';
import type { SystemNotice } from './notice-read';

export interface NoticeContext {
  /** 1 on the login page, 2 inside the console. */
  windowLocation: typeof NOTICE_WINDOW_LOGIN | typeof NOTICE_WINDOW_AFTER_LOGIN;
  isRead(notice: SystemNotice): boolean;
  /** Page navigations in this session, login excluded (post-login notices only). */
  navigations: number;
}

/**
 * The notice to show now, or undefined: one of this window location, with its pop-up switched on
 * (notifyWindow 1), unread, and — after login — either forced or within the first two navigations
 * of the session. The server lists newest first; that order is kept.
 */
export function nextNotice(notices: readonly SystemNotice[], ctx: NoticeContext): SystemNotice | undefined {
  return notices.find(
    (notice) =>
      notice.windowLocation === ctx.windowLocation &&
      notice.notifyWindow === 1 &&
      !ctx.isRead(notice) &&
      (ctx.windowLocation === NOTICE_WINDOW_LOGIN ||
        notice.notifyWindowForce === 1 ||
        ctx.navigations <= NOTICE_MAX_DISPLAYS_PER_SESSION),
  );
}

/**
 * 02 §4 new-notice flag: after a push, a post-login notice whose id is unknown locally or whose
 * update time differs from the one read raises the new-system-message flag.
 */
export function hasNewNotice(
  notices: readonly SystemNotice[],
  isRead: (n: SystemNotice) => boolean,
): boolean {
  return notices.some((notice) => notice.windowLocation === NOTICE_WINDOW_AFTER_LOGIN && !isRead(notice));
}

/** Letter-style (type '1') or image-style; image content is an address, anything else is HTML. */
export function isImageAddress(content: string): boolean {
  const text = content.trim();
  return !text.includes('<') && /^(https?:\/\/|\/|\.\/|data:image\/)\S*$/i.test(text);
}
