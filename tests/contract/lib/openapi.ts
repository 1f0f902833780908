// Shared helpers for contract suites: enumerate every operation of a bundled OpenAPI document,
// pick its example request, and validate a response against the schema for its status.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readJsonOnce } from '../../../mock-server/src/contract/load.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Json = Record<string, any>;
export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  op: Json;
  /** true when the operation declares `security: []` */
  public: boolean;
}

/**
 * A bundled document, parsed once per worker while its file is unchanged (the mock's loadDoc reads the
 * same object): the suites of a worker share it and the response validators compiled for it (ajvFor).
 * Read-only: copy it before changing it.
 */
export function loadBundled(name: 'api' | 'qt-client' | 'video-service'): Json {
  return readJsonOnce<Json>(path.join(repoRoot, 'openapi/dist', `${name}.json`));
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

// Bundles keep internal $refs (some schemas are recursive): remember where each operation lives so
// its schemas can be validated by JSON pointer against the whole document.
const origin = new WeakMap<object, { doc: Json; pointer: string }>();
const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function resolve(doc: Json, value: Json): Json {
  if (typeof value?.$ref !== 'string' || !value.$ref.startsWith('#/')) return value;
  return value.$ref
    .slice(2)
    .split('/')
    .map((p: string) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((node: Json, key: string) => node?.[key], doc);
}

export function listOperations(doc: Json): OperationInfo[] {
  const out: OperationInfo[] = [];
  for (const [p, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      const op = { ...raw, parameters: (raw.parameters ?? []).map((x: Json) => resolve(doc, x)) };
      origin.set(op, { doc, pointer: `/paths/${escapePointer(p)}/${method}` });
      out.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path: p,
        op,
        public: Array.isArray(op.security) && op.security.length === 0,
      });
    }
  }
  return out;
}

/** The first example of the request body, per media type. */
export function exampleBody(op: Json): { mediaType: string; value: Json } | undefined {
  const content = op.requestBody?.content as Json | undefined;
  if (!content) return undefined;
  const [mediaType, media] = Object.entries<Json>(content)[0]!;
  const ex = media.examples ? Object.values<Json>(media.examples)[0]?.value : media.example;
  return { mediaType, value: ex ?? {} };
}

/** Query/path parameter values from each parameter's example (or first schema example/enum/default). */
export function exampleParams(op: Json, where: 'query' | 'path'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of (op.parameters ?? []) as Json[]) {
    if (p.in !== where) continue;
    const v =
      p.example ??
      (p.examples ? Object.values<Json>(p.examples)[0]?.value : undefined) ??
      p.schema?.examples?.[0] ??
      p.schema?.default ??
      p.schema?.enum?.[0];
    if (v !== undefined) out[p.name] = String(v);
  }
  return out;
}

export function fillPath(p: string, params: Record<string, string>): string {
  return p.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(params[k] ?? ''));
}

const validators = new WeakMap<object, Ajv2020>();
function ajvFor(doc: Json): Ajv2020 {
  let ajv = validators.get(doc);
  if (!ajv) {
    // unoptimised generated code: compiling hundreds of response schemas costs more than it saves
    ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, code: { optimize: false } });
    addFormats(ajv);
    ajv.addSchema(doc, 'contract');
    validators.set(doc, ajv);
  }
  return ajv;
}

/** Validates a response body against the operation's schema for that status; returns error text or null. */
export function responseErrors(op: Json, status: number, contentType: string, body: unknown): string | null {
  const status$ = op.responses?.[String(status)] ? String(status) : 'default';
  const where = origin.get(op);
  if (!where) throw new Error('operation object must come from listOperations()');
  const declaredRes = op.responses?.[status$];
  // shared responses (the transport 400/413/415) stay $refs in the bundle
  const res = declaredRes && resolve(where.doc, declaredRes);
  if (!res) return `status ${status} is not declared`;
  const base =
    typeof declaredRes.$ref === 'string'
      ? declaredRes.$ref.slice(1)
      : `${where.pointer}/responses/${status$}`;
  if (!res.content) return body === '' || body === undefined ? null : 'body present but none declared';
  const declared = res.content[contentType.split(';')[0]!.trim()]
    ? contentType.split(';')[0]!.trim()
    : 'application/json';
  if (!res.content[declared]?.schema) return `content type ${contentType} is not declared`;
  const ajv = ajvFor(where.doc);
  const ref = `contract#${base}/content/${escapePointer(declared)}/schema`;
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  return validate(body) ? null : ajv.errorsText(validate.errors, { separator: '\n' });
}

/**
 * Validates a JSON body against the success branches of the operation's HTTP 200 schema (every branch of
 * its `anyOf` but the ErrorEnvelope), so a drift is described field by field rather than as "matches no
 * branch". Returns ajv's errors of the closest branch (fewest errors), or null when one branch accepts it.
 */
export function successErrors(op: Json, body: unknown): ErrorObject[] | null {
  const where = origin.get(op);
  if (!where) throw new Error('operation object must come from listOperations()');
  const schema = op.responses?.['200']?.content?.['application/json']?.schema as Json | undefined;
  if (!schema)
    return [
      {
        keyword: 'contract',
        instancePath: '',
        schemaPath: '',
        params: {},
        message: 'no JSON answer declared',
      },
    ];
  const pointer = `${where.pointer}/responses/200/content/application~1json/schema`;
  const branches: string[] = Array.isArray(schema.anyOf)
    ? schema.anyOf
        .map((branch: Json, i: number) =>
          String(branch.$ref ?? '').endsWith('/ErrorEnvelope') ? '' : `${pointer}/anyOf/${i}`,
        )
        .filter(Boolean)
    : [pointer];
  const ajv = ajvFor(where.doc);
  let closest: ErrorObject[] | null = null;
  for (const branch of branches) {
    const ref = `contract#${branch}`;
    const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
    if (validate(body)) return null;
    const errors = [...(validate.errors ?? [])];
    if (!closest || errors.length < closest.length) closest = errors;
  }
  return closest;
}

/** True when the body is the operation's success envelope (not the ErrorEnvelope branch). */
export function isSuccessEnvelope(body: Json): boolean {
  return ['200', '0', 0].includes(body?.code) || body?.status === true;
}
