// Registers one Fastify route per contract operation under /api. Each request goes through:
// fault injection -> token -> auth (unless public) -> permission (x-access / x-permissions: 100403)
// -> query/body validation -> handler -> response validation (recorded, never altering the answer; a
// drift fault alters it on purpose and skips the check; a lax fault skips the input check). Bad input always gets an envelope, never a 500.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MockState } from '../state.js';
import type { HandlerDef, UploadedFile } from './define.js';
import { AUTH_EXPIRED, PERMISSION_DENIED, fail } from './envelope.js';
import { driftAnswer } from './faults.js';
import { FileResponse, contentDisposition } from './file-response.js';
import type { ContractOperation, OpenApiDoc } from './load.js';
import { mayCall } from './permission.js';
import { createValidator, describeErrors } from './validator.js';
import { refuseDeclaredOverLimit } from './safe-body.js';

export interface RouterOptions {
  doc: OpenApiDoc;
  operations: ContractOperation[];
  handlers: HandlerDef[];
  state: MockState;
  validateResponses: boolean;
}

export async function contractRouter(app: FastifyInstance, opts: RouterOptions): Promise<void> {
  const byId = new Map(opts.handlers.map((h) => [h.operationId as string, h]));
  const validator = createValidator(opts.doc);
  for (const op of opts.operations) {
    // Compiled on the operation's first request: hundreds of operations would make every start slow.
    let compiled: ReturnType<typeof validator.compile> | undefined;
    const handler = byId.get(op.operationId);
    const url = '/api' + op.path.replace(/\{(\w+)\}/g, ':$1');

    app.route({
      method: op.method,
      url,
      // x-body-limit: forms and JSON are cut by Fastify, multipart files by readBody's part limits, and a
      // Content-Length over the limit is refused before a byte of the body is read.
      bodyLimit: op.bodyLimit,
      onRequest: refuseDeclaredOverLimit(op.bodyLimit),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const { state } = opts;
        const fault = state.faults.take(op.path);
        if (fault?.status) {
          return reply
            .code(fault.status)
            .send({ code: String(fault.status), message: fault.message ?? '模拟故障' });
        }
        if (fault?.code) return fail(fault.code, fault.message ?? '模拟故障');

        const query = { ...(request.query as Record<string, unknown>) };
        const { body, files, mediaType } = await readBody(request, op.bodyLimit);
        const token =
          header(request, 'door-authorization') ??
          str(query.sessionId) ??
          str((body as Record<string, unknown>)?.sessionId);
        const session = state.store.sessions.get(token) ?? null;
        if (!op.isPublic && !session) return AUTH_EXPIRED();
        if (session && !op.isPublic && !mayCall(session.user, op)) return PERMISSION_DENIED();

        const validators = (compiled ??= validator.compile(op));
        if (!state.faults.isBroken('lax', op.operationId)) {
          const refused = invalidInput(op, validators, query, body, mediaType);
          if (refused) return refused;
        }
        if (!handler) return fail('501', `接口 ${op.operationId} 尚无模拟实现`);

        const result = await handler.handle({
          query,
          params: request.params ?? {},
          body: body ?? {},
          files,
          session,
          store: state.store,
          request,
        });
        if (result instanceof FileResponse) {
          const declared = opts.doc.paths[op.path]?.[op.method.toLowerCase()]?.responses?.['200']?.content;
          if (opts.validateResponses && !declared?.[result.contentType]) {
            const detail = `content type ${result.contentType} is not declared`;
            state.violations.push({ operationId: op.operationId, detail });
          }
          return reply
            .type(result.contentType)
            .header('content-disposition', contentDisposition(result.fileName))
            .send(result.data);
        }
        // A drift fault answers off contract on purpose: it is what the probe must notice, not a fault of the mock.
        if (state.faults.isBroken('drift', op.operationId)) return driftAnswer(result);
        if (opts.validateResponses && validators.response && !validators.response(result)) {
          const detail = JSON.stringify(validators.response.errors?.slice(0, 3));
          state.violations.push({ operationId: op.operationId, detail });
          request.log.error({ operationId: op.operationId, detail }, 'response violates the contract');
        }
        return result;
      },
    });
  }
}

/** The contract's check of the query and the body: the 400 envelope naming what is wrong, or undefined. */
function invalidInput(
  op: ContractOperation,
  validators: ReturnType<ReturnType<typeof createValidator>['compile']>,
  query: Record<string, unknown>,
  body: Record<string, unknown> | undefined,
  mediaType: string | undefined,
) {
  if (!validators.query(query))
    return fail('400', describeErrors(validators.query.errors, validators.labels));
  if (!op.requestBody) return undefined;
  const validate = mediaType ? validators.body.get(mediaType) : undefined;
  if (!validate) {
    if (!op.requestBody.required && !mediaType) return undefined;
    const expected = Object.keys(op.requestBody.mediaTypes).join(' 或 ');
    return fail('400', `请求参数错误：请求体格式应为 ${expected}`);
  }
  return validate(body) ? undefined : fail('400', describeErrors(validate.errors, validators.labels));
}

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return typeof v === 'string' && v ? v : undefined;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v ? v : undefined;
}

async function readBody(
  request: FastifyRequest,
  bodyLimit: number,
): Promise<{
  body: Record<string, unknown> | undefined;
  files: UploadedFile[];
  mediaType: string | undefined;
}> {
  const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'multipart/form-data' && request.isMultipart()) {
    const body: Record<string, unknown> = {};
    const files: UploadedFile[] = [];
    for await (const part of request.parts({ limits: { fileSize: bodyLimit } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
        body[part.fieldname] = part.filename;
      } else {
        body[part.fieldname] = part.value;
      }
    }
    return { body, files, mediaType };
  }
  const raw = request.body;
  const body = raw && typeof raw === 'object' ? { ...(raw as Record<string, unknown>) } : undefined;
  return { body, files: [], mediaType: raw === undefined ? undefined : mediaType };
}
