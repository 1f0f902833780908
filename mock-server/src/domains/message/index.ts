// 消息中心拉取与各类消息未读数。
import { defineHandler, requireSession } from '../../contract/define.js';
import { ok0str, ok200 } from '../../contract/envelope.js';
import { slicePage } from '../../lib/paging.js';
import { visibleDepIds } from '../../lib/visibility.js';

export const handlers = [
  defineHandler('sysMsgPull', (ctx) => {
    const { user } = requireSession(ctx);
    const { msgType, readStatus, page, limit } = ctx.query;
    const depIds = visibleDepIds(ctx.store.communities, user);
    const list = ctx.store.messages.list(depIds, { msgType, readStatus });
    const p = slicePage(list, { page, limit }, 10);
    return ok0str({
      records: p.items,
      total: p.total,
      unreadTotal: list.filter((m) => m.readStatus === 0).length,
    });
  }),

  defineHandler('getMsgCount', (ctx) => {
    const { user } = requireSession(ctx);
    return ok200(ctx.store.messages.unreadCounts(visibleDepIds(ctx.store.communities, user)));
  }),
];
