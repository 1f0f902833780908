// 综合管控大屏汇总 (02 §2 complex control): the aggregates behind 综合态势, 社区看板, 控制台 and 疫情态势.
import { defineHandler, requireSession } from '../../contract/define.js';
import { fail, ok200 } from '../../contract/envelope.js';
import { epidemic } from './epidemic.js';
import { overview } from './overview.js';
import { dashboardScope } from './scope.js';

const DEFAULT_QUERY_DAY = 7;
const NO_NODE = () => fail('20404', '所选节点不存在或不在本账号管理范围内');

export const handlers = [
  defineHandler('dashboardOverview', (ctx) => {
    const { user } = requireSession(ctx);
    const scope = dashboardScope(ctx.store, user, ctx.query.node, ctx.query.queryDay ?? DEFAULT_QUERY_DAY);
    return scope ? ok200(overview(ctx.store, scope)) : NO_NODE();
  }),

  defineHandler('dashboardEpidemic', (ctx) => {
    const { user } = requireSession(ctx);
    const scope = dashboardScope(ctx.store, user, ctx.query.node, ctx.query.queryDay ?? DEFAULT_QUERY_DAY);
    return scope ? ok200(epidemic(ctx.store, scope)) : NO_NODE();
  }),
];
