// 人脸采集收费设置与人脸照片校验（成功码 '0'，当日上限 3145）。
import { defineHandler, requireSession } from '../../contract/define.js';
import { fail, ok200 } from '../../contract/envelope.js';

export const handlers = [
  defineHandler('getIsFacePay', (ctx) => {
    const { user } = requireSession(ctx);
    return ok200(ctx.store.face.payInfo(user));
  }),

  defineHandler('checkFace', (ctx) => {
    const { user } = requireSession(ctx);
    const result = ctx.store.face.check(user, ctx.body.imageUrl);
    if (!result.ok) return { ...fail(result.code, result.message), msg: result.message };
    return { code: '0' as const, msg: '采集成功', message: '采集成功', data: result.value };
  }),
];
