// Contract suite for the desktop-helper simulator (openapi/qt-client.yaml, spec 02 §7 "Local desktop
// client"): every operation of the bundled contract answers its own example request with HTTP 200 and
// the success branch of its response schema; empty readers answer the failure branch.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  exampleBody,
  isSuccessEnvelope,
  listOperations,
  loadBundled,
  responseErrors,
  type OperationInfo,
} from './lib/openapi';
import { buildQtApp } from '../../hardware-sim/src/qt/app';
import { derefDocument } from '../../hardware-sim/src/contract/deref';
import { manualClock } from '../../hardware-sim/src/lib/clock';
import type { Uploader } from '../../hardware-sim/src/lib/uploader';
import { fromConsole } from '../../hardware-sim/src/lib/console-origin';

const doc = derefDocument(loadBundled('qt-client'));
const operations = listOperations(doc);
const byId = new Map(operations.map((o) => [o.operationId, o]));

// 02 §7 "Local desktop client": every call the console makes to the helper.
const SPEC_OPERATIONS = [
  'softwareAbout',
  'softwareHeartbeat',
  'softwareSetAccountInfo',
  'softwareLaunch',
  'icCardLed',
  'icCardBeep',
  'icCardRead',
  'icCardFormat',
  'icCardFormatUserCard',
  'icCardLogoutUserCard',
  'icCardFormatSysCard',
  'icCardCreateUserList',
  'icCardCreateSysCard',
  'icCardProlongList',
  'icCardCreateAuto',
  'ucCardBeep',
  'ucCardRead',
  'ucCardFormatUserCard',
  'ucCardCreateUserList',
  'ucCardCreateAuto',
  'cpuCardLed',
  'cpuCardBeep',
  'cpuCardCardNo',
  'cpuCardRead',
  'cpuCardFormat',
  'cpuCardCreateUserList',
  'videoOpenMonitorWindow',
  'videoCameraList',
  'idr210ReaderRead',
  'idr210ReaderReadCardId',
  'idr210ReaderUploadPhoto',
  'idr210ReaderTypeASn',
  'downloadNewTask',
  'downloadTest',
];

type Json = Record<string, unknown>;

const uploads: string[] = [];
const fakeUploader: Uploader = async (request) => {
  uploads.push(request.fileName);
  return {
    url: `estate/2026/03/15/${request.fileName}`,
    urlShow: `http://localhost:3000/files/estate/2026/03/15/${request.fileName}`,
  };
};

