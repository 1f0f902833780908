// The /api operation handlers the resource-backed import targets and export sources run (./resource.ts):
// an export reads what the resource's page operation answers, an import row goes through its add
// operation. Import/export sits above the domains: it runs their handlers (domains/handlers.ts), the
// same ones the router serves; no domain imports the datapump.
import type { FastifyRequest } from 'fastify';
import { PERMISSION_DENIED } from '#mock/contract/envelope.js';
import { loadDoc, loadOperations, type ContractOperation } from '#mock/contract/load.js';
import { mayCall } from '#mock/contract/permission.js';
import type { UserRecord } from '#mock/store/index.js';
import type { Store } from '#mock/domains/store.js';
import { domainHandlers } from '../../handlers.js';

let handlers: Map<string, (typeof domainHandlers)[number]['handle']> | undefined;

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
  handlers ??= new Map(domainHandlers.map((def) => [def.operationId, def.handle]));
  const handle = handlers.get(operationId);
  if (!handle) throw new Error(`datapump: operation ${operationId} has no handler in domains/handlers.ts`);
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
