// Contract fuzzing of the mock backend (openapi/api.yaml), one shard of the operations at a time. First
// the contract oracle (lib/oracle.ts): the operation's example succeeds and every single break of its
// request schema is refused with '400'. Then generated requests (FUZZ_RUNS in all, split between two
// roles): valid ones from the schemas and examples, hostile ones mutated from them, sent with inject().
// Every answer must be declared by the contract and valid against it, no 5xx, no recorded violation,
// and a request without a valid session on an authenticated operation must answer 100013 (01-shell §8).
// The shards run as admin; the restricted pass runs as a role with few keys, where a valid session on an
// operation its keys do not reach must answer exactly 100403 (the documented refusal) and one they
// reach never does.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildApp } from '../../../mock-server/src/app.js';
import { exampleBody, listOperations, loadBundled, type OperationInfo } from './openapi.js';
import { oracleFailures } from './oracle.js';
import { PERMISSION_DENIED, refusedTo } from './permissions.js';
import {
  FUZZ_RUNS,
  announceSeed,
  assertNoPollution,
  bodyFieldsArb,
  checkAnswer,
  describeRequest,
  encodeFields,
  filenameArb,
  isFileSchema,
  multipartBody,
  mutate,
  Outcomes,
  mutationArb,
  queryFieldsArb,
  rawJson,
  resolveSchema,
  runProperty,
  type Field,
  type Mutation,
} from './fuzz.js';

type Json = Record<string, any>;

/** The session the valid runs carry (the contract examples' session id). */
const TOKEN = '8f14e45fceea167a5a36dedd4bea2543';
const NOW = new Date('2026-11-21T09:30:00+08:00');
const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

/** How the run carries its session: valid in one of the three places, absent, or wrong. */
type Auth = 'header' | 'query' | 'body' | 'none' | 'wrong';
/** How the body travels: as the contract declares, or in a shape it does not. */
type Envelope = 'declared' | 'json' | 'badjson' | 'text' | 'unknown' | 'none' | 'other' | 'charset';

interface FuzzCase {
  auth: Auth;
  wrongToken: string;
  query: Field[];
  queryMutations: Mutation[];
  body: Field[];
  bodyMutations: Mutation[];
  files: { field: string; filename: string }[];
  envelope: Envelope;
  truncated: boolean;
}

const mutations = fc.oneof(
  { weight: 2, arbitrary: fc.constant<Mutation[]>([]) },
  { weight: 3, arbitrary: fc.array(mutationArb, { minLength: 1, maxLength: 3 }) },
);

const wrongToken = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 32, maxLength: 32 }),
  fc.constantFrom('', 'null', 'undefined', 'Bearer x', TOKEN.toUpperCase(), `${TOKEN} `, 'x'.repeat(4096)),
  fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_.'), maxLength: 40 }),
);

export function caseArb(doc: Json, info: OperationInfo): fc.Arbitrary<FuzzCase> {
  const media = exampleBody(info.op)?.mediaType;
  const schema = media ? info.op.requestBody.content[media].schema : undefined;
  const props = Object.entries<Json>(resolveSchema(doc, schema).properties ?? {});
  const fileFields = props.filter(([, s]) => isFileSchema(doc, s)).map(([k]) => k);
  const body = media
    ? bodyFieldsArb(doc, schema, exampleBody(info.op)?.value).map((fields) =>
        fields.filter(([k]) => !fileFields.includes(k)),
      )
    : fc.constant<Field[]>([]);
  type FilePart = FuzzCase['files'][number];
  const files: fc.Arbitrary<FilePart[]> = fileFields.length
    ? fc
        .tuple(
          fc.tuple(...fileFields.map((f) => fc.tuple(fc.constant(f), filenameArb, fc.nat(9)))),
          // more than the 5 files the server accepts now and then (413)
          fc.oneof(
            { weight: 9, arbitrary: fc.constant([] as string[]) },
            { weight: 1, arbitrary: fc.array(filenameArb, { minLength: 1, maxLength: 7 }) },
          ),
        )
        .map(([own, extra]) => [
          ...own.filter(([, , keep]) => keep > 0).map(([field, filename]) => ({ field, filename })),
          ...extra.map((filename) => ({ field: fileFields[0]!, filename })),
        ])
    : fc.constant<FilePart[]>([]);
  return fc.record({
    auth: fc.constantFrom<Auth>('header', 'header', 'header', 'query', 'body', 'none', 'wrong'),
    wrongToken,
    query: queryFieldsArb(doc, info.op),
    queryMutations: mutations,
    body,
    bodyMutations: mutations,
    files,
    envelope: fc.oneof(
      { weight: 12, arbitrary: fc.constant<Envelope>('declared') },
      {
        weight: 5,
        arbitrary: fc.constantFrom<Envelope>(
          'json',
          'badjson',
          'text',
          'unknown',
          'none',
          'other',
          'charset',
        ),
      },
    ),
    truncated: fc.oneof(
      { weight: 15, arbitrary: fc.constant(false) },
      { weight: 1, arbitrary: fc.constant(true) },
    ),
  });
}

