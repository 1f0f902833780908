// The contract oracle: what an operation's answers must be beyond "valid against anyOf(success,
// ErrorEnvelope)", which any failure envelope satisfies. Its documented example request must succeed,
// and a request that breaks the request schema in one place (a required input left out, a value against
// its declared type, enum, pattern, bounds or length) must be refused with the documented code '400'.
// The fuzz shards hold every operation to it; oracle-mutation.test.ts proves it notices an operation
// that always fails and one whose input check was dropped.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { isSuccessEnvelope, type OperationInfo } from './openapi.js';
import { encodeRequest, exampleInput, type RequestInput } from './requests.js';
import { isFileSchema, resolveSchema } from './fuzz.js';

type Json = Record<string, any>;

/** One place where a request breaks the schema: an input left out, or given a value against its rule. */
export interface HostileCase {
  name: string;
  where: 'query' | 'body';
  field: string;
  /** undefined: the input is left out */
  value?: unknown;
}

/** The code the contract documents for a request that fails validation. */
export const VALIDATION_CODE = '400';

const OMIT = undefined;

/** Values that break a property's declared rule (none for a free string: forms carry only text). */
export function ruleBreakers(
  doc: Json,
  raw: Json | undefined,
  json: boolean,
): { rule: string; value: unknown }[] {
  const s = resolveSchema(doc, raw);
  if (isFileSchema(doc, s) || s.anyOf || s.oneOf || s.allOf || s.not || 'const' in s) return [];
  const types: string[] = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  const out: { rule: string; value: unknown }[] = [];
  if (Array.isArray(s.enum) && s.enum.length) {
    const numeric = s.enum.every((v: unknown) => typeof v === 'number');
    out.push({ rule: 'enum', value: numeric ? 987_654_321 : '不在可选值中' });
    return out;
  }
  const numeric = types.some((t) => t === 'integer' || t === 'number') && !types.includes('string');
  if (numeric) {
    out.push({ rule: 'type', value: '非数字' });
    if (typeof s.minimum === 'number') out.push({ rule: 'minimum', value: s.minimum - 1 });
    if (typeof s.maximum === 'number') out.push({ rule: 'maximum', value: s.maximum + 1 });
    if (typeof s.exclusiveMinimum === 'number')
      out.push({ rule: 'exclusiveMinimum', value: s.exclusiveMinimum });
    if (typeof s.exclusiveMaximum === 'number')
      out.push({ rule: 'exclusiveMaximum', value: s.exclusiveMaximum });
    return out;
  }
  if (types.length === 1 && types[0] === 'boolean') return [{ rule: 'type', value: '也许' }];
  if (!types.includes('string')) return out;
  if (json && !types.includes('number') && !types.includes('integer'))
    out.push({ rule: 'type', value: 12345 });
  if (typeof s.maxLength === 'number' && s.maxLength < 4096)
    out.push({ rule: 'maxLength', value: '长'.repeat(s.maxLength + 1) });
  if (typeof s.pattern === 'string') {
    const pattern = new RegExp(s.pattern, 'u');
    const breaker = ['!', '<', ' x ', '\u0001', 'ab'].find((v) => !pattern.test(v));
    if (breaker !== undefined) out.push({ rule: 'pattern', value: breaker });
  }
  if (s.format === 'date' || s.format === 'date-time' || s.format === 'email' || s.format === 'uri')
    out.push({ rule: 'format', value: '不是合法的格式' });
  return out;
}

/** Every single-place break of the operation's request schema, derived from its declaration. */
export function hostileCases(doc: Json, info: OperationInfo): HostileCase[] {
  const cases: HostileCase[] = [];
  for (const p of info.op.parameters as Json[]) {
    if (p.in !== 'query') continue;
    if (p.required)
      cases.push({ name: `query ${p.name} left out`, where: 'query', field: p.name, value: OMIT });
    for (const b of ruleBreakers(doc, p.schema, false))
      cases.push({
        name: `query ${p.name} against ${b.rule}`,
        where: 'query',
        field: p.name,
        value: b.value,
      });
  }
  const content = info.op.requestBody?.content as Json | undefined;
  const [mediaType, media] = Object.entries<Json>(content ?? {})[0] ?? [];
  if (mediaType && media) {
    const schema = resolveSchema(doc, media.schema);
    const json = mediaType === 'application/json';
    const required = new Set<string>(schema.required ?? []);
    for (const [name, prop] of Object.entries<Json>(schema.properties ?? {})) {
      if (required.has(name) && !isFileSchema(doc, prop))
        cases.push({ name: `body ${name} left out`, where: 'body', field: name, value: OMIT });
      for (const b of ruleBreakers(doc, prop, json))
        cases.push({ name: `body ${name} against ${b.rule}`, where: 'body', field: name, value: b.value });
    }
  }
  return cases;
}

/** The example request with one input left out or replaced. */
function broken(input: RequestInput, c: HostileCase): RequestInput {
  if (c.where === 'query') {
    const query = { ...input.query };
    if (c.value === OMIT) delete query[c.field];
    else query[c.field] = String(c.value);
    return { ...input, query };
  }
  if (!input.body) return input;
  const value = { ...input.body.value };
  if (c.value === OMIT) delete value[c.field];
  else value[c.field] = c.value;
  return { ...input, body: { ...input.body, value } };
}

async function answer(
  app: FastifyInstance,
  doc: Json,
  info: OperationInfo,
  input: RequestInput,
  token: string,
) {
  const res = await app.inject(encodeRequest(doc, info, input, '/api', token) as InjectOptions);
  const type = String(res.headers['content-type'] ?? '').split(';')[0]!;
  const body = type === 'application/json' ? (JSON.parse(res.body) as Json) : undefined;
  return { status: res.statusCode, type, body };
}

/** What the operation does against the oracle: empty when it answers as the contract documents. */
export async function oracleFailures(
  app: FastifyInstance,
  doc: Json,
  info: OperationInfo,
  token: string,
): Promise<string[]> {
  const failures: string[] = [];
  const example = exampleInput(info, token);
  const ok = await answer(app, doc, info, example, token);
  const file =
    ok.status === 200 && ok.type !== 'application/json' && info.op.responses?.['200']?.content?.[ok.type];
  if (!file && !(ok.status === 200 && ok.body && isSuccessEnvelope(ok.body)))
    failures.push(
      `its example request did not succeed: HTTP ${ok.status} ${JSON.stringify(ok.body ?? ok.type).slice(0, 200)}`,
    );
  for (const c of hostileCases(doc, info)) {
    const res = await answer(app, doc, info, broken(example, c), token);
    if (res.status !== 200 || res.body?.code !== VALIDATION_CODE)
      failures.push(
        `${c.name}: not refused with '${VALIDATION_CODE}' (HTTP ${res.status} ${JSON.stringify(res.body ?? res.type).slice(0, 160)})`,
      );
  }
  return failures;
}
