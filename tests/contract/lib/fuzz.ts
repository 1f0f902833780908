// Contract fuzzing (docs/adr/0051): fast-check arbitraries generated from an operation's schemas — valid
// values honouring type/enum/pattern/bounds, mixed with hostile ones (wrong types, missing and extra
// fields, huge strings, unicode, prototype keys, duplicate keys) — and the wire encodings (query
// string, form, multipart, raw JSON) that carry them, plus the checks every answer must pass.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { PNG_1PX } from './requests.js';
import { isSuccessEnvelope, responseErrors, type OperationInfo } from './openapi.js';

type Json = Record<string, any>;

/** Fixed default seed; FUZZ_SEED overrides it, FUZZ_RUNS the runs per operation. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261121);
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 200);

export function announceSeed(suite: string, runs = FUZZ_RUNS): void {
  console.log(
    `[fuzz] ${suite}: seed ${FUZZ_SEED}, ${runs} runs per operation (override with FUZZ_SEED / FUZZ_RUNS)`,
  );
}

/** Each operation gets its own seed, so one operation reproduces alone (`-t <operationId>`). */
export function seedFor(operationId: string): number {
  let h = 0x811c9dc5;
  for (const ch of operationId) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return (FUZZ_SEED ^ h) | 0;
}

/** Follows local `$ref`s (the bundles keep them) to the schema itself. */
export function resolveSchema(doc: Json, schema: Json | undefined): Json {
  let node = schema ?? {};
  for (let i = 0; typeof node.$ref === 'string' && i < 20; i++) {
    node = node.$ref
      .slice(2)
      .split('/')
      .map((p: string) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((n: Json, k: string) => n?.[k], doc);
  }
  return node ?? {};
}

export function isFileSchema(doc: Json, schema: Json | undefined): boolean {
  const s = resolveSchema(doc, schema);
  return Boolean(s.contentMediaType || s.format === 'binary');
}

// ---------------------------------------------------------------------------------------------
// Valid values

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  email: fc.emailAddress(),
  date: fc
    .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  'date-time': fc
    .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  uri: fc.webUrl(),
  ipv4: fc.ipV4(),
  ipv6: fc.ipV6(),
};

/**
 * fc.stringMatching per pattern, built once (tokenising the pattern is the costly part): an arbitrary
 * holds no state, so the shared one draws the same strings from the same random stream. null: a pattern
 * fast-check cannot generate from.
 */
const matching = new Map<string, fc.Arbitrary<string> | null>();

function matchingArb(pattern: string): fc.Arbitrary<string> | null {
  let arb = matching.get(pattern);
  if (arb === undefined) {
    try {
      arb = fc.stringMatching(new RegExp(pattern, 'u'));
    } catch {
      arb = null;
    }
    matching.set(pattern, arb);
  }
  return arb;
}

function stringArb(s: Json): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Math.max(min, 24);
  const fits = (v: string) => v.length >= min && v.length <= max;
  if (typeof s.pattern === 'string') {
    const arb = matchingArb(s.pattern);
    if (arb) {
      const fallback = [...(s.examples ?? []), s.default].find((v) => typeof v === 'string' && fits(v));
      return arb.map((v) => (fits(v) ? v : (fallback ?? v.slice(0, max))));
    }
    // a pattern fast-check cannot generate from: the contract's own examples
    const ex = (s.examples ?? []).filter((v: unknown) => typeof v === 'string');
    if (ex.length) return fc.constantFrom(...(ex as string[]));
  }
  if (typeof s.format === 'string' && FORMATS[s.format]) return FORMATS[s.format]!;
  return fc.string({ minLength: min, maxLength: Math.min(max, min + 40), unit: 'grapheme' });
}

