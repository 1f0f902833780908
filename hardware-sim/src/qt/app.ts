// The desktop helper's HTTP side (openapi/qt-client.yaml) plus the /__sim control endpoints.
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { createSimContext, type SimContext, type SimOptions } from '../context';
import { loadOperations } from '../contract/openapi';
import type { QtOperationId } from '../contract/types';
import { faultHook } from '../control/faults';
import { registerControl } from '../control/routes';
import { registerContractRoutes, type ContractCall } from '../lib/contract-routes';
import { installErrorHandlers, registerLocalHttp } from '../lib/http';
import { qtHandlers } from './handlers';
import { QT_RESTART_MESSAGE } from '../constants';
import { ORIGIN_REFUSED } from '../lib/origin-policy';

export const qtFailure = (message: string) => ({ status: false as const, message });
export const qtOriginRefused = () => qtFailure(ORIGIN_REFUSED);

function isQtOperationId(id: string): id is QtOperationId {
  return Object.hasOwn(qtHandlers, id);
}

function qtCall(ctx: SimContext, id: string): ContractCall | undefined {
  if (!isQtOperationId(id)) return undefined;
  // The body was validated against this very operation's schema before the call.
  const handler = qtHandlers[id] as (body: unknown, ctx: SimContext) => unknown;
  return ({ body }) => handler(body, ctx);
}

export function buildQtApp(options: SimOptions = {}): FastifyInstance {
  const ctx = createSimContext(options);
  const app = Fastify({ logger: options.logger ?? false });
  registerLocalHttp(app, ctx.policy, qtOriginRefused);
  app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 10 * 1024 * 1024 } });
  app.register(
    fp(async (scope) => {
      scope.addHook(
        'onRequest',
        faultHook(ctx.faults, ctx.clock, 'qt', () => qtFailure(QT_RESTART_MESSAGE)),
      );
    }),
  );
  installErrorHandlers(app, qtFailure);
  registerContractRoutes(app, {
    operations: loadOperations('qt-client'),
    handlerFor: (id) => qtCall(ctx, id),
    handled: Object.keys(qtHandlers),
    failure: qtFailure,
  });
  registerControl(app, ctx);
  return app;
}
