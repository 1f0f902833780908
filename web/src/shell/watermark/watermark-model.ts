// What the watermark shows (01 §2.4 point 8, §9): the user name and the real name (cut at 30 characters
// plus an ellipsis), on pages whose route meta.watermark is set when watermarkHiddenStatus is 0, and on
// every page when it is anything else. Pure, so the decision is tested without a browser.
import { WATERMARK_ELLIPSIS, WATERMARK_NAME_MAX } from '@/lib/constants/watermark';

export interface WatermarkUser {
  userName: string;
  realName?: string | null;
  watermarkHiddenStatus: number;
}

/** The real name cut at 30 characters (counted as code points, so no surrogate pair is split). */
export function cutRealName(realName: string | null | undefined): string {
  const chars = Array.from((realName ?? '').trim());
  return chars.length > WATERMARK_NAME_MAX
    ? chars.slice(0, WATERMARK_NAME_MAX).join('') + WATERMARK_ELLIPSIS
    : chars.join('');
}

export function watermarkText(user: Pick<WatermarkUser, 'userName' | 'realName'>): string {
  return [user.userName.trim(), cutRealName(user.realName)].filter(Boolean).join(' ');
}

export function shouldShowWatermark(
  watermarkHiddenStatus: number,
  routeWatermark: boolean | undefined,
): boolean {
  return watermarkHiddenStatus !== 0 || routeWatermark === true;
}

/** The text to draw, or undefined when the watermark must be removed (no session, or not wanted here). */
export function decideWatermark(
  user: WatermarkUser | undefined,
  routeWatermark: boolean | undefined,
): string | undefined {
  if (!user || !shouldShowWatermark(user.watermarkHiddenStatus, routeWatermark)) return undefined;
  const text = watermarkText(user);
  return text === '' ? undefined : text;
}