let app: FastifyInstance | undefined;
function newApp(): FastifyInstance {
  app = buildQtApp({ clock: manualClock('2026-03-15T01:30:00Z'), uploader: fakeUploader });
  return app;
}
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const BOUNDARY = '----zhsqContractBoundary';
function multipart(fields: Json): string {
  return (
    Object.entries(fields)
      .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`)
      .join('') + `--${BOUNDARY}--\r\n`
  );
}

async function call(a: FastifyInstance, op: OperationInfo, value: Json): Promise<LightMyRequestResponse> {
  const media = exampleBody(op.op)?.mediaType ?? 'application/json';
  if (media === 'multipart/form-data') {
    return a.inject({
      method: 'POST',
      url: op.path,
      headers: fromConsole({ 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }),
      payload: multipart(value),
    });
  }
  return a.inject({ method: 'POST', url: op.path, headers: fromConsole(), payload: value });
}

const example = (op: OperationInfo): Json => (exampleBody(op.op)?.value ?? {}) as Json;

async function control(a: FastifyInstance, path: string, payload: Json): Promise<void> {
  const res = await a.inject({ method: 'POST', url: `/__sim/${path}`, payload });
  expect(res.statusCode, res.body).toBe(200);
}
const place = (a: FastifyInstance, reader: string, card?: Json) =>
  control(a, 'card', { reader, action: 'place', ...(card ? { card } : {}) });
const sector = (ex: Json) => ({
  sector_id: ex.sector_id,
  sector_password: ex.sector_password,
  key_encrypt: ex.key_encrypt,
});

async function runExample(a: FastifyInstance, id: string): Promise<Json> {
  const op = byId.get(id);
  if (!op) throw new Error(`${id} is not in the contract`);
  const res = await call(a, op, example(op));
  expect(res.statusCode).toBe(200);
  return res.json<Json>();
}

/** What a reader or the helper must hold before an operation's example can succeed. */
const PREPARE: Partial<Record<string, (a: FastifyInstance, ex: Json) => Promise<unknown>>> = {
  icCardRead: (a, ex) => place(a, 'ic', { cardType: 'user', ...sector(ex) }),
  icCardFormat: (a, ex) => place(a, 'ic', { cardType: 'user', ...sector(ex) }),
  icCardFormatUserCard: (a, ex) => place(a, 'ic', { cardType: 'user', ...sector(ex) }),
  icCardLogoutUserCard: (a, ex) => place(a, 'ic', { cardType: 'user', ...sector(ex) }),
  icCardFormatSysCard: (a, ex) => place(a, 'ic', { cardType: 'system', ...sector(ex) }),
  icCardCreateUserList: (a) => place(a, 'ic'),
  icCardCreateSysCard: (a) => place(a, 'ic'),
  icCardProlongList: (a, ex) => place(a, 'ic', { cardType: 'user', ...sector(ex), date: '2026-12-31' }),
  icCardCreateAuto: (a, ex) => place(a, 'ic', { cardType: 'user', ...sector(ex) }),
  ucCardRead: (a, ex) => place(a, 'uc', { cardType: 'user', key_encrypt: ex.key_encrypt }),
  ucCardFormatUserCard: (a, ex) => place(a, 'uc', { cardType: 'user', key_encrypt: ex.key_encrypt }),
  ucCardCreateUserList: (a) => place(a, 'uc'),
  ucCardCreateAuto: (a, ex) => place(a, 'uc', { cardType: 'user', key_encrypt: !ex.key_encrypt }),
  cpuCardCardNo: (a) => place(a, 'cpu'),
  cpuCardRead: (a, ex) => place(a, 'cpu', { cardType: 'user', token: ex.token, file_id: ex.file_id }),
  cpuCardFormat: (a, ex) => place(a, 'cpu', { cardType: 'user', token: ex.token }),
  cpuCardCreateUserList: (a) => place(a, 'cpu'),
  idr210ReaderRead: (a) => place(a, 'idr210'),
  idr210ReaderReadCardId: (a) => place(a, 'idr210'),
  idr210ReaderUploadPhoto: async (a, ex) => {
    const idNumber = /(\d{17}[\dX])\.png$/.exec(String(ex.filePath))?.[1];
    await place(a, 'idr210', idNumber ? { idNumber } : undefined);
    const read = await runExample(a, 'idr210ReaderRead');
    expect((read.data as Json).photoPath).toBe(ex.filePath);
  },
  idr210ReaderTypeASn: (a) => place(a, 'idr210', { kind: 'typeA' }),
  downloadTest: (a) => runExample(a, 'downloadNewTask'),
};

describe('qt-client contract: operations', () => {
  it('holds every call of spec 02 §7 "Local desktop client", all POST /<group>/<action>', () => {
    expect(operations.map((o) => o.operationId).sort()).toEqual([...SPEC_OPERATIONS].sort());
    for (const op of operations) {
      expect(op.method).toBe('POST');
      expect(op.path).toMatch(/^\/[a-z0-9_]+\/[a-z_]+$/);
    }
  });

  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s answers its example request with the success branch',
    async (_id, op) => {
      const a = newApp();
      const ex = example(op);
      await PREPARE[op.operationId]?.(a, ex);
      const res = await call(a, op, ex);
      expect(res.statusCode).toBe(200);
      const body = res.json<Json>();
      expect(responseErrors(op.op, res.statusCode, String(res.headers['content-type']), body)).toBeNull();
      expect(isSuccessEnvelope(body), JSON.stringify(body)).toBe(true);
    },
  );
});

describe('qt-client contract: failures', () => {
  const emptyReader: [string, string][] = [
    ['icCardRead', '请放置卡片'],
    ['ucCardRead', '请放置卡片'],
    ['cpuCardCardNo', '请放置卡片'],
    ['cpuCardRead', '请放置卡片'],
    ['idr210ReaderRead', '请放置身份证'],
    ['idr210ReaderTypeASn', '未检测到TypeA卡'],
  ];
  it.each(emptyReader)('%s on an empty reader answers status false: %s', async (id, message) => {
    const a = newApp();
    const op = byId.get(id);
    if (!op) throw new Error(`${id} missing`);
    const res = await call(a, op, example(op));
    expect(res.statusCode).toBe(200);
    const body = res.json<Json>();
    expect(responseErrors(op.op, 200, String(res.headers['content-type']), body)).toBeNull();
    expect(body).toEqual({ status: false, message });
  });

  it('invalid input answers status false with a Chinese message naming the field, never a 500', async () => {
    const a = newApp();
    const op = byId.get('icCardRead');
    if (!op) throw new Error('icCardRead missing');
    const cases: [Json | string, RegExp][] = [
      [{ ...example(op), sector_password: 'XYZ' }, /sector_password 格式不正确/],
      [{ sector_id: 1, key_encrypt: true }, /缺少必填字段 sector_password/],
      [{ ...example(op), sector_id: 99 }, /sector_id 不能大于 15/],
      ['{not json', /请求体不是合法的 JSON/],
    ];
    for (const [payload, message] of cases) {
      const res = await a.inject({
        method: 'POST',
        url: op.path,
        headers: fromConsole({ 'content-type': 'application/json' }),
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<Json>();
      expect(responseErrors(op.op, 200, 'application/json', body)).toBeNull();
      expect(body.status).toBe(false);
      expect(String(body.message)).toMatch(message);
    }
  });

  it('an injected error fault answers the contract failure 请重启QT服务控件', async () => {
    const a = newApp();
    await control(a, 'faults', { target: 'qt', mode: 'error', times: 1 });
    const op = byId.get('softwareHeartbeat');
    if (!op) throw new Error('softwareHeartbeat missing');
    const res = await call(a, op, {});
    const body = res.json<Json>();
    expect(responseErrors(op.op, 200, 'application/json', body)).toBeNull();
    expect(body).toEqual({ status: false, message: '请重启QT服务控件' });
    expect(isSuccessEnvelope((await call(a, op, {})).json<Json>())).toBe(true);
  });
});
