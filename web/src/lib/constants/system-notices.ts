// System notices shown on the login page and after login (02 §3, §4, §9).

/** 02 §3: windowLocation 1 login page, 2 after login; buttonLinkType 2 external link; type '1' letter. */
export const NOTICE_WINDOW_LOGIN = 1;
export const NOTICE_WINDOW_AFTER_LOGIN = 2;
export const NOTICE_LINK_EXTERNAL = 2;
export const NOTICE_TYPE_LETTER = '1';
/** 02 §9: post-login notices at most 2 displays per session; next unread checked after 500 ms. */
export const NOTICE_MAX_DISPLAYS_PER_SESSION = 2;
export const NOTICE_RECHECK_DELAY_MS = 500;
/** 02 §4: post-login notices read, per user: notice_read_{userId} → { [id]: updateTime }. */
export const NOTICE_READ_STORAGE_KEY = 'notice_read_';
