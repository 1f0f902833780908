// Section 'server' of `npm run bench` (docs/adr/0053): mock-server throughput and p99 latency with request and
// response validation on, against Prism mocking the same contract (default logging and `-v error`) and
// against a bare Fastify route answering the same JSON (the ceiling). One load generator (autocannon, in
// this process), every server in its own process; rounds interleaved (mock, Prism, quiet Prism, bare,
// bare serialising) so that the noise of a shared machine hits all alike. Ratios are medians of per-round ratios.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { median, repoRoot, row, writeSection, type BenchRow } from './lib/report.js';
import type { BareRoute } from './server-target.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 20;
/** Warm-up per server and operation before the measured rounds (JIT, validators compiled on first use). */
const WARMUP_SECONDS = 1;
const TARGET_VS_PRISM = 5;
const TARGET_VS_BARE = 0.6;

type TargetId = 'mock' | 'prism' | 'prismQuiet' | 'bare' | 'bareObject';
const TARGETS: { id: TargetId; label: string }[] = [
  { id: 'mock', label: 'mock' },
  { id: 'prism', label: 'Prism' },
  { id: 'prismQuiet', label: 'Prism -v error' },
  { id: 'bare', label: 'bare' },
  { id: 'bareObject', label: 'bare, serialising' },
];

interface Figure {
  rps: number;
  p99: number;
  /** server process CPU time (user + system) per request, µs: the server's own cost, whatever the client managed */
  cpuUs: number;
}

interface Server {
  url: string;
  /** Prism serves the contract's paths without the /api prefix. */
  prefix: string;
  child: ChildProcess;
}

interface Operation {
  name: string;
  method: 'GET' | 'POST';
  /** contract path + query, without /api */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((c) => c.kill()));

/** node --import tsx server-target.ts …, resolved when it prints its port. */
function startTarget(args: string[]): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/bench/server-target.ts', ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server-target ${args[0]} exited (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const port = /^PORT (\d+)$/.exec(line)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, prefix: '/api', child });
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** `prism mock` of openapi/dist/api.json; its log goes to /dev/null (formatted and written all the same). */
async function startPrism(extra: string[]): Promise<Server> {
  const port = await freePort();
  const child = spawn(
    path.join(repoRoot, 'node_modules/.bin/prism'),
    ['mock', '-p', String(port), '-h', '127.0.0.1', ...extra, path.join(repoRoot, 'openapi/dist/api.json')],
    { stdio: 'ignore' },
  );
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prism ${extra.join(' ')} exited (${child.exitCode})`);
    try {
      await fetch(`${url}/el_map/map/getLocationInfo/v1`);
      return { url, prefix: '', child };
    } catch {
      if (Date.now() > deadline) throw new Error('prism did not start within 60 s');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

function request(server: Server, op: Operation): Promise<Response> {
  return fetch(server.url + server.prefix + op.path, {
    method: op.method,
    headers: op.headers,
    body: op.body,
  });
}

/** Every server must answer the operation with HTTP 200 and a success envelope before it is measured. */
async function check(server: Server, label: string, op: Operation): Promise<string> {
  const res = await request(server, op);
  const text = await res.text();
  const code = (JSON.parse(text) as { code?: unknown }).code;
  if (res.status !== 200 || !['0', '200', 0].includes(code as string))
    throw new Error(`${label} ${op.name}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return text;
}

/** Linux clock ticks per second (USER_HZ), the unit of utime and stime in /proc/<pid>/stat. */
const CLOCK_TICKS = 100;

