// The bundled contract (openapi/dist/api.json, made by `npm run gen`; internal $refs kept because
// some schemas are recursive) and its operations. Schemas are addressed by JSON pointer into the
// document so validators resolve every $ref against it.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config.js';

export type JsonSchema = Record<string, unknown>;
export type OpenApiDoc = { paths: Record<string, Record<string, any>>; components?: Record<string, any> };

export interface ContractParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  /** JSON pointer of the parameter's schema */
  schemaPointer: string;
}

/** One way to be allowed an operation: a catalogue authKey, and the route's roles when it has any. */
export interface OperationGrant {
  authKey?: string;
  roles?: number[];
}

/**
 * Who may call an operation (`x-access` / `x-permissions`, derived by `npm run gen`): anyone, any
 * session, or a session holding one of the grants (none listed: only a user with every permission).
 */
export type OperationAccess =
  { kind: 'public' } | { kind: 'session' } | { kind: 'permission'; grants: OperationGrant[] };

export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** path as written in the contract, without the /api server prefix */
  path: string;
  isPublic: boolean;
  access: OperationAccess;
  parameters: ContractParameter[];
  requestBody?: { required: boolean; mediaTypes: Record<string, string> };
  /** largest request body in bytes: the operation's x-body-limit, else DEFAULT_BODY_LIMIT */
  bodyLimit: number;
  /** JSON pointer of the HTTP 200 application/json response schema */
  responsePointer?: string;
  /** JSON pointer of x-query-constraints: a schema over the whole query (rules between parameters) */
  queryConstraintsPointer?: string;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** Body limit of forms and JSON (login, ordinary saves): operations that need more declare x-body-limit. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

export const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

const parsed = new Map<string, { stamp: string; value: unknown }>();

/**
 * A JSON file parsed once per process while it is unchanged on disk (size and modification time):
 * every caller gets the same object, so treat it as read-only.
 */
export function readJsonOnce<T>(file: string): T {
  const { mtimeMs, size } = statSync(file);
  const stamp = `${mtimeMs}:${size}`;
  const cached = parsed.get(file);
  if (cached?.stamp === stamp) return cached.value as T;
  const value = JSON.parse(readFileSync(file, 'utf8')) as T;
  parsed.set(file, { stamp, value });
  return value;
}

/**
 * `make` run once per contract document (loadDoc hands out one object per unchanged file), its result
 * shared by every later call for that document: validators compiled for it, for instance.
 */
export function perDocument<T>(make: (doc: OpenApiDoc) => T): (doc: OpenApiDoc) => T {
  const made = new WeakMap<OpenApiDoc, T>();
  return (doc) => {
    if (!made.has(doc)) made.set(doc, make(doc));
    return made.get(doc)!;
  };
}

/**
 * The bundled document, one object per process while its file is unchanged: the apps, their validators
 * (compiled once per document) and the contract suites of a worker share it. Read-only.
 */
export function loadDoc(name = 'api'): OpenApiDoc {
  return readJsonOnce<OpenApiDoc>(path.join(repoRoot, 'openapi/dist', `${name}.json`));
}

/** Follows a local `#/...` $ref (parameters may be refs to components). */
export function resolveLocal(doc: OpenApiDoc, value: any): { value: any; pointer?: string } {
  if (value && typeof value.$ref === 'string' && value.$ref.startsWith('#/')) {
    const pointer = value.$ref.slice(1);
    const parts = pointer
      .split('/')
      .slice(1)
      .map((p: string) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    return { value: parts.reduce((node: any, key: string) => node?.[key], doc), pointer };
  }
  return { value };
}

function accessOf(op: any): OperationAccess {
  const kind = op['x-access'];
  if (kind === 'public' || kind === 'session') return { kind };
  if (kind === 'permission') return { kind, grants: (op['x-permissions'] ?? []) as OperationGrant[] };
  throw new Error(`operation ${op.operationId}: x-access missing (run npm run gen)`);
}

export function loadOperations(doc: OpenApiDoc = loadDoc()): ContractOperation[] {
  const ops: ContractOperation[] = [];
  for (const [p, item] of Object.entries(doc.paths)) {
    for (const m of METHODS) {
      const op = item[m];
      if (!op) continue;
      const base = `/paths/${escapePointer(p)}/${m}`;
      const parameters: ContractParameter[] = (op.parameters ?? []).map((raw: unknown, i: number) => {
        const { value, pointer } = resolveLocal(doc, raw);
        return {
          name: value.name,
          in: value.in,
          required: Boolean(value.required),
          schemaPointer: `${pointer ?? `${base}/parameters/${i}`}/schema`,
        };
      });
      const content = op.requestBody?.content as Record<string, unknown> | undefined;
      ops.push({
        operationId: op.operationId,
        method: m.toUpperCase() as ContractOperation['method'],
        path: p,
        isPublic: Array.isArray(op.security) && op.security.length === 0,
        access: accessOf(op),
        parameters,
        bodyLimit: typeof op['x-body-limit'] === 'number' ? op['x-body-limit'] : DEFAULT_BODY_LIMIT,
        requestBody: content
          ? {
              required: Boolean(op.requestBody.required),
              mediaTypes: Object.fromEntries(
                Object.keys(content).map((mt) => [
                  mt,
                  `${base}/requestBody/content/${escapePointer(mt)}/schema`,
                ]),
              ),
            }
          : undefined,
        queryConstraintsPointer: op['x-query-constraints'] ? `${base}/x-query-constraints` : undefined,
        responsePointer: op.responses?.['200']?.content?.['application/json']?.schema
          ? `${base}/responses/200/content/application~1json/schema`
          : undefined,
      });
    }
  }
  return ops;
}
