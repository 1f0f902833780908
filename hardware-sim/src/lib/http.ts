// HTTP basics both local services share: CORS for any origin plus Chrome's Private Network Access
// preflight, lenient JSON bodies, and an error handler that never answers 500.
import cors from '@fastify/cors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const CONTROL_PREFIX = '/__sim';

/** Must run before the routes' own hooks: CORS answers preflights from its onRequest hook. */
export function registerLocalHttp(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (
      request.method === 'OPTIONS' &&
      request.headers['access-control-request-private-network'] === 'true'
    ) {
      reply.header('Access-Control-Allow-Private-Network', 'true');
    }
  });
  app.register(cors, { origin: true, methods: ['GET', 'POST', 'OPTIONS'], maxAge: 600 });

  // The console may post JSON as text/plain (a "simple" request) or with no body at all.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'string' },
    (_request: FastifyRequest, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) => {
      const text = body.toString().trim();
      if (!text) return done(null, {});
      try {
        done(null, JSON.parse(text));
      } catch {
        done(Object.assign(new Error('请求体不是合法的 JSON'), { statusCode: 400, code: 'SIM_BAD_JSON' }));
      }
    },
  );
}

/** Chinese text for errors raised before a handler runs (parsing, media type, size). */
export function requestErrorText(error: FastifyError, request: FastifyRequest): string {
  switch (error.code) {
    case 'SIM_BAD_JSON':
      return '请求体不是合法的 JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return `不支持的请求类型：${request.headers['content-type'] ?? '未知'}`;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return '请求体过大';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return '请求长度不正确';
    default:
      return (error.code ?? '').startsWith('FST_') ? `请求不合法：${error.message}` : '内部错误，请稍后重试';
  }
}

/**
 * Contract routes answer HTTP 200 with the contract's failure body; control routes answer 400 with
 * `{ ok: false, message }`. Unexpected errors are logged, still without a 500.
 */
export function installErrorHandlers(app: FastifyInstance, failure: (message: string) => object): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (!error.statusCode || error.statusCode >= 500) request.log.error(error);
    const message = requestErrorText(error, request);
    if (request.url.startsWith(CONTROL_PREFIX)) return reply.code(400).send({ ok: false, message });
    return reply.code(200).send(failure(message));
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(
        request.url.startsWith(CONTROL_PREFIX)
          ? { ok: false, message: `控制接口不存在：${request.method} ${request.url}` }
          : failure(`接口不存在：${request.method} ${request.url}`),
      ),
  );
}
