// The desktop helper's websocket on port + 1 (asyncapi/client-ws.yaml): camera take_photo and the
// finger-vein scanner. Frames are JSON text; requests are validated against the AsyncAPI payloads.
// Upgrades from an origin that is not an allowed console origin are refused with 403 before the handshake.
import Fastify, { type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { createSimContext, type SimContext, type SimOptions } from '../context';
import { loadReceivedFrames, type ReceivedFrame } from '../contract/asyncapi';
import { errorText } from '../lib/validate';
import type {
  ClientWsError,
  ClientWsFingerVeinCollect,
  ClientWsFingerVeinTerminate,
  ClientWsTakePhotoRequest,
} from '@zhsq/contract/asyncapi';
import { QT_RESTART_MESSAGE } from '../constants';
import { ORIGIN_REFUSED, UPLOAD_URL_REFUSED } from '../lib/origin-policy';
import { qtFailure } from './app';

/** The part of a `ws` WebSocket the helper uses. */
export interface HelperSocket {
  readonly readyState: number;
  send(data: string): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

const OPEN = 1;
type Send = (frame: object) => void;
interface Request<F> {
  frame: F;
  send: Send;
  owner: object;
  /** Set when an `error` fault is injected: answer with this failure instead of working. */
  failure?: string;
}
interface RequestHandlers {
  take_photo(request: Request<ClientWsTakePhotoRequest>): Promise<void>;
  finger_vein_collect(request: Request<ClientWsFingerVeinCollect>): Promise<void>;
  finger_vein_terminate(request: Request<ClientWsFingerVeinTerminate>): Promise<void>;
}
type Cmd = keyof RequestHandlers;

const withRequestId = (requestId: string | undefined) => (requestId ? { requestId } : {});

function handlers(ctx: SimContext): RequestHandlers {
  return {
    async take_photo({ frame, send, failure }) {
      const refusal =
        failure ?? (ctx.policy.allowsBackendUrl(frame.data.url) ? undefined : UPLOAD_URL_REFUSED);
      if (refusal) {
        send({
          cmd: 'take_photo',
          ...withRequestId(frame.requestId),
          success: false,
          cancel: false,
          fileList: [],
          message: refusal,
        });
        return;
      }
      send(await ctx.camera.takePhoto(frame, ctx.clock.now(), ctx.upload));
    },
    async finger_vein_collect({ frame, send, owner, failure }) {
      if (failure) {
        send({
          cmd: 'finger_vein_collect',
          type: 'result',
          ...withRequestId(frame.requestId),
          success: false,
          message: failure,
        });
        return;
      }
      ctx.fingerVein.collect(owner, frame, send);
    },
    async finger_vein_terminate({ frame, send, owner }) {
      send(ctx.fingerVein.terminate(owner, frame.requestId));
    },
  };
}

function frameText(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data).toString('utf8');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function attachHelperSession(
  socket: HelperSocket,
  ctx: SimContext,
  frames: Map<string, ReceivedFrame>,
  run: RequestHandlers,
): void {
  const owner = {};
  if (ctx.faults.peek('qt')?.mode === 'down') {
    socket.terminate();
    return;
  }
  const send: Send = (frame) => {
    if (socket.readyState === OPEN) socket.send(JSON.stringify(frame));
  };
  const error = (message: string, requestId?: unknown) => {
    const frame: ClientWsError = {
      cmd: 'error',
      message,
      ...withRequestId(typeof requestId === 'string' && requestId ? requestId : undefined),
    };
    send(frame);
  };

  const handle = async (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
    if (isBinary) return error('只接受 JSON 文本帧');
    let frame: unknown;
    try {
      frame = JSON.parse(frameText(data));
    } catch {
      return error('帧不是合法的 JSON');
    }
    const cmd = isRecord(frame) && typeof frame.cmd === 'string' ? frame.cmd : undefined;
    const requestId = isRecord(frame) ? frame.requestId : undefined;
    const spec = cmd === undefined ? undefined : frames.get(cmd);
    if (!spec || !Object.hasOwn(run, spec.cmd))
      return error(`无法识别的指令：${cmd ?? '（缺少 cmd）'}`, requestId);
    if (!spec.validate(frame)) return error(errorText(spec.validate.errors), requestId);

    const fault = ctx.faults.take('qt');
    if (fault?.mode === 'down') return socket.terminate();
    if (fault?.mode === 'slow') await ctx.clock.sleep(fault.ms);
    const failure = fault?.mode === 'error' ? QT_RESTART_MESSAGE : undefined;
    // The frame matched the payload schema of this cmd.
    const handler = run[spec.cmd as Cmd] as (request: Request<unknown>) => Promise<void>;
    await handler({ frame, send, owner, ...(failure ? { failure } : {}) });
  };

  socket.on('message', (data, isBinary) => {
    handle(data, isBinary).catch(() => error('服务控件处理失败，请重试'));
  });
  socket.on('close', () => ctx.fingerVein.release(owner));
}

export function buildQtWsApp(options: SimOptions = {}): FastifyInstance {
  const ctx = createSimContext(options);
  const frames = loadReceivedFrames();
  const run = handlers(ctx);
  const missing = [...frames.keys()].filter((cmd) => !Object.hasOwn(run, cmd));
  if (missing.length) throw new Error(`client-ws: no handler for ${missing.join(', ')}`);

  const app = Fastify({ logger: options.logger ?? false });
  app.register(websocket);
  app.register(async (scope) => {
    // After the websocket plugin's own hook, so that a refused upgrade's socket is closed after the 403.
    scope.addHook('onRequest', async (request, reply) => {
      if (!ctx.policy.allowsOrigin(request.headers.origin))
        return reply.code(403).send(qtFailure(ORIGIN_REFUSED));
      return undefined;
    });
    scope.get('/:product', { websocket: true }, (socket: HelperSocket) => {
      attachHelperSession(socket, ctx, frames, run);
    });
  });
  return app;
}
