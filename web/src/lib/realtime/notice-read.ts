// Which system notices were read (02 §4): login-page notices (windowLocation 1) in memory for this
// page's life only; post-login notices (2) per user in local storage by id and update time, so a
// notice shows again when its update time changes.
import type { components } from '@zhsq/contract/api';
import { NOTICE_READ_STORAGE_KEY, NOTICE_WINDOW_LOGIN } from '../constants/system-notices';
import { getItem, setItem } from '../storage';

export type SystemNotice = components['schemas']['SystemNotice'];
type ReadMap = Record<string, string>;

const loginPageRead = new Map<number, string>();

function readKey(userId: string): string {
  return `${NOTICE_READ_STORAGE_KEY}${userId}`;
}

function storedReadMap(userId: string): ReadMap {
  const value = getItem<unknown>(readKey(userId));
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as ReadMap) : {};
}

type Reader = Pick<SystemNotice, 'id' | 'updateTime' | 'windowLocation'>;

/** Read = the same id was read with the same update time. `userId` is needed for post-login notices. */
export function isNoticeRead(notice: Reader, userId: string | undefined): boolean {
  if (notice.windowLocation === NOTICE_WINDOW_LOGIN)
    return loginPageRead.get(notice.id) === notice.updateTime;
  if (userId === undefined) return false;
  return storedReadMap(userId)[String(notice.id)] === notice.updateTime;
}

export function markNoticeRead(notice: Reader, userId: string | undefined): void {
  if (notice.windowLocation === NOTICE_WINDOW_LOGIN) {
    loginPageRead.set(notice.id, notice.updateTime);
    return;
  }
  if (userId === undefined) return;
  setItem(readKey(userId), { ...storedReadMap(userId), [String(notice.id)]: notice.updateTime });
}

/** Tests only need this: the login-page memory lives as long as the page. */
export function forgetLoginPageNotices(): void {
  loginPageRead.clear();
}