function numberArb(s: Json, integer: boolean): fc.Arbitrary<number> {
  const lo = s.exclusiveMinimum ?? s.minimum;
  const hi = s.exclusiveMaximum ?? s.maximum;
  if (integer) {
    const min = lo === undefined ? -1_000_000 : Math.ceil(lo) + (s.exclusiveMinimum !== undefined ? 1 : 0);
    const max =
      hi === undefined
        ? Math.max(min, 1_000_000)
        : Math.floor(hi) - (s.exclusiveMaximum !== undefined ? 1 : 0);
    // small values hit real ids and enum-like codes far more often than uniform ones
    return fc.oneof(fc.integer({ min, max: Math.min(max, min + 50) }), fc.integer({ min, max }));
  }
  return fc.double({ min: lo ?? -1e6, max: hi ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values valid against a schema (the contract's examples and defaults among them). `stack` holds the
 * $refs being expanded: a recursive schema stops with an empty value instead of looping.
 */
export function validArb(doc: Json, raw: Json | undefined, stack: string[] = []): fc.Arbitrary<unknown> {
  const ref = raw?.$ref as string | undefined;
  if (ref && stack.includes(ref)) return fc.constant(undefined);
  const next = ref ? [...stack, ref] : stack;
  const s = resolveSchema(doc, raw);
  const gen = generated(doc, s, next);
  const known = [...(s.examples ?? []), ...(s.default !== undefined ? [s.default] : [])];
  return known.length ? fc.oneof(fc.constantFrom(...known), gen) : gen;
}

function generated(doc: Json, s: Json, stack: string[]): fc.Arbitrary<unknown> {
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum) && s.enum.length) return fc.constantFrom(...s.enum);
  const branches = s.anyOf ?? s.oneOf;
  if (Array.isArray(branches)) return fc.oneof(...branches.map((b: Json) => validArb(doc, b, stack)));
  if (Array.isArray(s.allOf)) {
    const merged: Json = { type: 'object', properties: {}, required: [] };
    for (const part of s.allOf.map((p: Json) => resolveSchema(doc, p))) {
      Object.assign(merged.properties, part.properties ?? {});
      merged.required.push(...(part.required ?? []));
    }
    return generated(doc, merged, stack);
  }
  const type = Array.isArray(s.type) ? s.type : [s.type ?? (s.properties ? 'object' : 'string')];
  return fc.oneof(...type.map((t: string) => typed(doc, s, t, stack)));
}

function typed(doc: Json, s: Json, type: string, stack: string[]): fc.Arbitrary<unknown> {
  switch (type) {
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validArb(doc, s.items, stack), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, (s.minItems ?? 0) + 4),
      });
    case 'object': {
      const props = Object.entries<Json>(s.properties ?? {});
      const required = new Set<string>(s.required ?? []);
      return fc
        .tuple(...props.map(([k, p]) => fc.tuple(fc.constant(k), validArb(doc, p, stack), fc.boolean())))
        .map((entries) =>
          Object.fromEntries(
            entries
              .filter(([k, v, keep]) => v !== undefined && (keep || required.has(k)))
              .map(([k, v]) => [k, v]),
          ),
        );
    }
    default:
      return stringArb(s);
  }
}

// ---------------------------------------------------------------------------------------------
// Hostile values

/** A raw (already percent-encoded) piece of a query string or form: invalid escapes, bad UTF-8. */
export interface Raw {
  raw: string;
}
export const isRaw = (v: unknown): v is Raw => typeof v === 'object' && v !== null && 'raw' in v;

const TRICKY = [
  '',
  ' ',
  '0',
  '-1',
  '-0',
  '1.5',
  '1e309',
  '-9007199254740993',
  'NaN',
  'Infinity',
  '0x1F',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '[object Object]',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '${7*7}{{7*7}}',
  'a\r\nSet-Cookie: x=1',
  '\u0000',
  'a\u0000b',
  '\u202Eabc\u202C',
  'مرحبا بالعالم',
  'שלום',
  '智慧社区综合服务平台',
  '𠀀𪚥龘',
  '👨‍👩‍👧‍👦🏠🚓',
  '\uD800',
  'x\uDFFFy',
  '\uFEFF\u200B',
  '__proto__',
  'constructor',
];

const HUGE_UNITS = ['x', '社', '🏠', '\u202E', '\u0000', '%', '\uD800'];

/** 10–100 kB of one repeated unit. */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 10_000, max: 100_000 }), fc.constantFrom(...HUGE_UNITS))
  .map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)));

const loneSurrogates = fc.string({
  unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  minLength: 1,
  maxLength: 4,
});

/** Hostile text for one field; huge strings are rare so the suite stays within its time budget. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 18, arbitrary: fc.constantFrom(...TRICKY) },
  { weight: 9, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 6, arbitrary: loneSurrogates },
  { weight: 6, arbitrary: fc.integer().map(String) },
  { weight: 3, arbitrary: fc.double().map(String) },
  // about 1 value in 40: still a few per operation, and parsing 300 kB queries is what costs time
  { weight: 1, arbitrary: hugeString },
);

/** Hostile JSON values: wrong types at every level. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), fc.integer(), { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constant({ __proto__: null, polluted: 1 }) },
);

/** Raw query/form fragments no encoder would produce. */
const rawFragments: fc.Arbitrary<Raw> = fc
  .constantFrom(
    '%',
    '%zz',
    '%E4%B8',
    '%ED%A0%80',
    '%FF%FE',
    '%00',
    '%C0%AF',
    '+%2B+',
    '%25%32%35',
    '&&&=',
    '=%3D',
  )
  .map((raw) => ({ raw }));

/** Keys that name an object's prototype, plain and in bracket notation. */
export const PROTO_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
  'a[__proto__][polluted]',
  '__proto__.polluted',
  'hasOwnProperty',
  'toString',
  'valueOf',
];

// ---------------------------------------------------------------------------------------------
// Field lists and their mutations

