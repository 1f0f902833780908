// Pieces every card reader shares: the messages operators see, card-number formats, capacity and dates.
import { DeviceError } from '../../lib/errors';
import type { CardPermission } from '../../contract/types';

export const MSG = {
  noCard: '请放置卡片',
  badSectorKey: '扇区密码错误',
  badKey: '卡片密钥校验失败',
  authFailed: '卡片外部认证失败',
  notUser: '该卡不是用户卡',
  notSystem: '该卡不是系统卡',
  isSystem: '该卡为系统卡，请先格式化',
  isUser: '该卡为用户卡，请先格式化',
  isLogout: '该卡已注销，请先格式化或使用一键发卡',
  alreadyLogout: '该卡已注销',
} as const;

/** Reader capacities (permissions per card). */
export const CAPACITY = { ic: 20, uc: 8, cpu: 64 } as const;

/** First 4 bytes of the UID as a 10-digit decimal (the number printed on access cards). */
export function decimalCardNo(hex: string): string {
  return String(parseInt(hex.slice(0, 8), 16)).padStart(10, '0');
}

export function ensureCapacity(list: readonly CardPermission[], capacity: number): void {
  if (list.length > capacity) throw new DeviceError(`卡片容量不足，最多写入 ${capacity} 条权限`);
  const seen = new Set<string>();
  for (const item of list) {
    if (seen.has(item.code)) throw new DeviceError(`权限编码重复：${item.code}`);
    seen.add(item.code);
  }
}

/** Expiry dates are inclusive; one in the past would make a card that opens nothing. */
export function ensureNotPast(date: string, today: string): void {
  if (date < today) throw new DeviceError(`有效期 ${date} 早于今天 ${today}`);
}

export const cloneList = (list: readonly CardPermission[]): CardPermission[] => list.map((p) => ({ ...p }));

export interface ReaderEvent {
  reader: 'ic' | 'uc' | 'cpu';
  kind: 'led' | 'beep';
  detail: Record<string, string | number>;
  at: string;
}