/** Puts the run's credential where its auth mode says, before the mutations run. */
function withSession(fields: Field[], token: string | undefined, add: boolean): Field[] {
  const rest = fields.filter(([k]) => k !== 'sessionId');
  if (token === undefined) return rest;
  return fields.some(([k]) => k === 'sessionId') || add ? [...rest, ['sessionId', token]] : rest;
}

interface BuiltRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export function buildRequest(info: OperationInfo, c: FuzzCase): BuiltRequest {
  const media = exampleBody(info.op)?.mediaType;
  const valid = c.auth === 'header' || c.auth === 'query' || c.auth === 'body';
  const token = valid ? TOKEN : c.auth === 'wrong' ? c.wrongToken : undefined;
  const inBody = c.auth === 'body' && media !== undefined && c.envelope === 'declared';
  const query = mutate(
    withSession(c.query, token, c.auth === 'query' || (c.auth === 'body' && !inBody)),
    c.queryMutations,
  );
  const body = mutate(withSession(c.body, token, inBody), c.bodyMutations);
  const headers: Record<string, string> =
    c.auth === 'header' || (c.auth === 'wrong' && c.wrongToken) ? { 'door-authorization': token! } : {};
  const url = `/api${info.path}${query.length ? `?${encodeFields(query)}` : ''}`;
  const method = info.method as BuiltRequest['method'];
  const sendBody = media !== undefined || c.envelope !== 'declared';
  if (!sendBody || c.envelope === 'none') return { method, url, headers };
  const declared =
    c.envelope === 'declared'
      ? media
      : c.envelope === 'other'
        ? media === MULTIPART
          ? FORM
          : MULTIPART
        : undefined;
  const kind = declared ?? c.envelope;
  switch (kind) {
    case MULTIPART: {
      const { payload, contentType } = multipartBody(body, c.files, { truncated: c.truncated });
      return { method, url, headers: { ...headers, 'content-type': contentType }, payload };
    }
    case 'json':
      return {
        method,
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: rawJson(body),
      };
    case 'badjson':
      return {
        method,
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: c.truncated ? '' : rawJson(body).slice(0, -1),
      };
    case 'text':
      return {
        method,
        url,
        headers: { ...headers, 'content-type': 'text/plain' },
        payload: encodeFields(body),
      };
    case 'unknown':
      return { method, url, headers: { ...headers, 'content-type': 'application/xml' }, payload: '<a>1</a>' };
    case 'charset':
      return {
        method,
        url,
        headers: { ...headers, 'content-type': `${FORM}; charset=iso-8859-1` },
        payload: encodeFields(body),
      };
    default:
      return { method, url, headers: { ...headers, 'content-type': FORM }, payload: encodeFields(body) };
  }
}

/**
 * FUZZ_RUNS per operation in all, split between the admin shards (nine tenths) and the restricted
 * pass (one tenth): a second role costs the suite no more time than one did.
 */
