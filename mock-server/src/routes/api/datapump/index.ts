// 批量导入导出任务与导出模板（成功码数字 0）。
import { defineHandler, requireSession } from '../../../contract/define.js';
import { fail, ok0num } from '../../../contract/envelope.js';

export const handlers = [
  defineHandler('datapumpImEx', (ctx) => {
    const { user } = requireSession(ctx);
    const { type, params, smsCode } = ctx.body;
    const file = ctx.files.find((f) => f.field === 'file');
    const result = ctx.store.datapump.submit(user, { type, params, smsCode, file });
    if (!result.ok) return fail(result.code, result.message);
    return { code: 0 as const, message: result.value.statusText, data: result.value };
  }),

  defineHandler('exportTemplateList', (ctx) => {
    requireSession(ctx);
    const result = ctx.store.datapump.templates(ctx.query.dataType);
    return result.ok ? ok0num(result.value) : fail(result.code, result.message);
  }),
];