/** CPU seconds (user + system) a child process has used so far. */
function cpuSeconds(child: ChildProcess): number {
  const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
  // fields after the parenthesised command name; utime and stime are fields 14 and 15 of the line
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

async function load(server: Server, op: Operation, seconds: number): Promise<Figure> {
  const cpuBefore = cpuSeconds(server.child);
  const result = await autocannon({
    url: server.url + server.prefix + op.path,
    method: op.method,
    headers: op.headers,
    body: op.body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.non2xx || result.errors || result.timeouts)
    throw new Error(
      `${op.name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  const cpuUs = ((cpuSeconds(server.child) - cpuBefore) * 1e6) / result.requests.total;
  return { rps: result.requests.average, p99: result.latency.p99, cpuUs };
}

async function main(): Promise<void> {
  const mock = await startTarget(['mock']);
  const login = await fetch(`${mock.url}/api/f_l/login/v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    // admin's password (README) in the encrypted form the console sends
    body: 'userName=admin&password=' + encodeURIComponent('ScBd/TAmZ2XD2HmcJY4wrQ=='),
  });
  const token = ((await login.json()) as { object: { sessionId: string } }).object.sessionId;
  const operations: Operation[] = [
    {
      name: 'list GET h_d/treeList/v2',
      method: 'GET',
      path: '/h_d/treeList/v2?node=dep:-1&limit=40',
      headers: { 'DOOR-Authorization': token },
    },
    {
      name: 'write POST form p_a/updateUserPrivacyAgreementVersion',
      method: 'POST',
      path: '/p_a/updateUserPrivacyAgreementVersion/v1',
      headers: { 'DOOR-Authorization': token, 'content-type': 'application/x-www-form-urlencoded' },
      body: `sessionId=${token}&version=v1.0.0`,
    },
  ];

  const bareRoutes: BareRoute[] = [];
  const bytes = new Map<string, number>();
  for (const op of operations) {
    const body = await check(mock, 'mock', op);
    bytes.set(`mock ${op.name}`, Buffer.byteLength(body));
    bareRoutes.push({ method: op.method, path: '/api' + op.path.split('?')[0], body });
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-server-'));
  const routesFile = path.join(tmp, 'routes.json');
  writeFileSync(routesFile, JSON.stringify(bareRoutes));
  const servers: Record<TargetId, Server> = {
    mock,
    prism: await startPrism([]),
    prismQuiet: await startPrism(['-v', 'error']),
    bare: await startTarget(['bare', routesFile]),
    bareObject: await startTarget(['bare-object', routesFile]),
  };
  for (const op of operations)
    for (const t of TARGETS) {
      const body = await check(servers[t.id], t.label, op);
      bytes.set(`${t.id} ${op.name}`, Buffer.byteLength(body));
    }

  const rows: BenchRow[] = [];
  const details: string[] = [
    '| operation | server | req/s (median) | p99 ms (median) | server CPU µs/request (median) | req/s per round | response bytes |',
    '|---|---|---:|---:|---:|---|---:|',
  ];
  const ratioDetails: string[] = ['| operation | ratio | per round | median |', '|---|---|---|---:|'];
  for (const op of operations) {
    for (const t of TARGETS) await load(servers[t.id], op, WARMUP_SECONDS);
    const figures = Object.fromEntries(TARGETS.map((t) => [t.id, [] as Figure[]])) as Record<
      TargetId,
      Figure[]
    >;
    for (let i = 0; i < ROUNDS; i++)
      for (const t of TARGETS) {
        const f = await load(servers[t.id], op, DURATION);
        figures[t.id].push(f);
        console.log(
          `${op.name} round ${i + 1} ${t.label}: ${f.rps.toFixed(0)} req/s, p99 ${f.p99} ms, ${f.cpuUs.toFixed(0)} µs CPU/request`,
        );
      }
    const rps = (id: TargetId) => median(figures[id].map((f) => f.rps));
    const p99 = (id: TargetId) => median(figures[id].map((f) => f.p99));
    const cpu = (id: TargetId) => median(figures[id].map((f) => f.cpuUs));
    const ratio = (id: TargetId) => figures.mock.map((f, i) => f.rps / figures[id][i]!.rps);
    const vsPrism = ratio('prismQuiet');
    // The ceiling of the target: a bare route returning the same JSON object (Fastify serialises it,
    // as every JSON API must). The route that sends a ready string is printed beside it, no target.
    const vsBare = ratio('bareObject');
    rows.push(
      row(`${op.name}: mock req/s`, rps('mock'), ''),
      row(`${op.name}: mock p99`, p99('mock'), ' ms'),
      row(`${op.name}: Prism req/s`, rps('prism'), ''),
      row(`${op.name}: Prism -v error req/s`, rps('prismQuiet'), ''),
      row(`${op.name}: bare Fastify req/s (returns the object)`, rps('bareObject'), ''),
      row(`${op.name}: bare Fastify req/s (sends ready text)`, rps('bare'), ''),
      row(`${op.name}: mock / quiet Prism req/s`, median(vsPrism), 'x', { atLeast: TARGET_VS_PRISM }, 1),
      row(`${op.name}: mock / bare req/s`, median(vsBare), 'x', { atLeast: TARGET_VS_BARE }, 2),
      row(`${op.name}: mock / bare sending ready text req/s`, median(ratio('bare')), 'x', {}, 2),
      // what the req/s ratio would be if the server alone were the bottleneck (the client shares the cores)
      row(
        `${op.name}: bare (object) CPU ÷ mock CPU per request`,
        cpu('bareObject') / cpu('mock'),
        'x',
        {},
        2,
      ),
    );
    for (const t of TARGETS)
      details.push(
        `| ${op.name} | ${t.label} | ${rps(t.id).toFixed(0)} | ${p99(t.id)} | ${cpu(t.id).toFixed(0)} | ${figures[t.id].map((f) => f.rps.toFixed(0)).join(', ')} | ${bytes.get(`${t.id} ${op.name}`)} |`,
      );
    for (const [label, xs] of [
      ['mock / quiet Prism', vsPrism],
      ['mock / Prism', ratio('prism')],
      ['mock / bare sending ready text', ratio('bare')],
      ['mock / bare returning the object', vsBare],
    ] as const)
      ratioDetails.push(
        `| ${op.name} | ${label} | ${xs.map((x) => x.toFixed(2)).join(', ')} | ${median(xs).toFixed(2)}x |`,
      );
  }
  for (const s of Object.values(servers)) s.child.kill('SIGTERM');
  rmSync(tmp, { recursive: true, force: true });

  writeSection({
    id: 'server',
    title: 'Mock server',
    method: [
      `autocannon ${CONNECTIONS} connections, ${DURATION} s per run after a ${WARMUP_SECONDS} s warm-up, ${ROUNDS} interleaved rounds`,
      `(mock, Prism, Prism -v error, bare, bare serialising) per operation; medians of the rounds, ratios are medians of the per-round`,
      `ratios (same round, same noise). Every server in its own process, the load generator in another, on a`,
      `${os.cpus().length}-core machine shared with other work: absolute figures vary run to run, the ratios of one run`,
      `are what compare. Mock: mock-server buildApp() with request and response validation on, admin session.`,
      `Prism ${'`prism mock`'} of openapi/dist/api.json (paths without /api; it answers the contract's first example, so`,
      `its list body is smaller than the mock's), log to /dev/null. Bare: Fastify with @fastify/formbody, one route`,
      `per operation sending the mock's response text (the ceiling); "bare, serialising" answers the same JSON as`,
      `an object, so Fastify runs JSON.stringify on each request as the mock does. Server CPU per request: the server process's user + system`,
      `time (/proc/<pid>/stat) over the run divided by the requests answered; it is the server's own cost even when`,
      `the load generator, not the server, limits req/s. Node ${process.version}.`,
    ].join(' '),
    rows,
    details: [...details, '', ...ratioDetails].join('\n'),
  });
  for (const r of rows) console.log(`${r.figure}: ${r.value} (target ${r.target})`);
}

await main();
process.exit(0);
