// The mock server behind `prism proxy --errors`: Prism checks every request and response of a sweep
// over all operations against the raw contract, independently of our own validators.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/app.js';
import { listOperations, loadBundled, repoRoot } from './lib/openapi.js';
import { requestFromExamples } from './lib/requests.js';
import { freePort, waitFor } from './lib/processes.js';

const doc = loadBundled('api');
let app: FastifyInstance;
let prism: ChildProcess;
let prismUrl = '';
let prismLog = '';

beforeAll(async () => {
  app = await buildApp({ webDist: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const upstream = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const port = await freePort();
  prismUrl = `http://127.0.0.1:${port}`;
  prism = spawn(
    path.join(repoRoot, 'node_modules/.bin/prism'),
    [
      'proxy',
      '--errors',
      '-p',
      String(port),
      '-h',
      '127.0.0.1',
      path.join(repoRoot, 'openapi/dist/api.json'),
      `${upstream}/api`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  prism.stdout!.on('data', (d) => (prismLog += d));
  prism.stderr!.on('data', (d) => (prismLog += d));
  await waitFor(async () => (await fetch(`${prismUrl}/el_map/map/getLocationInfo/v1`)).ok, 60_000);
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
  expect(failures, prismLog.slice(-2000)).toEqual([]);
}, 120_000);

it('prism really validates: a request missing a required parameter is flagged', async () => {
  const res = await fetch(`${prismUrl}/h_d/treeList/v2?limit=10`, { headers: { 'DOOR-Authorization': 'x' } });
  expect(res.status).toBe(422);
});
