// The mock server behind `prism proxy --errors`: Prism checks every request and response of a sweep
// over all operations against the raw contract, independently of our own validators.
import type { ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/app.js';
import { listOperations, loadBundled } from './lib/openapi.js';
import { requestFromExamples } from './lib/requests.js';
import { startPrismProxy } from './lib/processes.js';

const doc = loadBundled('api');
let app: FastifyInstance;
let prism: ChildProcess;
let prismUrl = '';
let prismLog: () => string = () => '';

beforeAll(async () => {
  app = await buildApp({ webDist: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const upstream = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const proxy = await startPrismProxy(`${upstream}/api`);
  prism = proxy.process;
  prismUrl = proxy.url;
  prismLog = proxy.log;
}, 90_000);

afterAll(async () => {
  prism?.kill();
  await app?.close();
});

it('every operation passes through prism proxy --errors with zero violations', async () => {
  const login = await fetch(`${prismUrl}/f_l/login/v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'userName=admin&password=' + encodeURIComponent('ScBd/TAmZ2XD2HmcJY4wrQ=='),
  });
  const token = ((await login.json()) as { object: { sessionId: string } }).object.sessionId;
  const failures: string[] = [];
  for (const info of listOperations(doc)) {
    if (info.operationId === 'logout') continue; // swept last: it ends the session
    const req = requestFromExamples(doc, info, prismUrl, token);
    const res = await fetch(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.payload as BodyInit,
    });
    const violations = res.headers.get('sl-violations');
    if (res.status !== 200 || violations) {
      failures.push(
        `${info.operationId}: HTTP ${res.status} ${violations ?? (await res.text()).slice(0, 300)}`,
      );
    }
  }
  const logout = requestFromExamples(
    doc,
    listOperations(doc).find((o) => o.operationId === 'logout')!,
    prismUrl,
    token,
  );
  const res = await fetch(logout.url, {
    method: logout.method,
    headers: logout.headers,
    body: logout.payload as BodyInit,
  });
  expect(res.status).toBe(200);
  expect(failures, prismLog().slice(-2000)).toEqual([]);
}, 120_000);

it('prism really validates: a request missing a required parameter is flagged', async () => {
  const res = await fetch(`${prismUrl}/h_d/treeList/v2?limit=10`, { headers: { 'DOOR-Authorization': 'x' } });
  expect(res.status).toBe(422);
});
