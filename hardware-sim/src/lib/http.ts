// HTTP basics both local services share: the origin gate (only the configured console origins, CORS
// and Chrome's Private Network Access granted to them alone), the cross-site guard of the /__sim
// control endpoints, lenient JSON bodies, and an error handler that never answers 500.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OriginPolicy } from './origin-policy';

export const CONTROL_PREFIX = '/__sim';
export const CONTROL_REFUSED = '跨站请求不能使用模拟器控制接口';

export function isControlUrl(url: string): boolean {
  return url === CONTROL_PREFIX || /^\/__sim[/?]/.test(url);
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The page the simulator serves itself (/__sim/ on a loopback address) posting back to it. */
function isOwnOrigin(request: FastifyRequest, origin: string): boolean {
  const host = request.headers.host;
  if (!host) return false;
  try {
    const url = new URL(`http://${host}`);
    return LOOPBACK_HOSTS.has(url.hostname) && origin === url.origin;
  } catch {
    return false;
  }
}

function headerText(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** CORS for an allowed origin: echo it, answer its preflight (with PNA when asked) with 204. */
function grantCors(request: FastifyRequest, reply: FastifyReply, origin: string): FastifyReply | undefined {
  reply.header('Access-Control-Allow-Origin', origin);
  if (request.method !== 'OPTIONS') return undefined;
  reply.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  const headers = headerText(request, 'access-control-request-headers');
  if (headers) reply.header('Access-Control-Allow-Headers', headers);
  reply.header('Access-Control-Max-Age', '600');
  if (headerText(request, 'access-control-request-private-network') === 'true') {
    reply.header('Access-Control-Allow-Private-Network', 'true');
  }
  return reply.code(204).send();
}

/** 403 body of a /__sim request that came from another site; undefined when it may pass. */
function controlRefusal(request: FastifyRequest, policy: OriginPolicy): object | undefined {
  const origin = headerText(request, 'origin');
  const crossSite = headerText(request, 'sec-fetch-site') === 'cross-site';
  const foreign = origin !== undefined && !isOwnOrigin(request, origin) && !policy.allowsOrigin(origin);
  return crossSite || foreign ? { ok: false, message: CONTROL_REFUSED } : undefined;
}

/**
 * Must run before every other hook: a request from a foreign origin (or with none) is refused before
 * its body is read, a fault is consumed or anything else happens. `refused` is the contract's 403 body.
 */
export function registerLocalHttp(app: FastifyInstance, policy: OriginPolicy, refused: () => object): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Vary', 'Origin');
    const origin = headerText(request, 'origin');
    if (isControlUrl(request.url)) {
      const refusal = controlRefusal(request, policy);
      if (refusal) return reply.code(403).send(refusal);
      if (!policy.allowsOrigin(origin)) return undefined;
    } else if (!policy.allowsOrigin(origin)) {
      return reply.code(403).send(refused());
    }
    return grantCors(request, reply, origin);
  });

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
    if (isControlUrl(request.url)) return reply.code(400).send({ ok: false, message });
    return reply.code(200).send(failure(message));
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(
        isControlUrl(request.url)
          ? { ok: false, message: `控制接口不存在：${request.method} ${request.url}` }
          : failure(`接口不存在：${request.method} ${request.url}`),
      ),
  );
}
