// Mock-server throughput and latency with request and response validation on, against a bare
// Fastify route returning the same JSON (the ceiling), same load generator, same run.
// Prints a table and writes bench/results.md. Medians of BENCH_ROUNDS rounds (default 3).
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import { buildApp } from '../../mock-server/src/app.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 20;

interface Figure {
  rps: number;
  p99: number;
}

async function load(url: string, opts: Partial<autocannon.Options> = {}): Promise<Figure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...opts });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const mock = await buildApp({ webDist: null, validateResponses: true });
  await mock.listen({ port: 0, host: '127.0.0.1' });
  const mockUrl = `http://127.0.0.1:${(mock.server.address() as { port: number }).port}`;
  const login = await fetch(`${mockUrl}/api/f_l/login/v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'userName=admin&password=' + encodeURIComponent('ScBd/TAmZ2XD2HmcJY4wrQ=='),
  });
  const token = ((await login.json()) as { object: { sessionId: string } }).object.sessionId;
  const headers = { 'DOOR-Authorization': token };
  const listPath = '/api/h_d/treeList/v2?node=dep:-1&limit=40';
  const listBody = await (await fetch(mockUrl + listPath, { headers })).text();
  const writePath = '/api/p_a/updateUserPrivacyAgreementVersion/v1';
  const writeForm = {
    method: 'POST' as const,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: `sessionId=${token}&version=v1.0.0`,
  };
  const writeBody = await (await fetch(mockUrl + writePath, writeForm)).text();

  const bare = Fastify();
  await bare.register(formbody);
  bare.get('/api/h_d/treeList/v2', async (_req, reply) => reply.type('application/json').send(listBody));
  bare.post(writePath, async (_req, reply) => reply.type('application/json').send(writeBody));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

  const rows: { name: string; mock: Figure; bare: Figure }[] = [];
  for (const [name, path, opts] of [
    ['list GET h_d/treeList/v2', listPath, { headers }],
    ['write POST form', writePath, writeForm],
  ] as const) {
    const m: Figure[] = [];
    const b: Figure[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      // interleaved so that machine noise hits both alike
      m.push(await load(mockUrl + path, opts));
      b.push(await load(bareUrl + path, opts));
    }
    rows.push({
      name,
      mock: { rps: median(m.map((x) => x.rps)), p99: median(m.map((x) => x.p99)) },
      bare: { rps: median(b.map((x) => x.rps)), p99: median(b.map((x) => x.p99)) },
    });
  }
  await mock.close();
  await bare.close();

  const lines = [
    `# Benchmarks`,
    ``,
    `Mock server (request + response validation on) vs a bare Fastify route returning the same JSON.`,
    `autocannon, ${CONNECTIONS} connections, ${DURATION} s, median of ${ROUNDS} interleaved rounds, Node ${process.version}.`,
    ``,
    `| operation | mock req/s | mock p99 ms | bare req/s | bare p99 ms | mock/bare |`,
    `|---|---:|---:|---:|---:|---:|`,
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.mock.rps.toFixed(0)} | ${r.mock.p99} | ${r.bare.rps.toFixed(0)} | ${r.bare.p99} | ${(r.mock.rps / r.bare.rps).toFixed(2)}x |`,
    ),
    ``,
  ];
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.md', lines.join('\n'));
  console.log(lines.join('\n'));
}

await main();
