// Injected faults: `down` (connection closed / 503 with no body), `slow` (delay before answering) and
// `error` (the helper's own failure answer). A fault lasts `times` requests, or until cleared.
import { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../lib/clock';
import { isControlUrl } from '../lib/http';

export type FaultTarget = 'qt' | 'video';
export type FaultMode = 'down' | 'slow' | 'error';

export interface Fault {
  target: FaultTarget;
  mode: FaultMode;
  ms: number;
  /** Requests still affected; null = until cleared. */
  remaining: number | null;
}

export const DEFAULT_SLOW_MS = 3000;

export class Faults {
  private readonly active = new Map<FaultTarget, Fault>();

  set(target: FaultTarget, mode: FaultMode, ms = DEFAULT_SLOW_MS, times?: number): Fault {
    const fault: Fault = { target, mode, ms, remaining: times ?? null };
    this.active.set(target, fault);
    return fault;
  }

  clear(target?: FaultTarget): void {
    if (target) this.active.delete(target);
    else this.active.clear();
  }

  peek(target: FaultTarget): Fault | undefined {
    return this.active.get(target);
  }

  /** The fault that applies to one request (counting it down). */
  take(target: FaultTarget): Fault | undefined {
    const fault = this.active.get(target);
    if (!fault) return undefined;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.active.delete(target);
    }
    return { ...fault };
  }

  snapshot(): Fault[] {
    return [...this.active.values()].map((f) => ({ ...f }));
  }
}

/**
 * onRequest hook applying the target's fault to contract routes (never to /__sim or CORS preflights).
 * `down` destroys a real connection so the browser sees a network error; under `inject`, where there
 * is no connection, it answers 503 with no body.
 */
export function faultHook(faults: Faults, clock: Clock, target: FaultTarget, errorBody: () => object) {
  return async function applyFault(request: FastifyRequest, reply: FastifyReply) {
    if (request.method === 'OPTIONS' || isControlUrl(request.url)) return;
    const fault = faults.take(target);
    if (!fault) return;
    switch (fault.mode) {
      case 'slow':
        await clock.sleep(fault.ms);
        return;
      case 'error':
        return reply.code(200).send(errorBody());
      case 'down': {
        const socket = request.raw.socket;
        if (socket instanceof Socket) {
          reply.hijack();
          socket.destroy();
          return reply;
        }
        return reply.code(503).send();
      }
    }
  };
}
