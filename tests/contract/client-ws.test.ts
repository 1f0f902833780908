// Contract suite for the helper websocket (asyncapi/client-ws.yaml, spec 02 §7 "Local desktop client":
// camera take_photo, finger-vein collect / terminate). Every frame the simulator sends must validate
// against exactly one payload of the document's `send` operations.
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Parser, fromFile } from '@asyncapi/parser';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { repoRoot } from './lib/openapi';
import { SimContext } from '../../hardware-sim/src/context';
import { buildQtApp } from '../../hardware-sim/src/qt/app';
import { buildQtWsApp } from '../../hardware-sim/src/qt/ws-app';
import { manualClock } from '../../hardware-sim/src/lib/clock';
import { fromConsole } from '../../hardware-sim/src/lib/console-origin';
import type { Uploader, UploadRequest } from '../../hardware-sim/src/lib/uploader';

type Json = Record<string, unknown>;
interface TestSocket {
  on(event: 'message', listener: (data: Buffer) => void): void;
  send(data: string): void;
  terminate(): void;
}

const sent = new Map<string, ValidateFunction>();
const received = new Map<string, ValidateFunction>();
const examples = new Map<string, Json>();
const allExamples: [string, Json][] = [];

beforeAll(async () => {
  const parser = new Parser();
  const { document, diagnostics } = await fromFile(
    parser,
    path.join(repoRoot, 'asyncapi/client-ws.yaml'),
  ).parse();
  const errors = diagnostics.filter((d) => d.severity === 0);
  expect(errors.map((d) => d.message)).toEqual([]);
  if (!document) throw new Error('client-ws.yaml did not parse');
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const operation of document.operations().all()) {
    for (const message of operation.messages().all()) {
      const schema = message.payload()?.json() as Json | undefined;
      const name = message.name();
      if (!schema || !name) throw new Error(`message ${message.id()} lacks a name or payload`);
      (operation.isSend() ? sent : received).set(name, ajv.compile(schema));
      const list = (schema.examples as Json[] | undefined) ?? [];
      expect(list.length, `${name} needs an example`).toBeGreaterThan(0);
      for (const ex of list) allExamples.push([name, ex]);
      if (list[0]) examples.set(name, list[0]);
    }
  }
});

/** The names of the `send` messages a frame validates against (exactly one is expected). */
function sentMessage(frame: unknown): string {
  const names = [...sent].filter(([, validate]) => validate(frame)).map(([name]) => name);
  expect(names, JSON.stringify(frame)).toHaveLength(1);
  return names[0] ?? '';
}

function request(name: string, patch: (frame: Json) => Json = (f) => f): string {
  const frame = patch(structuredClone(examples.get(name) ?? {}));
  expect(received.get(name)?.(frame), `${name} example must be a valid request`).toBe(true);
  return JSON.stringify(frame);
}

const uploads: UploadRequest[] = [];
const uploader: Uploader = async (req) => {
  uploads.push(req);
  return { url: `estate/${req.fileName}`, urlShow: `http://localhost:3000/files/estate/${req.fileName}` };
};

let ctx: SimContext;
let qt: FastifyInstance;
let ws: FastifyInstance;
const sockets: TestSocket[] = [];

async function connect() {
  ctx = new SimContext({ clock: manualClock('2026-03-15T01:30:00Z'), uploader });
  qt = buildQtApp({ context: ctx });
  ws = buildQtWsApp({ context: ctx });
  await ws.ready();
  const socket = (await ws.injectWS('/zhsq', { headers: fromConsole() })) as TestSocket;
  sockets.push(socket);
  const queue: Json[] = [];
  const waiting: ((frame: Json) => void)[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Json;
    const next = waiting.shift();
    if (next) next(frame);
    else queue.push(frame);
  });
  const next = (): Promise<Json> => {
    const frame = queue.shift();
    return frame ? Promise.resolve(frame) : new Promise((resolve) => waiting.push(resolve));
  };
  const nextOf = async (n: number) => {
    const frames: Json[] = [];
    for (let i = 0; i < n; i++) frames.push(await next());
    return frames;
  };
  return { socket, next, nextOf };
}