/** One field on the wire: a value to encode, or a raw fragment. Order and duplicates are kept. */
export type Field = [key: string, value: unknown];

export type Mutation =
  | { kind: 'drop'; at: number }
  | { kind: 'hostile'; at: number; value: unknown }
  | { kind: 'raw'; at: number; value: Raw }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'duplicate'; at: number; value: unknown }
  | { kind: 'proto'; key: string; value: unknown };

export const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('hostile' as const), at: fc.nat(), value: hostileJson }),
  fc.record({ kind: fc.constant('raw' as const), at: fc.nat(), value: rawFragments }),
  fc.record({
    kind: fc.constant('extra' as const),
    key: fc.oneof(
      fc.string({ minLength: 1, maxLength: 12 }),
      fc.constantFrom('sessionId', 'id', 'a[b]', 'x.y'),
    ),
    value: hostileJson,
  }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat(), value: hostileJson }),
  fc.record({ kind: fc.constant('proto' as const), key: fc.constantFrom(...PROTO_KEYS), value: hostileJson }),
);

export function mutate(fields: Field[], mutations: Mutation[]): Field[] {
  const out = [...fields];
  for (const m of mutations) {
    const at = 'at' in m && out.length ? m.at % out.length : -1;
    switch (m.kind) {
      case 'drop':
        if (at >= 0) out.splice(at, 1);
        break;
      case 'hostile':
      case 'raw':
        if (at >= 0) out[at] = [out[at]![0], m.value];
        break;
      case 'duplicate':
        if (at >= 0) out.splice(at + 1, 0, [out[at]![0], m.value]);
        break;
      case 'extra':
      case 'proto':
        out.push([m.key, m.value]);
        break;
    }
  }
  return out;
}

/** How a value travels in a query string or form: text, objects as JSON. */
export function wireText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value) ?? '';
  return String(value);
}

/** Lone surrogates become U+FFFD (String.prototype.toWellFormed, ES2024: Node 20 has it, the lib types not yet). */
const wellFormed = (text: string): string => (text as string & { toWellFormed(): string }).toWellFormed();

/** Percent-encodes like a browser would (lone surrogates become U+FFFD), or keeps a raw fragment. */
function enc(value: unknown): string {
  if (isRaw(value)) return value.raw;
  return encodeURIComponent(wellFormed(wireText(value)));
}

export function encodeFields(fields: Field[]): string {
  return fields.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
}

/** Raw JSON text from fields: duplicate keys survive, prototype keys are own keys of the text. */
export function rawJson(fields: Field[]): string {
  const value = (v: unknown) => (isRaw(v) ? JSON.stringify(v.raw) : (JSON.stringify(v) ?? 'null'));
  return `{${fields.map(([k, v]) => `${JSON.stringify(k)}:${value(v)}`).join(',')}}`;
}

const BOUNDARY = '----zhsqFuzzBoundary7MA4YWxkTrZu0gW';

/** multipart/form-data with the given text fields and file parts (names may repeat). */
export function multipartBody(
  fields: Field[],
  files: { field: string; filename: string }[],
  opts: { truncated?: boolean } = {},
): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  const quote = (s: string) => s.replace(/["\r\n]/g, '_');
  for (const [name, value] of fields) {
    const text = isRaw(value) ? value.raw : wireText(value);
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${quote(name)}"\r\n\r\n${text}\r\n`,
      ),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${quote(f.field)}"; filename="${quote(f.filename)}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      PNG_1PX,
      Buffer.from('\r\n'),
    );
  }
  if (!opts.truncated) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

export const filenameArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'photo.png',
    'a.jpg',
    'import.zip',
    '模板.xlsx',
    '../../etc/passwd',
    'x'.repeat(300),
    '.png',
    '',
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map((s) => `${s}.png`),
);

