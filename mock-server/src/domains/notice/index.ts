// 系统通知（登录页与登录后弹窗）。
import { defineHandler } from '../../contract/define.js';
import { ok0str } from '../../contract/envelope.js';
import { slicePage } from '../../lib/paging.js';

export const handlers = [
  defineHandler('sysNotify', (ctx) => {
    const { windowLocation, page, limit } = ctx.query;
    const p = slicePage(ctx.store.notices.list(windowLocation), { page, limit }, 100);
    return ok0str({ records: p.items, total: p.total });
  }),
];
