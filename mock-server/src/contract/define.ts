// One handler per operationId, typed by the types generated from the contract.
import type { FastifyRequest } from 'fastify';
import type { operations } from '@zhsq/contract/api';
import type { Session } from '../store/index.js';
import type { Store } from '../domains/store.js';
import type { FileResponse } from './file-response.js';

export type OperationId = keyof operations;
type Op<O extends OperationId> = operations[O];
type OrEmpty<T> = [T] extends [never] ? Record<string, never> : T;

export type OpQuery<O extends OperationId> = OrEmpty<NonNullable<Op<O>['parameters']['query']>>;
export type OpPath<O extends OperationId> = OrEmpty<NonNullable<Op<O>['parameters']['path']>>;
export type OpBody<O extends OperationId> =
  NonNullable<Op<O>['requestBody']> extends { content: infer C } ? C[keyof C] : Record<string, never>;
export type OpResponse<O extends OperationId> = Op<O>['responses'] extends {
  200: { content: { 'application/json': infer R } };
}
  ? R
  : never;

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface HandlerContext<O extends OperationId> {
  query: OpQuery<O>;
  params: OpPath<O>;
  body: OpBody<O>;
  files: UploadedFile[];
  /** null only for operations the contract marks public (security: []) */
  session: Session | null;
  store: Store;
  request: FastifyRequest;
}

/** What the router passes before the operation's types are known. */
export interface RawContext {
  query: Record<string, unknown>;
  params: unknown;
  body: Record<string, unknown>;
  files: UploadedFile[];
  session: Session | null;
  store: Store;
  request: FastifyRequest;
}

export interface HandlerDef {
  operationId: OperationId;
  handle: (ctx: RawContext) => unknown;
}

export function defineHandler<O extends OperationId>(
  operationId: O,
  handle: (ctx: HandlerContext<O>) => OpResponse<O> | FileResponse | Promise<OpResponse<O> | FileResponse>,
): HandlerDef {
  // The router validated query and body against this operation's schemas before calling.
  return { operationId, handle: handle as unknown as HandlerDef['handle'] };
}

/** For handlers of authenticated operations: the router guarantees a session. */
export function requireSession(ctx: { session: Session | null }): Session {
  if (!ctx.session) throw new Error('authenticated operation reached without a session');
  return ctx.session;
}
