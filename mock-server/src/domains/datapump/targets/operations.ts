// The /api operation handlers the resource-backed import targets and export sources run (./resource.ts):
// an export reads what the resource's page operation answers, an import row goes through its add
// operation. The store cannot import the routes (they import the store), so routes/api/index.ts hands
// its handler list over once it is built.
import type { FastifyRequest } from 'fastify';
import type { HandlerDef } from '../../../contract/define.js';
import { PERMISSION_DENIED } from '../../../contract/envelope.js';
import { loadDoc, loadOperations, type ContractOperation } from '../../../contract/load.js';
import { mayCall } from '../../../contract/permission.js';
import type { Store, UserRecord } from '../../../store/index.js';

const handlers = new Map<string, HandlerDef['handle']>();

/** Makes the handlers (one per operation id, as the router serves them) available to the datapump. */
export function provideOperations(list: readonly HandlerDef[]): void {
  for (const def of list) handlers.set(def.operationId, def.handle);
}

export interface OperationInput {
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

let contract: Map<string, ContractOperation> | undefined;

/** Whether the user may call the operation (the router's permission check, docs/adr/0007). */
export function permits(user: UserRecord, operationId: string): boolean {
  contract ??= new Map(loadOperations(loadDoc()).map((op) => [op.operationId, op]));
  const op = contract.get(operationId);
  if (!op) throw new Error(`datapump: operation ${operationId} is not in the contract`);
  return mayCall(user, op);
}

/**
 * Runs one operation as the user would through the router (after its schema check): same permission
 * check (100403 for a user without the operation's keys), same handler, same session user, so
 * visibility, write checks and side effects are those of the page.
 */
export function runOperation(
  operationId: string,
  on: { store: Store; user: UserRecord },
  input: OperationInput,
): unknown {
  const handle = handlers.get(operationId);
  if (!handle) throw new Error(`datapump: operation ${operationId} was not provided (provideOperations)`);
  if (!permits(on.user, operationId)) return PERMISSION_DENIED();
  return handle({
    query: input.query ?? {},
    params: {},
    body: input.body ?? {},
    files: [],
    session: { token: 'datapump', user: on.user, createdAt: on.store.now(), lastSeenAt: on.store.now() },
    store: on.store,
    // resource handlers never read the HTTP request; there is none for a row of a file
    request: undefined as unknown as FastifyRequest,
  });
}

/** The success codes of the three resource envelopes (records 0, content '0', data '200'). */
export function succeeded(answer: unknown): boolean {
  const code = (answer as { code?: unknown } | undefined)?.code;
  return code === 0 || code === '0' || code === '200';
}
