// 版本记录。
import { defineHandler } from '../../contract/define.js';

export const handlers = [
  defineHandler('editionList', (ctx) => {
    const page = ctx.store.editions.list(ctx.query);
    return { code: '200' as const, message: '成功', data: page.items, totalCount: page.total };
  }),
];
