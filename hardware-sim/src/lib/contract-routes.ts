// Mounts the operations of a bundled contract on a Fastify app: validates the request against the
// contract, calls the handler, and turns a DeviceError into the contract's failure body.
import type { FastifyInstance } from 'fastify';
import type { ContractOperation } from '../contract/openapi';
import { DeviceError } from './errors';
import { errorText } from './validate';

export interface ContractInput {
  body: unknown;
  query: unknown;
}
export type ContractCall = (input: ContractInput) => unknown;

export interface ContractRoutesOptions {
  operations: ContractOperation[];
  /** The handler of an operation; undefined leaves it unrouted (404), which the contract suites catch. */
  handlerFor(operationId: string): ContractCall | undefined;
  /** Every operation id the app has a handler for (to reject handlers the contract does not know). */
  handled: string[];
  failure(message: string, code: number): object;
}

export function registerContractRoutes(app: FastifyInstance, options: ContractRoutesOptions): void {
  const known = new Set(options.operations.map((op) => op.operationId));
  const stray = options.handled.filter((id) => !known.has(id));
  if (stray.length) throw new Error(`handlers without a contract operation: ${stray.join(', ')}`);

  for (const op of options.operations) {
    const call = options.handlerFor(op.operationId);
    if (!call) continue;
    app.route({
      method: op.method,
      url: op.path,
      handler: async (request) => {
        const body = request.body ?? {};
        if (op.validateBody && !op.validateBody(body)) {
          return options.failure(errorText(op.validateBody.errors), 400);
        }
        if (op.validateQuery && !op.validateQuery(request.query)) {
          return options.failure(errorText(op.validateQuery.errors), 400);
        }
        try {
          return await call({ body, query: request.query });
        } catch (error) {
          if (error instanceof DeviceError) return options.failure(error.message, error.code);
          throw error;
        }
      },
    });
  }
}
