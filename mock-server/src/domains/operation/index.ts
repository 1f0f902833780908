// 流量卡 (02 §2 运维支持 simCard/index): the list with its multi-value status filter (02 §7 status=2,4)
// and the renewal. Detail, add, edit and delete are the generic resource actions of TrafficCard.
import {
  defineHandler,
  requireSession,
  type HandlerContext,
  type OperationId,
  type OpResponse,
} from '../../contract/define.js';
import { fail, ok200 } from '../../contract/envelope.js';
import { filterRows, sortRows, visibleRows } from '../../resources/query.js';
import { simStatusOn, SIM_STATUS } from './seeds/cards.js';
import { metas } from '../../resources/store.js';
import type { Row } from '../../resources/types.js';
import { agentScope } from '../../store/agents.js';
import { formatDateTime } from '../../store/clock.js';
import { slicePage } from '../../lib/paging.js';
import { visibleDepIds } from '../../lib/visibility.js';
import type { Store } from '../store.js';

const meta = metas.TrafficCard;

/** A TrafficCard row as the contract types it (the table holds untyped rows of the same shape). */
type TrafficCard = Extract<OpResponse<'trafficCardPage'>, { data: unknown }>['data'][number];
const asCards = (rows: Row[]) => rows as unknown as TrafficCard[];
const today = (store: Store) => formatDateTime(store.now()).slice(0, 10);

/** The cards the session may see, with their status brought up to today first. */
function visibleCards(ctx: HandlerContext<OperationId>): Row[] {
  const { user } = requireSession(ctx);
  const table = ctx.store.resources.table('TrafficCard');
  const day = today(ctx.store);
  for (const row of table.all()) {
    const status = simStatusOn(row, day);
    if (status !== row.status) table.replace({ ...row, status });
  }
  return visibleRows(meta, table.all(), visibleDepIds(ctx.store.communities, user), agentScope(user.agentId));
}

/** yyyy-MM-dd plus whole months, the day kept or clamped to the month's last day. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** Package 3 is sold by the year, 1 and 2 by the month (dictionary sim_package). */
const MONTHS_PER_PERIOD: Record<string, number> = { '1': 1, '2': 1, '3': 12 };

export const handlers = [
  defineHandler('trafficCardPage', (ctx) => {
    const { status, sort, order, page, limit, ...search } = ctx.query;
    const wanted = status ? new Set(status.split(',').map(Number)) : undefined;
    const rows = filterRows(meta, visibleCards(ctx), search).filter(
      (r) => !wanted || wanted.has(Number(r.status)),
    );
    // Cards that run out first come first unless the table asks otherwise.
    const sorted = sortRows(rows, sort ? { sort, order } : { sort: 'expireDate', order: 'asc' });
    const p = slicePage(sorted, { page, limit });
    return { ...ok200(asCards(p.items)), totalCount: p.total };
  }),

  defineHandler('trafficCardRenew', (ctx) => {
    const { ids, packageCode, periods } = ctx.body;
    const visible = new Map(visibleCards(ctx).map((r) => [r.id, r]));
    const cards = ids.split(',').map((id) => visible.get(Number(id)));
    // Nothing half-renewed: one unknown card stops the batch.
    if (cards.some((c) => !c)) return fail('20404', '流量卡不存在或已删除');
    const table = ctx.store.resources.table('TrafficCard');
    const day = today(ctx.store);
    const renewed = (cards as Row[]).map((card) => {
      const from = String(card.expireDate) > day ? String(card.expireDate) : day;
      const expireDate = addMonths(from, MONTHS_PER_PERIOD[packageCode]! * periods);
      const row = {
        ...card,
        packageCode,
        expireDate,
        status: simStatusOn({ status: SIM_STATUS.normal, expireDate }, day),
      };
      table.replace(row);
      return row;
    });
    return ok200(asCards(renewed), '续费成功');
  }),
];
