// 在线客服与客服热线。
import { defineHandler, requireSession } from '../../contract/define.js';
import { ok200 } from '../../contract/envelope.js';

export const handlers = [
  defineHandler('csContact', (ctx) => ok200(ctx.store.support.contact())),

  defineHandler('csChatList', (ctx) => {
    const { user } = requireSession(ctx);
    return ok200(ctx.store.support.history(user.userId, ctx.query.afterId));
  }),

  defineHandler('csChatSend', (ctx) => {
    const { user } = requireSession(ctx);
    return ok200(ctx.store.support.send(user, ctx.body.content), '发送成功');
  }),
];
