// Contract conformance of the mock backend: every operation of openapi/api.yaml is called with the
// contract's own example and must answer the success envelope, valid against the contract; without a
// token it must answer 100013; with its required input missing it must answer the 400 envelope.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/app.js';
import { handlers } from '../../mock-server/src/domains/index.js';
import { isSuccessEnvelope, listOperations, loadBundled, responseErrors } from './lib/openapi.js';
import { requestFromExamples } from './lib/requests.js';

/** The session id the contract's examples carry. */
const EXAMPLE_TOKEN = '8f14e45fceea167a5a36dedd4bea2543';
const NOW = new Date('2026-11-21T09:30:00+08:00');

const doc = loadBundled('api');
const operations = listOperations(doc);
let app: FastifyInstance;
/** Whether the last request may have written to the store (its example was not a GET). */
let dirty = false;

beforeAll(async () => {
  app = await buildApp({ webDist: null, seed: 20260101, scale: 24, now: () => NOW });
});
afterAll(() => app.close());
// Every test starts from the seeded store (so `-t <operationId>` reproduces it alone), but a reset
// (~13 ms) only follows a request that may have written: the 100013 and 400 requests are turned away
// before any handler, and GET examples only read (1,075 resets took ~15 s of this file's ~32 s).
beforeEach(() => {
  if (dirty) app.mock.reset();
  dirty = false;
  const admin = app.mock.store.users.find((u) => u.userName === 'admin')!;
  app.mock.store.sessions.openFixed(EXAMPLE_TOKEN, admin, NOW);
});

function parse(body: string): Record<string, any> {
  return JSON.parse(body) as Record<string, any>;
}

it('every operation of the contract has exactly one handler', () => {
  const ids = operations.map((o) => o.operationId).sort();
  const handled = handlers.map((h) => h.operationId as string).sort();
  expect(new Set(handled).size).toBe(handled.length);
  expect(handled).toEqual(ids);
});

describe.each(operations)('$method $path ($operationId)', (info) => {
  it('answers its example request with the success envelope, valid against the contract', async () => {
    dirty = info.method !== 'GET';
    const res = await app.inject(requestFromExamples(doc, info, '/api', EXAMPLE_TOKEN));
    expect(res.statusCode).toBe(200);
    const type = String(res.headers['content-type']).split(';')[0]!;
    if (type !== 'application/json') {
      // a file answer (the datapump .xlsx downloads): declared for HTTP 200, with content
      expect(info.op.responses['200'].content[type], type).toBeDefined();
      expect(res.rawPayload.length).toBeGreaterThan(0);
      expect(app.mock.violations).toEqual([]);
      return;
    }
    const body = parse(res.body);
    expect(responseErrors(info.op, 200, res.headers['content-type'] as string, body)).toBeNull();
    expect(isSuccessEnvelope(body), JSON.stringify(body)).toBe(true);
    expect(app.mock.violations).toEqual([]);
  });

  // The two checks below exist only where they apply (a public operation takes no token, most take no
  // required query parameter): declared conditionally, not as 340 skipped tests in the report.
  if (!info.public)
    it('answers 100013 without a token (01-shell §8)', async () => {
      const res = await app.inject(requestFromExamples(doc, info, '/api'));
      const body = parse(res.body);
      expect(res.statusCode).toBe(200);
      expect(body).toMatchObject({ code: '100013', message: '登录凭证过期, 重新登录' });
      expect(responseErrors(info.op, 200, 'application/json', body)).toBeNull();
    });

  const required = (info.op.parameters as any[]).filter((p) => p.in === 'query' && p.required);
  if (required.length > 0)
    it('rejects a missing required query parameter with a Chinese 400 envelope', async () => {
      const req = requestFromExamples(doc, info, '/api', EXAMPLE_TOKEN);
      const url = new URL(req.url, 'http://x');
      url.searchParams.delete(required[0].name);
      const res = await app.inject({ ...req, url: url.pathname + url.search });
      const body = parse(res.body);
      expect(body.code).toBe('400');
      expect(body.message).toContain(required[0].name);
      expect(responseErrors(info.op, 200, 'application/json', body)).toBeNull();
    });
});