async function control(pathName: string, payload: Json): Promise<void> {
  const res = await qt.inject({ method: 'POST', url: `/__sim/${pathName}`, payload });
  expect(res.statusCode, res.body).toBe(200);
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  await ws?.close();
  await qt?.close();
  uploads.length = 0;
});

describe('client-ws: document', () => {
  it('every payload example validates against its own message schema', () => {
    expect(allExamples.length).toBeGreaterThanOrEqual(sent.size + received.size);
    for (const [name, ex] of allExamples) {
      const validate = sent.get(name) ?? received.get(name);
      expect(validate?.(ex), `${name}: ${JSON.stringify(validate?.errors)}`).toBe(true);
    }
  });
});

describe('client-ws: take_photo', () => {
  it('shoots, uploads with the requested field names and answers one success callback', async () => {
    const { socket, next } = await connect();
    socket.send(request('ClientWsTakePhotoRequest'));
    const frame = await next();
    expect(sentMessage(frame)).toBe('ClientWsTakePhotoCallback');
    const ex = examples.get('ClientWsTakePhotoRequest') as { requestId: string; data: Json };
    expect(frame).toMatchObject({ cmd: 'take_photo', requestId: ex.requestId, success: true, cancel: false });
    const files = frame.fileList as Json[];
    expect(files).toHaveLength(Math.min(Number(ex.data.everyLimit), Number(ex.data.surplusAmount)));
    expect(uploads[0]).toMatchObject({
      url: ex.data.url,
      fileField: ex.data.reqireName,
      fields: { ...(ex.data.urlParam as Json), sessionId: ex.data.session },
      contentType: 'image/jpeg',
    });
    expect(files[0]?.fileName).toMatch(/^face_20260315093000_1\.jpg$/);
    expect(uploads[0]?.data.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('answers cancel when the operator closes the camera window, and a failure when no slot is left', async () => {
    const { socket, next } = await connect();
    await control('camera', { mode: 'cancel' });
    socket.send(request('ClientWsTakePhotoRequest'));
    const cancelled = await next();
    expect(sentMessage(cancelled)).toBe('ClientWsTakePhotoCallback');
    expect(cancelled).toMatchObject({ success: false, cancel: true, fileList: [], message: '用户取消拍照' });

    await control('camera', { mode: 'capture' });
    socket.send(
      request('ClientWsTakePhotoRequest', (f) => ({ ...f, data: { ...(f.data as Json), surplusAmount: 0 } })),
    );
    const full = await next();
    expect(sentMessage(full)).toBe('ClientWsTakePhotoCallback');
    expect(full).toMatchObject({ success: false, cancel: false, fileList: [] });
  });

  it('refuses an upload url off the configured backend: no photo taken, nothing uploaded', async () => {
    const { socket, next } = await connect();
    const files = ctx.files.snapshot();
    socket.send(
      request('ClientWsTakePhotoRequest', (f) => ({
        ...f,
        data: { ...(f.data as Json), url: 'https://evil.example/collect' },
      })),
    );
    const refused = await next();
    expect(sentMessage(refused)).toBe('ClientWsTakePhotoCallback');
    expect(refused).toMatchObject({
      success: false,
      cancel: false,
      fileList: [],
      message: '上传地址不是服务控件配置的平台地址，已拒绝上传',
    });
    expect(uploads).toEqual([]);
    expect(ctx.camera.captures).toEqual([]);
    expect(ctx.files.snapshot()).toEqual(files);
  });

  it('answers an error frame for invalid parameters and unknown commands', async () => {
    const { socket, next } = await connect();
    const ex = structuredClone(examples.get('ClientWsTakePhotoRequest') ?? {});
    socket.send(JSON.stringify({ ...ex, data: { ...(ex.data as Json), imageQuality: 0 } }));
    const invalid = await next();
    expect(sentMessage(invalid)).toBe('ClientWsError');
    expect(invalid.message).toBe('参数错误：data.imageQuality 不能小于 1');
    socket.send(JSON.stringify({ cmd: 'take_video' }));
    const unknown = await next();
    expect(sentMessage(unknown)).toBe('ClientWsError');
    expect(unknown.message).toBe('无法识别的指令：take_video');
  });
});

describe('client-ws: finger vein', () => {
  it('collects the samples and produces a deterministic template', async () => {
    const { socket, nextOf } = await connect();
    socket.send(request('ClientWsFingerVeinCollect'));
    const ex = examples.get('ClientWsFingerVeinCollect') as {
      data: { userId: string; finger: number; samples: number };
    };
    const frames = await nextOf(ex.data.samples + 2);
    expect(frames.map(sentMessage)).toEqual([
      ...Array.from({ length: ex.data.samples + 1 }, () => 'ClientWsFingerVeinProgress'),
      'ClientWsFingerVeinResult',
    ]);
    expect(frames.slice(0, -1).map((f) => f.step)).toEqual(
      Array.from({ length: ex.data.samples + 1 }, (_, i) => i),
    );
    const result = frames.at(-1) ?? {};
    expect(result).toMatchObject({ success: true, fileName: `FV_${ex.data.userId}_${ex.data.finger}.dat` });
    const bytes = Buffer.from(String(result.base64), 'base64');
    expect(bytes.length).toBe(result.size);
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('FV01');

    // Same inputs after a reset give the same template.
    await control('reset', {});
    socket.send(request('ClientWsFingerVeinCollect'));
    const again = await nextOf(ex.data.samples + 2);
    expect(again.at(-1)?.base64).toBe(result.base64);
  });

  it('terminate stops a collection in progress; later presses produce nothing; a second collect is busy', async () => {
    const { socket, next, nextOf } = await connect();
    await control('finger', { autoPress: false });
    socket.send(request('ClientWsFingerVeinCollect'));
    expect((await next()).step).toBe(0);
    await control('finger', { action: 'press' });
    const pressed = await next();
    expect(sentMessage(pressed)).toBe('ClientWsFingerVeinProgress');
    expect(pressed.step).toBe(1);

    socket.send(request('ClientWsFingerVeinCollect', (f) => ({ ...f, requestId: 'fv-2' })));
    const busy = await next();
    expect(sentMessage(busy)).toBe('ClientWsFingerVeinResult');
    expect(busy).toMatchObject({ requestId: 'fv-2', success: false });

    socket.send(request('ClientWsFingerVeinTerminate'));
    const stopped = await next();
    expect(sentMessage(stopped)).toBe('ClientWsFingerVeinTerminated');
    expect(stopped).toMatchObject({ success: true, stopped: true });

    const press = await qt.inject({ method: 'POST', url: '/__sim/finger', payload: { action: 'press' } });
    expect(press.statusCode).toBe(400);
    // Frames keep their order: had the press produced a frame, it would come before this answer.
    socket.send(request('ClientWsFingerVeinTerminate'));
    const [idle] = await nextOf(1);
    expect(sentMessage(idle)).toBe('ClientWsFingerVeinTerminated');
    expect(idle).toMatchObject({ stopped: false });
  });

  it('an injected error fault answers the collection with 请重启QT服务控件', async () => {
    const { socket, next } = await connect();
    await control('faults', { target: 'qt', mode: 'error', times: 1 });
    socket.send(request('ClientWsFingerVeinCollect'));
    const failed = await next();
    expect(sentMessage(failed)).toBe('ClientWsFingerVeinResult');
    expect(failed).toMatchObject({ success: false, message: '请重启QT服务控件' });
  });
});
