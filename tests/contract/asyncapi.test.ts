// Contract conformance of the mock server's real-time channels: every frame a socket receives (and
// every frame the test sends) must validate against the payload schema of its AsyncAPI message
// (asyncapi/alerts.yaml, notice.yaml, inout.yaml). Spec: 01-shell §3 alert records and push fields,
// §4 alert websocket / notice channel / inout channel / flags, §7, §8 import/export messages, §9.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Parser, fromFile } from '@asyncapi/parser';
import websocket from '@fastify/websocket';
import Ajv, { type ValidateFunction } from 'ajv';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createAlert,
  createSeededFaker,
  type AlertCommunity,
} from '../../mock-server/src/realtime/alert-factory.js';
import { ALERT_TYPES, type AlertType } from '../../mock-server/src/realtime/constants.js';
import { createRealtimeHub } from '../../mock-server/src/realtime/hub.js';
import { createInoutRecord } from '../../mock-server/src/realtime/inout-factory.js';
import { buildPush, PUSH_EVENTS } from '../../mock-server/src/realtime/push-events.js';
import { defaultImageUrl } from '../../mock-server/src/realtime/snapshots.js';
import pushControl from '../../mock-server/src/routes/control/push.js';
import alertsWs from '../../mock-server/src/routes/ws/alerts.js';
import inoutWs from '../../mock-server/src/routes/ws/inout.js';
import noticeWs from '../../mock-server/src/routes/ws/notice.js';
import { repoRoot } from './lib/openapi.js';

// ---- the contract ------------------------------------------------------------------------------

interface ContractMessage {
  name: string;
  file: string;
  contentType: string;
  /** the event / cmd constant that identifies the frame, when it has one */
  event: string | undefined;
  validate: ValidateFunction;
}

type Json = Record<string, unknown>;

// AsyncAPI 3.0 payloads use the AsyncAPI Schema format, a superset of JSON Schema draft-07
// (tuples are `items: [...]` + `additionalItems`), so draft-07 Ajv validates them as written;
// Ajv's 2020-12 class rejects the draft-07 tuple form.
const ajv = new Ajv({ strict: false, allErrors: true });
const messages = new Map<string, ContractMessage>();

function stripParserKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripParserKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !k.startsWith('x-parser-') && k !== '$id')
        .map(([k, v]) => [k, stripParserKeys(v)]),
    );
  }
  return value;
}

function eventOf(schema: Json): string | undefined {
  const items = schema.items;
  if (Array.isArray(items)) return (items[0] as Json | undefined)?.const as string | undefined;
  const cmd = (schema.properties as Json | undefined)?.cmd as Json | undefined;
  return cmd?.const as string | undefined;
}

async function loadContract(): Promise<void> {
  const parser = new Parser();
  const dir = path.join(repoRoot, 'asyncapi');
  for (const file of ['alerts.yaml', 'notice.yaml', 'inout.yaml']) {
    const { document, diagnostics } = await fromFile(parser, path.join(dir, file)).parse();
    if (!document) throw new Error(`${file}: ${diagnostics.map((d) => d.message).join('; ')}`);
    const defaultContentType = document.defaultContentType() ?? 'application/json';
    for (const message of document.allMessages()) {
      const name = message.name() ?? message.id();
      const schema = stripParserKeys(message.payload()?.json()) as Json;
      messages.set(name, {
        name,
        file,
        contentType: message.contentType() ?? defaultContentType,
        event: eventOf(schema),
        validate: ajv.compile(schema),
      });
    }
  }
}

function contractMessage(name: string): ContractMessage {
  const message = messages.get(name);
  if (!message) throw new Error(`no AsyncAPI message named ${name}`);
  return message;
}

/** Parses a frame as its message's content type says and validates it; returns the value. */
function expectFrame(name: string, text: string): unknown {
  const message = contractMessage(name);
  const value: unknown = message.contentType === 'application/json' ? JSON.parse(text) : text;
  const ok = message.validate(value);
  expect(ok, `${name} (${message.file}): ${ajv.errorsText(message.validate.errors)}\n${text}`).toBe(true);
  return value;
}

