// Face-photo collection: the agent's charge setting and the per-account daily check limit
// (01-shell §5, §8: code '0' 采集成功, '3145' daily limit reached, others carry a message).
import type { components } from '@zhsq/contract/api';
import { startOfBeijingDay } from '../../store/clock.js';
import type { DomainContext } from '../context.js';
import { failure, success, type Outcome } from '../../lib/result.js';
import { isImage, uploadKeyOf, type UploadsDomain } from '../upload/uploads.js';

export type FacePayInfo = components['schemas']['FacePayInfo'];
export type FaceCheckData = components['schemas']['FaceCheckData'];

export const FACE_DAILY_LIMIT = 20;
/** The platform operator's own agent collects faces free of charge; the others charge per photo. */
const FREE_AGENT_ID = '1';
const FACE_PRICE = 0.5;
export const FACE_LIMIT_MESSAGE =
  '该账号今日人脸照片校验次数已达上限，如需增加请联系客服，住户也可通过APP自行录入';

export function createFace(ctx: Pick<DomainContext, 'now'>, uploads: UploadsDomain) {
  const used = new Map<string, number>();
  const dayKey = (userId: string) => `${userId}:${startOfBeijingDay(ctx.now().getTime())}`;
  const usedToday = (userId: string) => used.get(dayKey(userId)) ?? 0;

  return {
    payInfo(user: { userId: string; agentId: string }): FacePayInfo {
      const free = user.agentId === FREE_AGENT_ID;
      return {
        isFacePay: free ? 0 : 1,
        facePrice: free ? 0 : FACE_PRICE,
        dailyLimit: FACE_DAILY_LIMIT,
        usedToday: usedToday(user.userId),
      };
    },

    /**
     * Checks one photo. Every check that reaches the face engine counts toward the daily limit;
     * a missing upload (3144) does not.
     */
    check(user: { userId: string }, imageUrl: string): Outcome<FaceCheckData> {
      const count = usedToday(user.userId);
      if (count >= FACE_DAILY_LIMIT) return failure('3145', FACE_LIMIT_MESSAGE);
      const key = uploadKeyOf(imageUrl.trim());
      const file = key === undefined ? undefined : uploads.get(key);
      if (key !== undefined && !file) return failure('3144', '图片不存在，请重新上传');
      used.set(dayKey(user.userId), count + 1);
      if (file && !isImage(file)) return failure('3146', '未检测到人脸，请重新拍摄');
      return success({ imageUrl, dailyLimit: FACE_DAILY_LIMIT, usedToday: count + 1 });
    },
  };
}

export type FaceDomain = ReturnType<typeof createFace>;
