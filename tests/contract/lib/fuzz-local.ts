// Contract fuzzing of the two local services the console calls (docs/adr/0051): the desktop helper
// (openapi/qt-client.yaml) and the video service (openapi/video-service.yaml), both simulated by
// hardware-sim. All their operations are public; every answer must be declared and schema-valid.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, it } from 'vitest';
import { derefDocument } from '../../../hardware-sim/src/contract/deref';
import { manualClock } from '../../../hardware-sim/src/lib/clock';
import type { Uploader } from '../../../hardware-sim/src/lib/uploader';
import { fromConsole } from '../../../hardware-sim/src/lib/console-origin';
import { buildQtApp } from '../../../hardware-sim/src/qt/app';
import { buildVideoApp } from '../../../hardware-sim/src/video/app';
import { exampleBody, listOperations, loadBundled, type OperationInfo } from './openapi';
import {
  announceSeed,
  assertNoPollution,
  bodyFieldsArb,
  checkAnswer,
  describeRequest,
  encodeFields,
  hostileJson,
  multipartBody,
  mutate,
  Outcomes,
  mutationArb,
  queryFieldsArb,
  rawJson,
  runProperty,
  type Field,
  type Mutation,
} from './fuzz';

type Json = Record<string, any>;
type Envelope = 'declared' | 'textplain' | 'badjson' | 'empty' | 'form' | 'unknown' | 'array' | 'scalar';

interface LocalCase {
  query: Field[];
  queryMutations: Mutation[];
  body: Field[];
  bodyMutations: Mutation[];
  envelope: Envelope;
  /** what lies on the operation's reader before the call */
  card: 'none' | 'blank' | 'user' | 'system';
  scalar: unknown;
  /** who calls: the console, a foreign page or a tool without Origin (both refused with 403) */
  caller: 'console' | 'foreign' | 'none';
}

const CALLER_HEADERS: Record<LocalCase['caller'], Record<string, string>> = {
  console: fromConsole(),
  foreign: { origin: 'https://evil.example' },
  none: {},
};

const READERS: Record<string, string> = {
  ic_card: 'ic',
  uc_card: 'uc',
  cpu_card: 'cpu',
  idr210_reader: 'idr210',
};

const fakeUploader: Uploader = async (request) => ({
  url: `estate/2026/03/15/${request.fileName}`,
  urlShow: `http://localhost:3000/files/estate/2026/03/15/${request.fileName}`,
});

const mutations = fc.oneof(
  { weight: 2, arbitrary: fc.constant<Mutation[]>([]) },
  { weight: 3, arbitrary: fc.array(mutationArb, { minLength: 1, maxLength: 3 }) },
);

function caseArb(doc: Json, info: OperationInfo): fc.Arbitrary<LocalCase> {
  const example = exampleBody(info.op);
  const schema = example ? info.op.requestBody.content[example.mediaType].schema : undefined;
  const body = example ? bodyFieldsArb(doc, schema, example.value) : fc.constant<Field[]>([]);
  const query = queryFieldsArb(doc, info.op);
  return fc.record({
    query,
    queryMutations: mutations,
    body,
    bodyMutations: mutations,
    envelope: fc.oneof(
      { weight: 12, arbitrary: fc.constant<Envelope>('declared') },
      {
        weight: 5,
        arbitrary: fc.constantFrom<Envelope>(
          'textplain',
          'badjson',
          'empty',
          'form',
          'unknown',
          'array',
          'scalar',
        ),
      },
    ),
    card: fc.constantFrom('none', 'blank', 'user', 'system'),
    scalar: hostileJson,
    caller: fc.oneof(
      { weight: 10, arbitrary: fc.constant<LocalCase['caller']>('console') },
      { weight: 2, arbitrary: fc.constantFrom<LocalCase['caller']>('foreign', 'none') },
    ),
  });
}

