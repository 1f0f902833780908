// Mutation test of the contract oracle the fuzz shards apply (lib/oracle.ts): it must notice an operation
// that always answers a failure (系统繁忙) and one whose input check was dropped, for every operation.
// The mutants are the mock's own faults: `code` on the operation's path (every call fails) and `lax`
// (the operation takes any input unchecked, POST /__mock/faults {"lax": [operationId]}).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/app.js';
import { listOperations, loadBundled } from './lib/openapi.js';
import { hostileCases, oracleFailures } from './lib/oracle.js';

const TOKEN = '8f14e45fceea167a5a36dedd4bea2543';
const NOW = new Date('2026-11-21T09:30:00+08:00');
const doc = loadBundled('api');
const operations = listOperations(doc);
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ webDist: null, seed: 20260101, scale: 24, now: () => NOW });
});
afterAll(() => app.close());
beforeEach(() => {
  app.mock.reset();
  app.mock.violations = [];
  const admin = app.mock.store.users.find((u) => u.userName === 'admin')!;
  app.mock.store.sessions.openFixed(TOKEN, admin, NOW);
});

const fault = async (body: unknown) => {
  const res = await app.inject({ method: 'POST', url: '/__mock/faults', payload: body as object });
  expect(res.statusCode, res.body).toBe(200);
};

describe('the contract oracle kills its mutants', () => {
  it('an operation that always answers 系统繁忙 fails the oracle (every operation)', async () => {
    const survivors: string[] = [];
    for (const info of operations) {
      app.mock.faults.clear();
      await fault({ path: info.path, code: '9999', message: '系统繁忙，请稍后再试', times: 1000 });
      const failures = await oracleFailures(app, doc, info, TOKEN);
      if (!failures.some((f) => f.startsWith('its example request did not succeed')))
        survivors.push(info.operationId);
    }
    expect(survivors).toEqual([]);
  }, 120_000);

  it('an operation whose input check is dropped fails the oracle (every operation that takes input)', async () => {
    const survivors: string[] = [];
    const withoutInput: string[] = [];
    for (const info of operations) {
      if (!hostileCases(doc, info).length) {
        withoutInput.push(info.operationId);
        continue;
      }
      app.mock.reset();
      app.mock.store.sessions.openFixed(TOKEN, app.mock.store.users[0]!, NOW);
      await fault({ lax: [info.operationId] });
      const failures = await oracleFailures(app, doc, info, TOKEN);
      if (!failures.some((f) => f.includes("not refused with '400'"))) survivors.push(info.operationId);
      app.mock.faults.clear();
    }
    expect(survivors).toEqual([]);
    // The operations with no input to break: no parameters, or only a session and a file.
    expect(withoutInput.length).toBeLessThan(20);
    app.mock.violations = [];
  }, 180_000);

  it('the unmutated mock passes the oracle', async () => {
    const sample = operations.filter((_, i) => i % 20 === 0);
    for (const info of sample)
      expect(await oracleFailures(app, doc, info, TOKEN), info.operationId).toEqual([]);
  }, 60_000);
});
