// The six resource operations over the request layer. Paths come from the contract's metadata, so the
// typed client is addressed by a computed path (one cast here, nowhere else); the three list envelopes
// of 02 §7 are read into one shape.
import { call, client } from '@/lib/api/instance';
import type { ResourceMeta, Row } from './types';

export interface PageResult {
  rows: Row[];
  total: number;
}

type Untyped = {
  GET(path: string, init: { params: { query: Record<string, unknown> } }): Promise<never>;
  POST(path: string, init: { body: Record<string, unknown> }): Promise<never>;
};
const raw = client as unknown as Untyped;

type Payload = { object?: unknown; data?: unknown; totalCount?: number };

function payloadOf(meta: ResourceMeta, result: Payload): unknown {
  return meta.envelope === 'data' ? result.data : result.object;
}

/** Drops empty values: the server reads an empty parameter as a filter (02 §4 export does the same). */
export function compactQuery(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length),
    ),
  );
}

export async function fetchPage(meta: ResourceMeta, query: Record<string, unknown>): Promise<PageResult> {
  const result = (await call(raw.GET(`${meta.path}/page/v2`, { params: { query: compactQuery(query) } }), {
    errorToast: true,
  })) as Payload;
  const payload = payloadOf(meta, result) as Record<string, unknown> | Row[];
  if (meta.envelope === 'records') {
    const page = payload as { records: Row[]; total: number };
    return { rows: page.records, total: page.total };
  }
  if (meta.envelope === 'content') {
    const page = payload as { content: Row[]; totalCount: number };
    return { rows: page.content, total: page.totalCount };
  }
  return { rows: payload as Row[], total: result.totalCount ?? 0 };
}

export async function fetchDetail(meta: ResourceMeta, id: number): Promise<Row> {
  const result = (await call(raw.GET(`${meta.path}/detail/v2`, { params: { query: { id } } }))) as Payload;
  return payloadOf(meta, result) as Row;
}

export async function saveRecord(
  meta: ResourceMeta,
  values: Record<string, unknown>,
  id?: number,
): Promise<Row> {
  const action = id === undefined ? 'add' : 'update';
  const body = compactQuery(id === undefined ? values : { ...values, id });
  const result = (await call(raw.POST(`${meta.path}/${action}/v2`, { body }), {
    action: id === undefined ? 'add' : 'edit',
  })) as Payload;
  return payloadOf(meta, result) as Row;
}

export async function deleteRecords(meta: ResourceMeta, ids: readonly number[]): Promise<void> {
  await call(raw.POST(`${meta.path}/delete/v2`, { body: { ids: ids.join(',') } }), { action: 'delete' });
}

export interface Relation {
  label: string;
  count: number;
}

export async function fetchRelations(meta: ResourceMeta, id: number): Promise<Relation[]> {
  const result = (await call(raw.GET(`${meta.path}/relations/v2`, { params: { query: { id } } }))) as Payload;
  return payloadOf(meta, result) as Relation[];
}
