// Contract suite for the video-service simulator (openapi/video-service.yaml, spec 02 §7 "Local video
// service"): every operation answers its example with HTTP 200 and the success branch (code 0); the
// failures it documents (window not open, stale timestamp, bad input, restart) use the failure branch.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  exampleBody,
  exampleParams,
  isSuccessEnvelope,
  listOperations,
  loadBundled,
  responseErrors,
  type OperationInfo,
} from './lib/openapi';
import { buildVideoApp } from '../../hardware-sim/src/video/app';
import { derefDocument } from '../../hardware-sim/src/contract/deref';
import { manualClock } from '../../hardware-sim/src/lib/clock';
import { fromConsole } from '../../hardware-sim/src/lib/console-origin';

type Json = Record<string, unknown>;
const doc = derefDocument(loadBundled('video-service'));
const operations = listOperations(doc);
const byId = new Map(operations.map((o) => [o.operationId, o]));
const op = (id: string): OperationInfo => {
  const found = byId.get(id);
  if (!found) throw new Error(`${id} is not in the contract`);
  return found;
};
const example = (o: OperationInfo): Json => (exampleBody(o.op)?.value ?? {}) as Json;

let app: FastifyInstance | undefined;
function newApp(): FastifyInstance {
  app = buildVideoApp({ clock: manualClock('2026-03-15T01:30:00Z') });
  return app;
}
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function call(a: FastifyInstance, o: OperationInfo, body?: Json): Promise<LightMyRequestResponse> {
  if (o.method === 'GET') {
    return a.inject({
      method: 'GET',
      url: o.path,
      headers: fromConsole(),
      query: exampleParams(o.op, 'query'),
    });
  }
  return a.inject({ method: 'POST', url: o.path, headers: fromConsole(), payload: body ?? example(o) });
}

function expectContract(o: OperationInfo, res: LightMyRequestResponse): Json {
  expect(res.statusCode).toBe(200);
  const body = res.json<Json>();
  expect(responseErrors(o.op, 200, String(res.headers['content-type']), body)).toBeNull();
  return body;
}

/** add_dep_channel needs the window of its token (session) to be open. */
const PREPARE: Partial<Record<string, (a: FastifyInstance, ex: Json) => Promise<unknown>>> = {
  addDepChannel: async (a, ex) => {
    const open = op('openMonitorWindow');
    const res = await call(a, open, { ...example(open), session_id: ex.token });
    expect(isSuccessEnvelope(expectContract(open, res))).toBe(true);
  },
};

describe('video-service contract: operations', () => {
  it('holds the three calls of spec 02 §7 "Local video service"', () => {
    expect(operations.map((o) => `${o.method} ${o.path}`).sort()).toEqual([
      'GET /check_monitor_window',
      'POST /add_dep_channel',
      'POST /open_monitor_window',
    ]);
  });

  it.each(operations.map((o) => [o.operationId, o] as const))(
    '%s answers its example request with code 0',
    async (_id, o) => {
      const a = newApp();
      const ex = example(o);
      await PREPARE[o.operationId]?.(a, ex);
      const body = expectContract(o, await call(a, o));
      expect(isSuccessEnvelope(body), JSON.stringify(body)).toBe(true);
    },
  );

  it('check_monitor_window reports the window and its channels after open and sync', async () => {
    const a = newApp();
    const sync = op('addDepChannel');
    await PREPARE.addDepChannel?.(a, example(sync));
    expectContract(sync, await call(a, sync));
    const check = op('checkMonitorWindow');
    const body = expectContract(check, await call(a, check));
    const data = body.data as Json;
    expect(data.session_id).toBe(exampleParams(check.op, 'query').session_id);
    expect(data.open).toBe(example(sync).token === data.session_id);
  });
});

describe('video-service contract: failures', () => {
  it('add_dep_channel without an open window answers code 1002', async () => {
    const a = newApp();
    const o = op('addDepChannel');
    const body = expectContract(o, await call(a, o));
    expect(body.code).toBe(1002);
    expect(isSuccessEnvelope(body)).toBe(false);
  });

  it('an incremental sync on a stale last_timestamp answers code 2001', async () => {
    const a = newApp();
    const o = op('addDepChannel');
    const ex = example(o);
    await PREPARE.addDepChannel?.(a, ex);
    expectContract(o, await call(a, o));
    const data = ex.data as Json;
    const stale = { ...ex, data: { ...data, last_timestamp: 1, timestamp: Number(data.timestamp) + 1000 } };
    const body = expectContract(o, await call(a, o, stale));
    expect(body).toEqual({ code: 2001, msg: '通道同步时间戳不一致，请全量同步' });
  });

  it('invalid input answers code 400 with a Chinese message naming the field', async () => {
    const a = newApp();
    const o = op('openMonitorWindow');
    const body = expectContract(o, await call(a, o, { ...example(o), appKey: 'nope' }));
    expect(body).toEqual({ code: 400, msg: '参数错误：appKey 格式不正确' });
    const check = op('checkMonitorWindow');
    const res = await a.inject({ method: 'GET', url: check.path, headers: fromConsole() });
    expect(expectContract(check, res)).toEqual({ code: 400, msg: '参数错误：缺少必填字段 session_id' });
  });

  it('injected faults: error answers 请重启视频监控服务控件, down answers 503 with no body', async () => {
    const a = newApp();
    const o = op('checkMonitorWindow');
    await a.inject({
      method: 'POST',
      url: '/__sim/faults',
      payload: { target: 'video', mode: 'error', times: 1 },
    });
    expect(expectContract(o, await call(a, o))).toEqual({ code: 500, msg: '请重启视频监控服务控件' });
    await a.inject({
      method: 'POST',
      url: '/__sim/faults',
      payload: { target: 'video', mode: 'down', times: 1 },
    });
    const down = await call(a, o);
    expect(down.statusCode).toBe(503);
    expect(down.body).toBe('');
    expect(isSuccessEnvelope(expectContract(o, await call(a, o)))).toBe(true);
  });
});
