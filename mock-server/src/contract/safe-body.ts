// Body parsing that refuses what could poison prototypes or what the transport got wrong, so the error
// handler can answer with the right 4xx (docs/adr/0014). JSON's own parser already
// rejects __proto__ / constructor.prototype (Fastify's default protoPoisoning 'error').
/** Keys that name an object's prototype, plain or in bracket notation (a[__proto__][x], constructor[prototype]). */
const POISON_KEY = /(?:^|\[)(?:__proto__|prototype|constructor)(?:\]|\[|$)/;

export class PoisonedBodyError extends Error {
  readonly statusCode = 400;
  readonly code = 'ZHSQ_POISONED_BODY';
  constructor(key: string) {
    super(`请求参数名不合法：${key}`);
  }
}

/**
 * application/x-www-form-urlencoded → object (a repeated key becomes an array, as @fastify/formbody's
 * default parser does); throws PoisonedBodyError on a prototype key.
 */
export function parseFormBody(text: string): Record<string, string | string[]> {
  const parsed: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    if (POISON_KEY.test(key)) throw new PoisonedBodyError(key);
    // own keys only: `valueOf=1` or `toString=1` must not pick up Object.prototype's functions
    const seen = Object.hasOwn(parsed, key) ? parsed[key] : undefined;
    parsed[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return parsed;
}

export class PayloadTooLargeError extends Error {
  readonly statusCode = 413;
  readonly code = 'ZHSQ_PAYLOAD_TOO_LARGE';
  constructor() {
    super('request body is larger than the route accepts');
  }
}

/**
 * onRequest hook of a route with a body limit: a Content-Length over it is refused at once, before the
 * body is read (Fastify's own check runs only for the parsers that buffer, not for multipart).
 */
export function refuseDeclaredOverLimit(limit: number) {
  return async (request: { headers: Record<string, string | string[] | undefined> }): Promise<void> => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) throw new PayloadTooLargeError();
  };
}

/** 65536 → '64 KB', 10551296 → '10.06 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Number((bytes / 1024).toFixed(2))} KB`;
  return `${Number((bytes / 1024 / 1024).toFixed(2))} MB`;
}

/** The Chinese message for a request Fastify refused before any handler ran, by HTTP status. */
export function transportErrorMessage(status: number, detail: string, bodyLimit?: number): string {
  if (status === 413)
    return bodyLimit === undefined
      ? '请求内容过大：文件数与表单项数有上限'
      : `请求内容过大：该接口的请求体不能超过 ${formatBytes(bodyLimit)}，文件数与表单项数有上限`;
  if (status === 415) return `不支持的请求内容类型：${detail}`;
  return `请求格式错误：${detail}`;
}

/**
 * Errors busboy raises while @fastify/multipart streams a malformed body (cut short, bad part
 * header, no boundary) carry no HTTP status: they are the client's fault, not the handler's.
 */
const MALFORMED_MULTIPART =
  /^(?:Unexpected end of (?:form|multipart data|file)|Malformed (?:part header|urlencoded form)|Multipart: Boundary not found|Missing boundary)/;

/** The HTTP status for an error thrown before or around a handler: its own, 400 for a malformed body, else 500. */
export function transportStatus(error: Error & { statusCode?: number }): number {
  if (error.statusCode) return error.statusCode;
  return MALFORMED_MULTIPART.test(error.message) ? 400 : 500;
}
