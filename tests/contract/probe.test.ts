// The backend probe (npm run contract:probe) against the mock: no drift on the seeded backend, and every
// operation the mock is told to answer off contract (POST /__mock/faults {"drift": [...]}) is reported
// with what differs. Write operations are never called unless asked.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/app.js';
import { probe } from '../../tools/contract-probe/probe.js';
import { repoRoot } from './lib/openapi.js';

let app: FastifyInstance;
let target: string;
const ADMIN = { user: 'admin', password: 'Admin@2026' };

beforeAll(async () => {
  app = await buildApp({
    webDist: null,
    seed: 20260101,
    scale: 24,
    now: () => new Date('2026-11-21T09:30:00+08:00'),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  target = `http://127.0.0.1:${port}/api`;
});
afterAll(() => app.close());
beforeEach(() => app.mock.reset());

/** `npm run contract:probe` as admin against the mock: its exit code and output. */
async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const command = ['--import', 'tsx', 'tools/contract-probe/cli.ts', '--target', target, '--user', 'admin'];
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...command, ...args], {
      cwd: repoRoot,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const control = (url: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

describe('contract probe', () => {
  it('reports no drift against the mock, calling every read and no write', async () => {
    const result = await probe({ target, ...ADMIN });
    expect(
      result.drifted.map((d) => `${d.operationId}: ${d.differences.map((x) => x.detail).join('; ')}`),
    ).toEqual([]);
    expect(result.probed.length).toBeGreaterThan(250);
    expect(
      result.probed.every((p) => p.method === 'GET' || ['getUserInfo', 'isLogin'].includes(p.operationId)),
    ).toBe(true);
    expect(result.skipped.length).toBeGreaterThan(150);
    expect(app.mock.violations).toEqual([]);
  }, 120_000);

  it('names each drifted operation with the missing and extra fields', async () => {
    expect((await control('/__mock/faults', { drift: ['getUserInfo', 'treeList'] })).statusCode).toBe(200);
    const result = await probe({ target, ...ADMIN, only: ['getUserInfo', 'treeList', 'getDict'] });
    expect(result.probed.map((p) => p.operationId).sort()).toEqual(['getDict', 'getUserInfo', 'treeList']);
    expect(result.drifted.map((d) => d.operationId).sort()).toEqual(['getUserInfo', 'treeList']);
    const userInfo = result.drifted.find((d) => d.operationId === 'getUserInfo')!.differences;
    expect(userInfo).toContainEqual(
      expect.objectContaining({ kind: 'extra', detail: '多出字段 undocumented（/）' }),
    );
    expect(userInfo.some((d) => d.kind === 'missing' && d.where === '/data')).toBe(true);
    // the drift is the probe's to notice: the mock does not count it as its own violation
    expect(app.mock.violations).toEqual([]);
  });

  it('a failure answer to the contract example is a drift of its code', async () => {
    await control('/__mock/faults', {
      path: '/u_dc/sgdw/getDict/v1',
      code: '9999',
      message: '系统繁忙',
      times: 1,
    });
    const result = await probe({ target, ...ADMIN, only: ['getDict'] });
    expect(result.drifted[0]?.differences).toEqual([
      { kind: 'code', where: '/code', detail: '契约的示例请求得到契约未记载的失败码 "9999"：系统繁忙' },
    ]);
  });

  it('the command prints the summary, writes the markdown report and exits 1 on drift', async () => {
    await control('/__mock/faults', { drift: ['getLocationInfo'] });
    const report = path.join(mkdtempSync(path.join(tmpdir(), 'probe-')), 'report.md');
    const run = await cli([
      '--password',
      'Admin@2026',
      '--only',
      'getLocationInfo,getDict',
      '--report',
      report,
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('2 operations probed, 1 drifted');
    expect(run.stdout).toContain('DRIFT getLocationInfo');
    const markdown = readFileSync(report, 'utf8');
    expect(markdown).toContain('| getLocationInfo | GET /el_map/map/getLocationInfo/v1 |');
    expect(markdown).toContain('多出字段 undocumented');
  }, 60_000);

  it('a wrong password is a usage failure (exit 2), not a drift', async () => {
    const run = await cli(['--password', 'Wrong@2026']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('用户名或密码错误');
  }, 60_000);
});
