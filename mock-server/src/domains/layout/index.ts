// 大屏与控制台编辑器布局的保存与读取（按用户、按编辑器页面）。
import { defineHandler, requireSession } from '../../contract/define.js';
import { fail, ok200 } from '../../contract/envelope.js';

export const handlers = [
  defineHandler('loSave', (ctx) => {
    const { user } = requireSession(ctx);
    const { pageKey, layoutId, layoutConfig, queryDay } = ctx.body;
    const result = ctx.store.layouts.save(user.userId, { pageKey, layoutId, layoutConfig, queryDay });
    return result.ok ? ok200(result.value, '保存成功') : fail(result.code, result.message);
  }),

  defineHandler('loGet', (ctx) => {
    const { user } = requireSession(ctx);
    return ok200(ctx.store.layouts.get(user.userId, ctx.query.pageKey));
  }),
];