/** Validates a frame the test is about to send as a console would, and returns its text. */
function clientFrame(name: string, value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  expectFrame(name, text);
  return text;
}

// ---- the app under test ------------------------------------------------------------------------

const NOW = new Date('2026-01-21T09:30:00+08:00');
const COMMUNITIES: AlertCommunity[] = [
  { depId: 1499, depName: '锦绣花园' },
  { depId: 1500, depName: '翠湖华庭' },
];
const SESSIONS: Record<string, { userId: string; agentId: string }> = {
  'token-admin': { userId: '1', agentId: '1' },
  'token-operator': { userId: '2', agentId: '2' },
  /** used by one test only: its sockets are never near the per-session cap */
  'token-counted': { userId: '3', agentId: '3' },
};
const resolveToken = (token: string) => SESSIONS[token];

let app: FastifyInstance;
const hub = createRealtimeHub();

beforeAll(async () => {
  await loadContract();
  app = Fastify({ logger: false });
  await app.register(websocket);
  await app.register(alertsWs, { hub, resolveToken, now: () => NOW });
  await app.register(noticeWs, { hub, resolveToken, now: () => NOW });
  await app.register(inoutWs, { hub, resolveToken, now: () => NOW });
  await app.register(pushControl, {
    hub,
    faker: createSeededFaker(20260121),
    communities: () => COMMUNITIES,
    now: () => NOW,
  });
  await app.ready();
});

/** Every socket a test opened; closed after each test, also when it fails. */
const openClients: Client[] = [];

afterEach(async () => {
  await Promise.all(openClients.splice(0).map((client) => client.close()));
});

afterAll(async () => {
  await app.close();
});

// ---- socket helpers (no sleeps: every wait is on an event) ---------------------------------------

/** The part of the `ws` client socket the tests use. */
interface ClientSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): void;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): void;
}

interface Client {
  socket: ClientSocket;
  /** the next frame this socket receives */
  next(): Promise<string>;
  /** frames received and not read yet */
  pending(): number;
  /** resolves with the close code and reason */
  closed: Promise<{ code: number; reason: string }>;
  send(text: string): void;
  close(): Promise<void>;
}

async function connect(url: string): Promise<Client> {
  const queue: string[] = [];
  const waiters: { resolve: (text: string) => void; reject: (error: Error) => void }[] = [];
  let closeInfo: { code: number; reason: string } | undefined;
  let resolveClosed: (info: { code: number; reason: string }) => void = () => undefined;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (resolveClosed = resolve));

  const socket = (await app.injectWS(
    url,
    {},
    {
      onInit(ws: ClientSocket) {
        ws.on('message', (data) => {
          const text = data.toString('utf8');
          const waiter = waiters.shift();
          if (waiter) waiter.resolve(text);
          else queue.push(text);
        });
        ws.on('close', (code, reason) => {
          closeInfo = { code, reason: reason.toString('utf8') };
          for (const waiter of waiters.splice(0)) waiter.reject(new Error(`socket closed with ${code}`));
          resolveClosed(closeInfo);
        });
      },
    },
  )) as ClientSocket;

  const client: Client = {
    socket,
    next() {
      const text = queue.shift();
      if (text !== undefined) return Promise.resolve(text);
      if (closeInfo) return Promise.reject(new Error(`socket closed with ${closeInfo.code}`));
      return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
    },
    pending: () => queue.length,
    closed,
    send: (text) => socket.send(text),
    async close() {
      if (!closeInfo) {
        socket.close(1000);
        await closed;
      }
    },
  };
  openClients.push(client);
  return client;
}

/** Opens an alert socket and waits for a heartbeat round trip, so the server has tracked it. */
async function alertClient(token: string): Promise<Client> {
  const client = await connect(`/ws/alert/${token}`);
  client.send(clientFrame('AlertHeartbeat', ['heartbeat', { ts: 1 }]));
  expectFrame('AlertHeartbeatAck', await client.next());
  return client;
}