/** A body as fields: the contract's example, or a value generated from the schema. */
export function bodyFieldsArb(doc: Json, schema: Json | undefined, example: unknown): fc.Arbitrary<Field[]> {
  const generated = validArb(doc, schema).map((v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? (Object.entries(v) as Field[]) : [],
  );
  if (!example || typeof example !== 'object') return generated;
  return fc.oneof(fc.constant(Object.entries(example) as Field[]), generated);
}

/** Query parameters as fields: required ones always, optional ones now and then, examples among the values. */
export function queryFieldsArb(doc: Json, op: Json): fc.Arbitrary<Field[]> {
  const params = ((op.parameters ?? []) as Json[]).filter((p) => p.in === 'query');
  return fc
    .tuple(
      ...params.map((p) => {
        const known = [p.example, ...Object.values<Json>(p.examples ?? {}).map((e) => e.value)].filter(
          (v) => v !== undefined,
        );
        const value = known.length
          ? fc.oneof(fc.constantFrom(...known), validArb(doc, p.schema))
          : validArb(doc, p.schema);
        return fc.tuple(fc.constant(p.name as string), value, p.required ? fc.constant(true) : fc.boolean());
      }),
    )
    .map((entries) =>
      entries.filter(([, v, keep]) => keep && v !== undefined).map(([k, v]) => [k, v] as Field),
    );
}

// ---------------------------------------------------------------------------------------------
// Checks

export interface Verdict {
  status: number;
  body: unknown;
}

/**
 * What every answer must satisfy: no 5xx, a status the operation declares, a body valid against the
 * schema declared for that status and content type. Returns the parsed body, or throws.
 */
export function checkAnswer(info: OperationInfo, res: LightMyRequestResponse): Verdict {
  const status = res.statusCode;
  if (status >= 500) throw new Error(`HTTP ${status}: ${res.body.slice(0, 300)}`);
  const declared = info.op.responses?.[String(status)];
  if (!declared) throw new Error(`HTTP ${status} is not declared by the contract: ${res.body.slice(0, 300)}`);
  const type = String(res.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  if (type !== 'application/json') {
    if (!declared.content?.[type])
      throw new Error(`content type "${type}" is not declared for HTTP ${status}`);
    if (!res.rawPayload.length) throw new Error(`empty ${type} body`);
    return { status, body: undefined };
  }
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    throw new Error(`HTTP ${status} body is not JSON: ${res.body.slice(0, 300)}`);
  }
  const errors = responseErrors(info.op, status, type, body);
  if (errors)
    throw new Error(`HTTP ${status} body breaks the contract: ${errors}\n${res.body.slice(0, 500)}`);
  return { status, body };
}

const PROTO_BASELINE = Object.getOwnPropertyNames(Object.prototype).sort().join();

/** Throws when anything reached Object.prototype (a prototype-pollution bug anywhere in the stack). */
export function assertNoPollution(): void {
  const now = Object.getOwnPropertyNames(Object.prototype).sort().join();
  if (now !== PROTO_BASELINE || ({} as Json).polluted !== undefined) {
    throw new Error(`Object.prototype was polluted: ${now}`);
  }
}

/** Short text for a request in a failure message (huge strings cut). */
export function describeRequest(req: {
  method: string;
  url: string;
  headers?: Json;
  payload?: unknown;
}): string {
  const cut = (s: string) => (s.length > 400 ? `${s.slice(0, 400)}… (${s.length} chars)` : s);
  const payload = Buffer.isBuffer(req.payload) ? req.payload.toString('latin1') : String(req.payload ?? '');
  return `${req.method} ${cut(req.url)}\nheaders: ${JSON.stringify(req.headers ?? {})}\nbody: ${cut(payload)}`;
}

/**
 * Runs a property with the operation's seed and throws one readable error (no shrinking: the app is
 * stateful, and the seed plus the failing request reproduce the case).
 */
export async function runProperty<T>(
  operationId: string,
  arb: fc.Arbitrary<T>,
  predicate: (value: T) => Promise<void>,
  numRuns = FUZZ_RUNS,
): Promise<void> {
  const seed = seedFor(operationId);
  const details = await fc.check(fc.asyncProperty(arb, predicate), {
    seed,
    numRuns,
    endOnFailure: true,
  });
  if (details.failed) {
    const error =
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(
      `${operationId} failed on run ${details.numRuns} (FUZZ_SEED=${FUZZ_SEED}, operation seed ${seed}, path ${details.counterexamplePath}):\n${error}`,
    );
  }
}

/** What the answers were, printed once per suite: shows how much of each run got past validation. */
export class Outcomes {
  private readonly counts = new Map<string, number>();
  private readonly successes = new Map<string, number>();

  record(operationId: string, status: number, body: unknown): void {
    const code = (body as Json | undefined)?.code;
    const success = status === 200 && (body === undefined || isSuccessEnvelope(body as Json));
    const kind =
      status !== 200
        ? `HTTP ${status}`
        : success
          ? 'success'
          : code === '100013' || code === '100403'
            ? String(code)
            : code === '400' || code === 400
              ? 'envelope 400'
              : 'other failure codes';
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
    this.successes.set(operationId, (this.successes.get(operationId) ?? 0) + (success ? 1 : 0));
  }

  summary(suite: string): string {
    const total = [...this.counts.values()].reduce((a, b) => a + b, 0);
    const kinds = [...this.counts].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`);
    const never = [...this.successes].filter(([, n]) => n === 0).map(([id]) => id);
    return (
      `[fuzz] ${suite}: ${total} answers (${kinds.join(', ')}); ` +
      `${never.length} of ${this.successes.size} operations never answered success` +
      (never.length ? `: ${never.slice(0, 12).join(', ')}${never.length > 12 ? ', …' : ''}` : '')
    );
  }
}
