// /__sim control endpoints (not part of any contract): place cards, inject faults, steer the camera and
// the finger-vein scanner, close monitor windows, reset, inspect state, and a page for trying it by hand.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SimContext } from '../context';
import { DeviceError } from '../lib/errors';
import { CONTROL_PREFIX } from '../lib/http';
import { createAjv, errorText } from '../lib/validate';
import { applyCard, cardRequestSchema, type CardRequest } from './cards';
import { controlPage } from './page';
import { simState } from './state';
import type { FaultMode, FaultTarget } from './faults';

interface FaultRequest {
  target: FaultTarget;
  mode: FaultMode | 'off';
  ms?: number;
  times?: number;
}
interface CameraRequest {
  mode: 'capture' | 'cancel';
}
interface FingerRequest {
  action?: 'press';
  autoPress?: boolean;
}
interface MonitorRequest {
  action: 'close';
  session_id?: string;
}

const ajv = createAjv();
const validators = {
  card: ajv.compile<CardRequest>(cardRequestSchema),
  faults: ajv.compile<FaultRequest>({
    type: 'object',
    required: ['target', 'mode'],
    additionalProperties: false,
    properties: {
      target: { enum: ['qt', 'video'] },
      mode: { enum: ['down', 'slow', 'error', 'off'] },
      ms: { type: 'integer', minimum: 0, maximum: 120000 },
      times: { type: 'integer', minimum: 1, maximum: 1000 },
    },
  }),
  camera: ajv.compile<CameraRequest>({
    type: 'object',
    required: ['mode'],
    additionalProperties: false,
    properties: { mode: { enum: ['capture', 'cancel'] } },
  }),
  finger: ajv.compile<FingerRequest>({
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: { action: { const: 'press' }, autoPress: { type: 'boolean' } },
  }),
  monitor: ajv.compile<MonitorRequest>({
    type: 'object',
    required: ['action'],
    additionalProperties: false,
    properties: { action: { const: 'close' }, session_id: { type: 'string', minLength: 1 } },
  }),
};

export function registerControl(app: FastifyInstance, ctx: SimContext): void {
  const answer = (reply: FastifyReply, run: () => void) => {
    try {
      run();
    } catch (error) {
      if (error instanceof DeviceError) return reply.code(400).send({ ok: false, message: error.message });
      throw error;
    }
    return reply.send({ ok: true, state: simState(ctx) });
  };
  const invalid = (reply: FastifyReply, errors: Parameters<typeof errorText>[0]) =>
    reply.code(400).send({ ok: false, message: errorText(errors) });

  app.get(CONTROL_PREFIX, (_request, reply) => reply.redirect(`${CONTROL_PREFIX}/`));
  app.get(`${CONTROL_PREFIX}/`, (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(controlPage()),
  );
  app.get(`${CONTROL_PREFIX}/state`, () => simState(ctx));
  app.post(`${CONTROL_PREFIX}/reset`, (_request, reply) => answer(reply, () => ctx.reset()));

  app.post(`${CONTROL_PREFIX}/card`, (request, reply) => {
    const body = request.body ?? {};
    if (!validators.card(body)) return invalid(reply, validators.card.errors);
    return answer(reply, () => applyCard(ctx, body));
  });

  app.post(`${CONTROL_PREFIX}/faults`, (request, reply) => {
    const body = request.body ?? {};
    if (!validators.faults(body)) return invalid(reply, validators.faults.errors);
    return answer(reply, () => {
      if (body.mode === 'off') ctx.faults.clear(body.target);
      else ctx.faults.set(body.target, body.mode, body.ms, body.times);
    });
  });

  app.post(`${CONTROL_PREFIX}/camera`, (request, reply) => {
    const body = request.body ?? {};
    if (!validators.camera(body)) return invalid(reply, validators.camera.errors);
    return answer(reply, () => {
      ctx.camera.mode = body.mode;
    });
  });

  app.post(`${CONTROL_PREFIX}/finger`, (request, reply) => {
    const body = request.body ?? {};
    if (!validators.finger(body)) return invalid(reply, validators.finger.errors);
    return answer(reply, () => {
      if (body.autoPress !== undefined) ctx.fingerVein.autoPress = body.autoPress;
      if (body.action === 'press') {
        if (!ctx.fingerVein.busy) throw new DeviceError('当前没有进行中的采集');
        ctx.fingerVein.press();
      }
    });
  });

  app.post(`${CONTROL_PREFIX}/monitor`, (request, reply) => {
    const body = request.body ?? {};
    if (!validators.monitor(body)) return invalid(reply, validators.monitor.errors);
    return answer(reply, () => {
      ctx.video.close(body.session_id);
      if (body.session_id === undefined) ctx.monitor.closeAll();
    });
  });
}
