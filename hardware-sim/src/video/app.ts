// The local video-monitoring service (openapi/video-service.yaml) plus the /__sim control endpoints.
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSimContext, type SimContext, type SimOptions } from '../context';
import { loadOperations } from '../contract/openapi';
import type { VideoOperationId } from '../contract/types';
import { faultHook } from '../control/faults';
import { registerControl } from '../control/routes';
import { registerContractRoutes, type ContractCall, type ContractInput } from '../lib/contract-routes';
import { installErrorHandlers, registerLocalHttp } from '../lib/http';
import { VIDEO_CODES } from './monitor-service';
import { videoHandlers } from './handlers';
import { VIDEO_RESTART_MESSAGE } from '../constants';
import { ORIGIN_REFUSED } from '../lib/origin-policy';

export const videoFailure = (msg: string, code: number = VIDEO_CODES.badRequest) => ({ code, msg });

function isVideoOperationId(id: string): id is VideoOperationId {
  return Object.hasOwn(videoHandlers, id);
}

function videoCall(ctx: SimContext, id: string): ContractCall | undefined {
  if (!isVideoOperationId(id)) return undefined;
  // Body and query were validated against this operation's schema before the call.
  const handler = videoHandlers[id] as (input: ContractInput, ctx: SimContext) => unknown;
  return (input) => handler(input, ctx);
}

export function buildVideoApp(options: SimOptions = {}): FastifyInstance {
  const ctx = createSimContext(options);
  const app = Fastify({ logger: options.logger ?? false });
  registerLocalHttp(app, ctx.policy, () => videoFailure(ORIGIN_REFUSED, VIDEO_CODES.originRefused));
  app.register(
    fp(async (scope) => {
      scope.addHook(
        'onRequest',
        faultHook(ctx.faults, ctx.clock, 'video', () =>
          videoFailure(VIDEO_RESTART_MESSAGE, VIDEO_CODES.restart),
        ),
      );
    }),
  );
  installErrorHandlers(app, (message) => videoFailure(message));
  registerContractRoutes(app, {
    operations: loadOperations('video-service'),
    handlerFor: (id) => videoCall(ctx, id),
    handled: Object.keys(videoHandlers),
    failure: videoFailure,
  });
  registerControl(app, ctx);
  return app;
}