/** Opens a notice socket, registers the agent and waits for the ping round trip. */
async function noticeClient(token: string, agentId: string): Promise<Client> {
  const client = await connect(`/ws/notice/${token}`);
  client.send(clientFrame('NoticeAgentRegister', `agent:${agentId}`));
  client.send(clientFrame('NoticePing', 'ping'));
  expectFrame('NoticePong', await client.next());
  return client;
}

async function inoutClient(token: string): Promise<Client> {
  const client = await connect(`/inout-websocket/${token}`);
  client.send(clientFrame('InoutPing', { cmd: 'ping', agentId: SESSIONS[token]!.agentId }));
  expectFrame('InoutPong', await client.next());
  return client;
}

async function post(url: string, payload: unknown): Promise<{ status: number; body: Json }> {
  const res = await app.inject({ method: 'POST', url, payload: payload as Json });
  return { status: res.statusCode, body: res.json<Json>() };
}

// ---- tests -------------------------------------------------------------------------------------

const ALERT_MESSAGES: Record<AlertType, string> = {
  heat: 'AlertHeatMsg',
  id: 'AlertIdentityWarnMsg',
  native: 'AlertNativePlaceWarnMsg',
  stanger: 'AlertStrangerWarnMsg',
  car: 'AlertCarWarningMsg',
  smoke: 'AlertSmokeAlarmMsg',
};

describe('the contract documents', () => {
  it('cover every server push the control endpoint can make, and nothing more', () => {
    const pushable = [...messages.values()]
      .filter((m) => m.file !== 'inout.yaml' && m.contentType === 'application/json')
      .map((m) => m.event)
      .filter((e): e is string => e !== undefined && e !== 'heartbeat' && e !== 'heartbeat_ack');
    expect([...PUSH_EVENTS].sort()).toEqual(pushable.sort());
  });

  it('are the only asyncapi documents this suite owns', () => {
    const files = readdirSync(path.join(repoRoot, 'asyncapi')).filter((f) => f.endsWith('.yaml'));
    expect(files).toEqual(expect.arrayContaining(['alerts.yaml', 'notice.yaml', 'inout.yaml']));
  });
});

describe('generated frames stay valid across seeds', () => {
  const SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);

  it.each(ALERT_TYPES)('%s alerts', (type) => {
    for (const seed of SEEDS) {
      const frame = createAlert(type, { faker: createSeededFaker(seed), communities: COMMUNITIES, now: NOW });
      expectFrame(ALERT_MESSAGES[type], JSON.stringify(frame));
    }
  });

  it('in/out records', () => {
    for (const seed of SEEDS) {
      const frame = createInoutRecord({ faker: createSeededFaker(seed), communities: COMMUNITIES, now: NOW });
      expectFrame('InoutRecordPush', JSON.stringify(frame));
    }
  });

  it.each([
    ['import', 'NoticeImportTask'],
    ['export', 'NoticeExportTask'],
    ['sys_notice', 'NoticeSystemNotice'],
  ])('%s pushes in every status', (event, name) => {
    for (const seed of SEEDS) {
      for (const status of event === 'sys_notice' ? [undefined] : ['processing', 'success', 'fail']) {
        const ctx = {
          faker: createSeededFaker(seed),
          communities: COMMUNITIES,
          now: NOW,
          imageUrl: defaultImageUrl,
        };
        const built = buildPush(event, status ? { status } : undefined, ctx);
        if (!built.ok) throw new Error(built.message);
        expectFrame(name, JSON.stringify(built.push.frame));
      }
    }
  });
});