function buildRequest(info: OperationInfo, c: LocalCase) {
  const media = exampleBody(info.op)?.mediaType;
  const query = mutate(c.query, c.queryMutations);
  const body = mutate(c.body, c.bodyMutations);
  const url = `${info.path}${query.length ? `?${encodeFields(query)}` : ''}`;
  const method = info.method as 'GET' | 'POST';
  const json = (payload: string, type = 'application/json') => ({
    method,
    url,
    headers: { 'content-type': type },
    payload,
  });
  if (method === 'GET' && c.envelope === 'declared') return { method, url, headers: {} };
  switch (c.envelope) {
    case 'textplain':
      // the console posts JSON as text/plain (a CORS "simple" request)
      return json(rawJson(body), 'text/plain');
    case 'badjson':
      return json(rawJson(body).slice(0, -1));
    case 'empty':
      return json('');
    case 'form':
      return json(encodeFields(body), 'application/x-www-form-urlencoded');
    case 'unknown':
      return json('<a>1</a>', 'application/xml');
    case 'array':
      return json(`[${rawJson(body)}]`);
    case 'scalar':
      return json(JSON.stringify(c.scalar) ?? 'null');
    default: {
      if (media === 'multipart/form-data') {
        const { payload, contentType } = multipartBody(body, []);
        return { method, url, headers: { 'content-type': contentType }, payload };
      }
      return json(rawJson(body));
    }
  }
}

/** Card fields each reader keeps, taken from the operation's example so that reads can succeed. */
const CARD_KEYS: Record<string, string[]> = {
  ic: ['sector_id', 'sector_password', 'key_encrypt'],
  uc: ['key_encrypt'],
  cpu: ['token', 'file_id'],
};

async function placeCard(app: FastifyInstance, info: OperationInfo, card: LocalCase['card']): Promise<void> {
  const reader = READERS[info.path.split('/')[1]!];
  if (!reader) return;
  const example = (exampleBody(info.op)?.value ?? {}) as Json;
  const fields = Object.fromEntries(
    (CARD_KEYS[reader] ?? []).filter((k) => k in example).map((k) => [k, example[k]]),
  );
  let preset: Json | undefined;
  if (reader === 'idr210') preset = card === 'system' ? { kind: 'typeA' } : undefined;
  // only IC cards come as system cards
  else
    preset = {
      cardType: card === 'system' && reader !== 'ic' ? 'user' : card,
      ...(card === 'blank' ? {} : fields),
    };
  const payload = card === 'none' ? { reader, action: 'remove' } : { reader, action: 'place', card: preset };
  const res = await app.inject({ method: 'POST', url: '/__sim/card', payload });
  if (res.statusCode !== 200) throw new Error(`placing a card failed: ${res.body}`);
}

/** Operations that need another call first (the same set-up as the contract suites use). */
async function prepare(
  app: FastifyInstance,
  byId: Map<string, OperationInfo>,
  info: OperationInfo,
): Promise<void> {
  const call = async (id: string, patch: Json = {}) => {
    const op = byId.get(id)!;
    const payload = { ...(exampleBody(op.op)?.value as Json), ...patch };
    const res = await app.inject({ method: 'POST', url: op.path, headers: fromConsole(), payload });
    if (res.statusCode !== 200) throw new Error(`${id} failed: ${res.body}`);
  };
  if (info.operationId === 'addDepChannel') {
    await call('openMonitorWindow', { session_id: (exampleBody(info.op)?.value as Json).token });
  }
  if (info.operationId === 'downloadTest') await call('downloadNewTask');
}

/** Registers the fuzz tests of one local-service contract. */
export function fuzzLocal(name: 'qt-client' | 'video-service'): void {
  const doc = derefDocument(loadBundled(name));
  const operations = listOperations(doc);
  const byId = new Map(operations.map((o) => [o.operationId, o]));
  let app: FastifyInstance | undefined;
  const build = () =>
    name === 'qt-client'
      ? buildQtApp({ clock: manualClock('2026-03-15T01:30:00Z'), uploader: fakeUploader })
      : buildVideoApp({ clock: manualClock('2026-03-15T01:30:00Z') });
  const outcomes = new Outcomes();
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(() => console.log(outcomes.summary(name)));

  describe.each(operations)(`${name}: $method $path ($operationId)`, (info) => {
    it('generated and hostile requests are answered within the contract', async () => {
      if (info === operations[0]) announceSeed(name);
      const a = (app = build());
      await prepare(a, byId, info);
      await runProperty(`${name}:${info.operationId}`, caseArb(doc, info), async (c) => {
        await placeCard(a, info, c.card);
        const built = buildRequest(info, c);
        const req = { ...built, headers: { ...built.headers, ...CALLER_HEADERS[c.caller] } };
        const res = await a.inject(req);
        try {
          const { status, body } = checkAnswer(info, res);
          if ((status === 403) !== (c.caller !== 'console'))
            throw new Error(`caller ${c.caller} answered HTTP ${status}: only the console may pass`);
          assertNoPollution();
          outcomes.record(info.operationId, status, body);
        } catch (error) {
          throw new Error(`${(error as Error).message}\nrequest: ${describeRequest(req)}`, { cause: error });
        }
      });
    });
  });
}