export const RESTRICTED_RUNS = Math.max(1, Math.round(FUZZ_RUNS / 10));
const ADMIN_RUNS = Math.max(1, FUZZ_RUNS - RESTRICTED_RUNS);

/** Whose session the valid runs carry, and how many runs per operation. */
export interface FuzzRole {
  userName: string;
  runs: number;
  /** Hold each operation to the contract oracle first (the examples are the administrator's). */
  oracle?: boolean;
}

/** A valid session of a restricted role: 100403 exactly where the contract refuses it the operation. */
function checkRefusal(refused: boolean, c: FuzzCase, status: number, body: Json | undefined): void {
  const valid = c.auth === 'header' || c.auth === 'query' || c.auth === 'body';
  if (!valid || status !== 200 || body === undefined) return;
  // a mutation may have spoilt a session id carried in the query or the body
  const lost = c.auth !== 'header' && body.code === '100013';
  if (refused && body.code !== PERMISSION_DENIED.code && !lost) {
    throw new Error(`not refused (expected 100403): ${JSON.stringify(body).slice(0, 300)}`);
  }
  if (!refused && body.code === PERMISSION_DENIED.code)
    throw new Error('refused an operation its keys reach');
}

/** Registers the fuzz tests of one shard (operations i with i % shards === shard). */
export function fuzzApiShard(
  shard: number,
  shards: number,
  role: FuzzRole = { userName: 'admin', runs: ADMIN_RUNS, oracle: true },
): void {
  const doc = loadBundled('api');
  const operations = listOperations(doc).filter((_, i) => i % shards === shard);
  const { runs } = role;
  let app: FastifyInstance;
  let dirty = false;
  const outcomes = new Outcomes();
  const suite = `api shard ${shard + 1}/${shards} as ${role.userName}`;

  beforeAll(async () => {
    announceSeed(suite, runs);
    app = await buildApp({ webDist: null, seed: 20260101, scale: 24, now: () => NOW });
  });
  afterAll(() => {
    console.log(outcomes.summary(suite));
    return app.close();
  });

  describe.each(operations)('$method $path ($operationId)', (info) => {
    it('its example succeeds, schema breaks are refused with 400, generated and hostile requests are answered within the contract', async () => {
      // Every operation starts from the seeded store (so `-t <operationId>` reproduces it alone);
      // only operations that may write (not GET) leave it dirty: half the resets, a third of the cost.
      if (dirty) app.mock.reset();
      dirty = info.method !== 'GET';
      const user = app.mock.store.users.find((u) => u.userName === role.userName)!;
      const refused = refusedTo(user, info);
      const check = async (c: FuzzCase) => {
        app.mock.store.sessions.openFixed(TOKEN, user, NOW);
        const req = buildRequest(info, c);
        const res = await app.inject(req);
        try {
          if (app.mock.violations.length) {
            throw new Error(`mock recorded violations: ${JSON.stringify(app.mock.violations).slice(0, 800)}`);
          }
          const { status, body } = checkAnswer(info, res);
          const dropped = c.auth === 'none' || c.auth === 'wrong';
          if (!info.public && dropped && status === 200 && (body as Json | undefined)?.code !== '100013') {
            throw new Error(`accepted without a valid session (${c.auth}): ${res.body.slice(0, 300)}`);
          }
          checkRefusal(refused, c, status, body as Json | undefined);
          assertNoPollution();
          outcomes.record(info.operationId, status, body);
        } catch (error) {
          app.mock.violations = [];
          throw new Error(`${(error as Error).message}\nrequest: ${describeRequest(req)}`, { cause: error });
        }
      };
      // The oracle holds an operation to what it documents, with the administrator's examples.
      if (role.oracle) {
        app.mock.store.sessions.openFixed(TOKEN, user, NOW);
        const failures = await oracleFailures(app, doc, info, TOKEN);
        if (failures.length)
          throw new Error(`${info.operationId} against the contract oracle:\n${failures.join('\n')}`);
      }
      await runProperty(info.operationId, caseArb(doc, info), check, runs);
    });
  });
}
