// One handler per generated resource operation (x-resource in the contract): page, detail, add,
// update, delete and relations over the resource's table, answering in the resource's envelope.
import type { HandlerDef, OperationId, RawContext } from '../contract/define.js';
import { fail, ok0num, ok0str, ok200 } from '../contract/envelope.js';
import { agentScope } from '../store/agents.js';
import { formatDateTime as formatNow } from '../store/clock.js';
import { visibleDepIds } from '../lib/visibility.js';
import { slicePage } from '../lib/paging.js';
import type { ResourceStore } from './store.js';
import { metas } from './store.js';
import { filterRows, sortRows, visibleRows, type PageQuery } from './query.js';
import { seeds } from '../domains/generated/seeds.js';
import type { ResourceAction, ResourceMeta, ResourceName, Row } from './types.js';
import { checkWrite, writableValues } from './write.js';

const lowerFirst = (s: string) => s[0]!.toLowerCase() + s.slice(1);

function okIn(meta: ResourceMeta, payload: unknown, message: string) {
  if (meta.envelope === 'records') return ok0num(payload, message);
  if (meta.envelope === 'content') return ok0str(payload, message);
  return ok200(payload, message);
}

function doneIn(meta: ResourceMeta, message: string) {
  const code = meta.envelope === 'records' ? 0 : meta.envelope === 'content' ? '0' : '200';
  return { code, message };
}

function scopeOf(ctx: RawContext) {
  const user = ctx.session!.user;
  return { depIds: visibleDepIds(ctx.store.communities, user), agentIds: agentScope(user.agentId) };
}

function visible(ctx: RawContext, meta: ResourceMeta): Row[] {
  const { depIds, agentIds } = scopeOf(ctx);
  return visibleRows(meta, ctx.store.resources.table(meta.name as ResourceName).all(), depIds, agentIds);
}

const notFound = (meta: ResourceMeta) => fail('20404', `${meta.title}不存在或已删除`);

function relationCounts(resources: ResourceStore, meta: ResourceMeta, id: number) {
  return meta.blockers.map((b) => ({
    label: b.label,
    count: resources
      .table(b.resource as ResourceName)
      .all()
      .filter((r) => Number(r[b.field]) === id).length,
  }));
}

const ACTIONS: Record<ResourceAction, (meta: ResourceMeta, ctx: RawContext) => unknown> = {
  page(meta, ctx) {
    const query = ctx.query as PageQuery;
    const rows = sortRows(filterRows(meta, visible(ctx, meta), query), query);
    const p = slicePage(rows, { page: query.page, limit: query.limit });
    if (meta.envelope === 'records') {
      return ok0num({ records: p.items, total: p.total, current: p.page, size: p.limit });
    }
    if (meta.envelope === 'content') return ok0str({ content: p.items, totalCount: p.total });
    return { ...ok200(p.items), totalCount: p.total };
  },

  detail(meta, ctx) {
    const row = visible(ctx, meta).find((r) => r.id === Number(ctx.query.id));
    return row ? okIn(meta, row, '成功') : notFound(meta);
  },

  async add(meta, ctx) {
    const name = meta.name as ResourceName;
    const { resources } = ctx.store;
    const values = writableValues(meta, ctx.body);
    const rows = resources.table(name).all();
    const error = await checkWrite(meta, values, { ...scopeOf(ctx), store: ctx.store, resources, rows });
    if (error) return fail(error.code, error.message);
    const created = seeds[name]?.created?.(resources.context(name), values) ?? {};
    const row = resources.table(name).insert({ ...createdDefaults(meta, ctx), ...created, ...values });
    return okIn(meta, resources.enrich(meta, row), '新增成功');
  },

  async update(meta, ctx) {
    const name = meta.name as ResourceName;
    const { resources } = ctx.store;
    const current = visible(ctx, meta).find((r) => r.id === Number(ctx.body.id));
    if (!current) return notFound(meta);
    const values = writableValues(meta, ctx.body);
    const rows = resources.table(name).all();
    const error = await checkWrite(meta, values, {
      ...scopeOf(ctx),
      store: ctx.store,
      resources,
      rows,
      selfId: current.id,
    });
    if (error) return fail(error.code, error.message);
    const row = resources.enrich(meta, { ...current, ...values, id: current.id });
    resources.table(name).replace(row);
    return okIn(meta, row, '编辑成功');
  },

  delete(meta, ctx) {
    const ids = String(ctx.body.ids).split(',').map(Number);
    const rows = visible(ctx, meta);
    if (ids.some((id) => !rows.some((r) => r.id === id))) return notFound(meta);
    // Nothing half-deleted: one blocked id stops the whole batch.
    for (const id of ids) {
      if (relationCounts(ctx.store.resources, meta, id).some((r) => r.count > 0)) {
        return fail('20601', '请解绑以下关系后才能正常删除');
      }
    }
    ctx.store.resources.table(meta.name as ResourceName).remove(ids);
    return doneIn(meta, '删除成功');
  },

  relations(meta, ctx) {
    const row = visible(ctx, meta).find((r) => r.id === Number(ctx.query.id));
    if (!row) return notFound(meta);
    return okIn(meta, relationCounts(ctx.store.resources, meta, row.id), '成功');
  },
};

/** Read-only fields of a new record that no seed sets: creation time now, devices offline. */
function createdDefaults(meta: ResourceMeta, ctx: RawContext): Record<string, unknown> {
  const now = ctx.store.now();
  const out: Record<string, unknown> = {};
  for (const field of meta.fields) {
    if (!field.readOnly || field.key === 'id') continue;
    if (!field.required) out[field.key] = null;
    else if (field.format === 'date-time') out[field.key] = formatNow(now);
    else if (field.options) out[field.key] = field.options[0]!.value;
    else if (field.type !== 'string') out[field.key] = 0;
  }
  return out;
}

export const resourceHandlers: HandlerDef[] = Object.values(metas).flatMap((meta) =>
  meta.actions.map((action) => ({
    operationId: `${lowerFirst(meta.name)}${action[0]!.toUpperCase()}${action.slice(1)}` as OperationId,
    handle: (ctx: RawContext) => ACTIONS[action](meta, ctx),
  })),
);