describe('alert channel /ws/alert/{sessionId} (01-shell §4, §7, §9)', () => {
  it('answers a heartbeat with heartbeat_ack echoing ts', async () => {
    const client = await connect('/ws/alert/token-admin');
    client.send(clientFrame('AlertHeartbeat', ['heartbeat', { ts: 1768959000000 }]));
    const ack = expectFrame('AlertHeartbeatAck', await client.next()) as [string, Json];
    expect(ack[1]).toEqual({ ts: 1768959000000, serverTime: '2026-01-21 09:30:00' });
  });

  it('ignores frames that are not heartbeats and keeps the socket open', async () => {
    const client = await connect('/ws/alert/token-admin');
    client.send('hello');
    client.send(JSON.stringify(['heartbeat', { ts: 'soon' }]));
    client.send(clientFrame('AlertHeartbeat', ['heartbeat', { ts: 2 }]));
    const ack = expectFrame('AlertHeartbeatAck', await client.next()) as [string, Json];
    expect(ack[1].ts).toBe(2);
    expect(client.pending()).toBe(0);
  });

  it('closes an unknown session with 4001', async () => {
    const client = await connect('/ws/alert/no-such-token');
    expect((await client.closed).code).toBe(4001);
  });

  it.each(ALERT_TYPES)(
    'pushes a %s alert to every alert socket, valid against the contract',
    async (type) => {
      const admin = await alertClient('token-admin');
      const operator = await alertClient('token-operator');
      const res = await post('/__mock/alerts', { type });
      expect(res.status).toBe(200);
      expect(res.body.sent).toBe(2);
      for (const client of [admin, operator]) {
        const frame = expectFrame(ALERT_MESSAGES[type], await client.next()) as [string, Json];
        expect(frame).toEqual(res.body.frame);
        expect(COMMUNITIES.map((c) => c.depId)).toContain(frame[1].depId);
        expect(frame[1].time).toBe('2026-01-21 09:30:00');
      }
    },
  );

  it('pushes an alert for a chosen community and only to the chosen audience', async () => {
    const admin = await alertClient('token-admin');
    const operator = await alertClient('token-operator');
    const res = await post('/__mock/alerts', { type: 'stanger', depId: 1500, to: { agentId: '2' } });
    expect(res.body.sent).toBe(1);
    const frame = expectFrame('AlertStrangerWarnMsg', await operator.next()) as [string, Json];
    expect(frame[1]).toMatchObject({ depId: 1500, depName: '翠湖华庭' });
    expect(admin.pending()).toBe(0);
  });

  it.each([
    ['isNotice', { isNotice: 1 }],
    ['isNotice with noticeTime', { isNotice: 1, noticeTime: '2026-01-21 18:00:00' }],
    ['new_sys_msg', { new_sys_msg: 1 }],
    ['export', { export: 1 }],
    ['import', { import: 1 }],
    ['msg_center', { msg_center: 1 }],
  ])('pushes the %s flag as ["push", flags] (01-shell §3, §4)', async (_name, payload) => {
    const client = await alertClient('token-admin');
    const res = await post('/__mock/push', { event: 'push', payload });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sent: 1, channel: 'alert' });
    const frame = expectFrame('AlertPush', await client.next()) as [string, Json];
    expect(frame[1]).toMatchObject(payload);
    if ('isNotice' in payload) expect(frame[1].noticeTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it.each(ALERT_TYPES)('pushes a %s alert with overrides through /__mock/push', async (type) => {
    const client = await alertClient('token-admin');
    const event = contractMessage(ALERT_MESSAGES[type]).event!;
    const res = await post('/__mock/push', { event, payload: { depId: 1500, id: 4242 } });
    expect(res.status).toBe(200);
    const frame = expectFrame(ALERT_MESSAGES[type], await client.next()) as [string, Json];
    expect(frame[0]).toBe(event);
    expect(frame[1]).toMatchObject({ id: 4242, depId: 1500, depName: '翠湖华庭' });
  });
});

describe('notice channel /ws/notice/{sessionId} (01-shell §4, §8, §9)', () => {
  it('answers ping with pong', async () => {
    const client = await connect('/ws/notice/token-admin');
    client.send(clientFrame('NoticePing', 'ping'));
    expect(expectFrame('NoticePong', await client.next())).toBe('pong');
  });

  it('closes an unknown session with 4001', async () => {
    const client = await connect('/ws/notice/nobody');
    expect((await client.closed).code).toBe(4001);
  });

  it("closes with 4003 when agent:{agentId} is not the session's agent", async () => {
    const client = await connect('/ws/notice/token-admin');
    client.send(clientFrame('NoticeAgentRegister', 'agent:2'));
    expect((await client.closed).code).toBe(4003);
  });

  it.each([
    ['import', 'processing', 'NoticeImportTask', '数据正在导入中'],
    ['import', 'success', 'NoticeImportTask', '导入成功'],
    ['import', 'fail', 'NoticeImportTask', '导入失败'],
    ['export', 'processing', 'NoticeExportTask', '文件正在生成中'],
    ['export', 'success', 'NoticeExportTask', '您需要的数据已经导出'],
    ['export', 'fail', 'NoticeExportTask', '导出失败'],
  ])('pushes %s %s to registered sockets of the agent', async (event, status, name, message) => {
    const admin = await noticeClient('token-admin', '1');
    const operator = await noticeClient('token-operator', '2');
    const unregistered = await connect('/ws/notice/token-admin');
    const res = await post('/__mock/push', { event, payload: { status }, to: { agentId: '1' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sent: 1, channel: 'notice' });
    const frame = expectFrame(name, await admin.next()) as [string, Json];
    expect(frame[1].status).toBe(status);
    expect(String(frame[1].message).startsWith(message)).toBe(true);
    expect(operator.pending()).toBe(0);
    unregistered.send(clientFrame('NoticePing', 'ping'));
    expect(await unregistered.next()).toBe('pong');
  });

  it('pushes a system notice', async () => {
    const client = await noticeClient('token-admin', '1');
    const res = await post('/__mock/push', {
      event: 'sys_notice',
      payload: { id: 12, title: '春节期间物业服务安排' },
    });
    expect(res.body.sent).toBe(1);
    const frame = expectFrame('NoticeSystemNotice', await client.next()) as [string, Json];
    expect(frame[1]).toMatchObject({ id: 12, title: '春节期间物业服务安排', windowLocation: 2 });
  });
});

describe('inout channel /inout-websocket/{token} (01-shell §4)', () => {
  it('answers ping with pong', async () => {
    const client = await connect('/inout-websocket/token-admin');
    client.send(clientFrame('InoutPing', { cmd: 'ping', agentId: '1' }));
    const pong = expectFrame('InoutPong', await client.next());
    expect(pong).toEqual({ cmd: 'pong', agentId: '1', time: '2026-01-21 09:30:00' });
  });

  it('closes an unknown token with 4001', async () => {
    const client = await connect('/inout-websocket/expired');
    expect((await client.closed).code).toBe(4001);
  });

  it('pushes records of subscribed communities only', async () => {
    const client = await inoutClient('token-admin');
    expect((await post('/__mock/inout', {})).body.sent).toBe(0);

    client.send(clientFrame('InoutRecordSubscribe', { cmd: 'record', agentId: '1', depId: 1499 }));
    expect(expectFrame('InoutSubscription', await client.next())).toEqual({
      cmd: 'subscription',
      all: false,
      depIds: [1499],
    });
    const res = await post('/__mock/inout', { depId: 1499 });
    expect(res.status).toBe(200);
    expect(res.body.sent).toBe(1);
    const record = expectFrame('InoutRecordPush', await client.next()) as Json;
    expect(record).toEqual(res.body.frame);
    expect((record.data as Json).depId).toBe(1499);
    expect((await post('/__mock/inout', { depId: 1500 })).body.sent).toBe(0);

    client.send(clientFrame('InoutRecordSubscribe', { cmd: 'record', agentId: '1' }));
    expect(expectFrame('InoutSubscription', await client.next())).toMatchObject({ all: true });
    expect((await post('/__mock/inout', { depId: 1500 })).body.sent).toBe(1);
    expect((expectFrame('InoutRecordPush', await client.next()) as { data: Json }).data.depId).toBe(1500);

    client.send(clientFrame('InoutRecordCancel', { cmd: 'cancel', agentId: '1' }));
    expect(expectFrame('InoutSubscription', await client.next())).toEqual({
      cmd: 'subscription',
      all: false,
      depIds: [],
    });
    expect((await post('/__mock/inout', {})).body.sent).toBe(0);
  });

  it('answers bad commands with an error frame and keeps the socket', async () => {
    const client = await inoutClient('token-admin');
    for (const bad of [
      'not json',
      JSON.stringify({ cmd: 'dance', agentId: '1' }),
      JSON.stringify({ cmd: 'record' }),
    ]) {
      client.send(bad);
      expectFrame('InoutError', await client.next());
    }
    client.send(JSON.stringify({ cmd: 'record', agentId: '2', depId: 1499 }));
    expect(expectFrame('InoutError', await client.next())).toEqual({
      cmd: 'error',
      message: 'agentId 与登录账号不一致',
    });
    client.send(clientFrame('InoutPing', { cmd: 'ping', agentId: '1' }));
    expectFrame('InoutPong', await client.next());
  });
});

describe('control endpoints reject bad input with 400 and a Chinese message', () => {
  it.each([
    ['/__mock/alerts', { type: 'fire' }, 'type 必须是'],
    ['/__mock/alerts', {}, 'type 必须是'],
    ['/__mock/alerts', { type: 'heat', depId: 9 }, '小区 9 不存在'],
    ['/__mock/alerts', { type: 'heat', depId: '1499' }, 'depId 必须是正整数'],
    ['/__mock/alerts', { type: 'heat', extra: 1 }, '不支持的字段'],
    ['/__mock/alerts', [], '请求体必须是 JSON 对象'],
    ['/__mock/alerts', { type: 'heat', to: 'everyone' }, 'to 必须是 JSON 对象'],
    ['/__mock/push', { event: 'new_fire_msg' }, '未知的推送事件'],
    ['/__mock/push', {}, 'event 必填'],
    ['/__mock/push', { event: 'push' }, '至少包含一个标记'],
    ['/__mock/push', { event: 'push', payload: { isNotice: 2 } }, 'payload.isNotice 必须是'],
    ['/__mock/push', { event: 'push', payload: { unknown: 1 } }, 'payload 不支持字段 unknown'],
    ['/__mock/push', { event: 'push', payload: 'x' }, 'payload 必须是 JSON 对象'],
    [
      '/__mock/push',
      { event: 'new_heat_msg', payload: { temperature: 'hot' } },
      'payload.temperature 必须是',
    ],
    ['/__mock/push', { event: 'new_heat_msg', payload: { depId: 77 } }, '小区 77 不存在'],
    ['/__mock/push', { event: 'import', payload: { status: 'success', message: '好了' } }, 'payload.message'],
    ['/__mock/push', { event: 'export', payload: { status: 'fail', message: '失败' } }, '导出失败'],
    ['/__mock/push', { event: 'export', payload: { status: 'success', downloadUrl: '' } }, 'downloadUrl'],
    [
      '/__mock/push',
      { event: 'sys_notice', payload: { windowLocation: 3 } },
      'payload.windowLocation 必须是',
    ],
    ['/__mock/inout', { depId: 0 }, 'depId 必须是正整数'],
    ['/__mock/inout', { to: { room: '1' } }, 'to 不支持字段 room'],
  ])('POST %s %j', async (url, payload, message) => {
    const res = await post(url, payload);
    expect(res.status).toBe(400);
    expect(String(res.body.message)).toContain(message);
  });

  it('rejects a body that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/__mock/alerts',
      headers: { 'content-type': 'application/json' },
      payload: '{"type": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Json>().message).toBe('请求体不是合法的 JSON');
  });

  it('rejects a body that is not JSON at all', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/__mock/push',
      headers: { 'content-type': 'text/plain' },
      payload: 'push',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Json>().message).toContain('JSON');
  });
});

describe('control state', () => {
  it('reports open sockets per channel', async () => {
    const before = (await app.inject({ method: 'GET', url: '/__mock/realtime' })).json<Json>();
    await alertClient('token-counted');
    await noticeClient('token-counted', '3');
    const after = (await app.inject({ method: 'GET', url: '/__mock/realtime' })).json<Json>();
    expect(after.alert).toBe(Number(before.alert) + 1);
    expect(after.noticeRegistered).toBe(Number(before.noticeRegistered) + 1);
  });

  it('serves the placeholder photos generated frames point at', async () => {
    const res = await post('/__mock/alerts', { type: 'car' });
    const url = String(((res.body.frame as unknown[])[1] as Json).photoUrl);
    const image = await app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });
});
