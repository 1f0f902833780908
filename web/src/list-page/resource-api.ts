// The six resource operations over the request layer, typed by operation: a resource's paths are the
// contract's (web/src/generated/resources.ts names each resource's path and actions, and
// web/src/generated/api.ts types every `<path>/<action>/v2`), so each call below is the generated
// client's for the union of the resources' page / detail / add / update / delete / relations
// operations. The three list envelopes of 02 §7 are read into one shape.
import type { paths } from '@zhsq/contract/api';
import type { resourceMeta } from '@zhsq/contract/resources';
import { call, client } from '@/lib/api/instance';
import type { ResourceMeta, Row } from './types';

export interface PageResult {
  rows: Row[];
  total: number;
}

type Action = ResourceMeta['actions'][number];
type Declared = (typeof resourceMeta)[keyof typeof resourceMeta];

/** `<path>/<action>/v2` of every resource that declares the action. */
type OperationPath<A extends Action> = Declared extends infer M
  ? M extends { path: infer P extends string; actions: readonly (infer X)[] }
    ? A extends X
      ? `${P}/${A}/v2`
      : never
    : never
  : never;

/** Each declared action is an operation of the contract with the method the engine calls. */
type DeclaresOne<P, Method extends 'get' | 'post'> = P extends keyof paths
  ? paths[P] extends { [K in Method]: object }
    ? true
    : false
  : false;
type Declares<P, Method extends 'get' | 'post'> = [DeclaresOne<P, Method>] extends [true] ? true : false;
const contractHasEveryAction: [
  Declares<OperationPath<'page'>, 'get'>,
  Declares<OperationPath<'detail'>, 'get'>,
  Declares<OperationPath<'relations'>, 'get'>,
  Declares<OperationPath<'add'>, 'post'>,
  Declares<OperationPath<'update'>, 'post'>,
  Declares<OperationPath<'delete'>, 'post'>,
] = [true, true, true, true, true, true];
void contractHasEveryAction;

/**
 * The operation's path. The engine offers an action only where the resource declares it (its
 * `actions`, e.g. 删除 and the relations check), so the path is one of the declared operations.
 */
function operationPath<A extends Action>(meta: ResourceMeta, action: A): OperationPath<A> {
  return `${meta.path}/${action}/v2` as OperationPath<A>;
}

/** The engine's values (a generic form's, checked by the contract's rules) as the operation's input. */
type QueryOf<P> = P extends keyof paths
  ? paths[P] extends { get: { parameters: { query?: infer Q } } }
    ? NonNullable<Q>
    : never
  : never;
type BodyOf<P> = P extends keyof paths
  ? paths[P] extends { post: { requestBody?: { content: { 'application/x-www-form-urlencoded': infer B } } } }
    ? B
    : never
  : never;

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
  const path = operationPath(meta, 'page');
  const result: Payload = await call(
    client.GET(path, { params: { query: compactQuery(query) as QueryOf<typeof path> } }),
    { errorToast: true },
  );
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
  const result: Payload = await call(
    client.GET(operationPath(meta, 'detail'), { params: { query: { id } } }),
  );
  return payloadOf(meta, result) as Row;
}

export async function saveRecord(
  meta: ResourceMeta,
  values: Record<string, unknown>,
  id?: number,
): Promise<Row> {
  const path = operationPath(meta, id === undefined ? 'add' : 'update');
  const body = compactQuery(id === undefined ? values : { ...values, id }) as BodyOf<typeof path>;
  const result: Payload = await call(client.POST(path, { body }), {
    action: id === undefined ? 'add' : 'edit',
  });
  return payloadOf(meta, result) as Row;
}

export async function deleteRecords(meta: ResourceMeta, ids: readonly number[]): Promise<void> {
  const path = operationPath(meta, 'delete');
  await call(client.POST(path, { body: { ids: ids.join(',') } as BodyOf<typeof path> }), {
    action: 'delete',
  });
}

export interface Relation {
  label: string;
  count: number;
}

export async function fetchRelations(meta: ResourceMeta, id: number): Promise<Relation[]> {
  const result: Payload = await call(
    client.GET(operationPath(meta, 'relations'), { params: { query: { id } } }),
  );
  return payloadOf(meta, result) as Relation[];
}
