// System-notice display rules (02 §4 "System notice display", §9: max 2 displays per session).
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_PREFIX } from '../constants/storage';
import { NOTICE_READ_STORAGE_KEY } from '../constants/system-notices';
import { forgetLoginPageNotices, isNoticeRead, markNoticeRead } from './notice-read';
import { hasNewNotice, isImageAddress, nextNotice, type NoticeContext } from './notice-rules';
import { notice } from './testing/notices';

afterEach(() => forgetLoginPageNotices());

const afterLogin = (navigations: number, read: number[] = []): NoticeContext => ({
  windowLocation: 2,
  navigations,
  isRead: (n) => read.includes(n.id),
});

describe('which notice shows (02 §4)', () => {
  it('only notices of this window location with notifyWindow on and unread', () => {
    const list = [
      notice({ id: 1, windowLocation: 1 }),
      notice({ id: 2, notifyWindow: 0 }),
      notice({ id: 3 }),
      notice({ id: 4 }),
    ];
    expect(nextNotice(list, afterLogin(1))?.id).toBe(3);
    expect(nextNotice(list, afterLogin(1, [3]))?.id).toBe(4);
    expect(nextNotice(list, afterLogin(1, [3, 4]))).toBeUndefined();
    expect(nextNotice(list, { windowLocation: 1, navigations: 0, isRead: () => false })?.id).toBe(1);
  });

  it('§9 post-login: unforced notices within the first 2 navigations only; forced ones always', () => {
    const list = [notice({ id: 7 }), notice({ id: 8, notifyWindowForce: 1 })];
    expect(nextNotice(list, afterLogin(1))?.id).toBe(7);
    expect(nextNotice(list, afterLogin(2))?.id).toBe(7);
    expect(nextNotice(list, afterLogin(3))?.id).toBe(8);
    expect(nextNotice(list, afterLogin(30, [8]))).toBeUndefined();
  });

  it('login-page notices ignore the navigation count', () => {
    const list = [notice({ id: 1, windowLocation: 1 })];
    expect(nextNotice(list, { windowLocation: 1, navigations: 99, isRead: () => false })?.id).toBe(1);
  });
});

describe('what is remembered as read (02 §4)', () => {
  it('post-login notices per user in local storage by id and update time', () => {
    const n = notice({ id: 5, updateTime: '2026-03-16 18:00:00' });
    expect(isNoticeRead(n, '1')).toBe(false);
    markNoticeRead(n, '1');
    expect(isNoticeRead(n, '1')).toBe(true);
    expect(isNoticeRead(n, '2')).toBe(false);
    expect(JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}${NOTICE_READ_STORAGE_KEY}1`) ?? '')).toEqual({
      value: { '5': '2026-03-16 18:00:00' },
    });
    // a new update time makes it unread again
    expect(isNoticeRead({ ...n, updateTime: '2026-03-17 09:00:00' }, '1')).toBe(false);
  });

  it('login-page notices in memory only', () => {
    const n = notice({ id: 3, windowLocation: 1 });
    markNoticeRead(n, undefined);
    expect(isNoticeRead(n, undefined)).toBe(true);
    expect(localStorage.length + sessionStorage.length).toBe(0);
    forgetLoginPageNotices(); // a new page
    expect(isNoticeRead(n, undefined)).toBe(false);
  });

  it('new-system-message rule: a post-login notice unknown locally or with another update time', () => {
    const read = (n: { id: number; updateTime: string }) =>
      n.id === 5 && n.updateTime === '2026-03-16 18:00:00';
    expect(hasNewNotice([notice({ id: 5 })], read)).toBe(false);
    expect(hasNewNotice([notice({ id: 5, updateTime: '2026-03-17 09:00:00' })], read)).toBe(true);
    expect(hasNewNotice([notice({ id: 5 }), notice({ id: 6 })], read)).toBe(true);
    expect(hasNewNotice([notice({ id: 6, windowLocation: 1 })], read)).toBe(false);
  });
});

describe('image-style content', () => {
  it('an address is a picture, anything with markup is HTML', () => {
    expect(isImageAddress('/api/static/uploads/notice/fire-safety.svg')).toBe(true);
    expect(isImageAddress('https://cdn.example.cn/a.png')).toBe(true);
    expect(isImageAddress('<p><img src="/a.png"></p>')).toBe(false);
    expect(isImageAddress('javascript:alert(1)')).toBe(false);
  });
});
