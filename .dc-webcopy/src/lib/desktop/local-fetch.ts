// What the two loopback clients (desktop helper, video service) share: the fetch type, a per-try
// timeout, the local stand-in response for a service that does not answer, and the error a failed
// call rejects with.

export type LocalFetch = (request: Request, init?: RequestInit) => Promise<Response>;

/** Late-bound, so tests (and anything else) that replace globalThis.fetch are honoured. */
export const globalFetch: LocalFetch = (request, init) => globalThis.fetch(request, init);

/** A call failed: `unreachable` when the service did not answer at all (install prompt), else its own failure. */
export class DesktopError extends Error {
  readonly unreachable: boolean;
  /** The video service's non-zero code, when it answered one. */
  readonly code: number | undefined;

  constructor(message: string, options: { unreachable?: boolean; code?: number } = {}) {
    super(message);
    this.name = 'DesktopError';
    this.unreachable = options.unreachable ?? false;
    this.code = options.code;
  }
}

export type TryOutcome = { kind: 'answered'; response: Response } | { kind: 'refused' } | { kind: 'timeout' };

/**
 * One try against one URL: answered (2xx JSON), refused (connection failed, or something that is not
 * the service answered) or timed out after `timeout` ms.
 */
export async function tryOnce(
  fetch: LocalFetch,
  url: URL,
  request: { method: string; headers: Headers; body: ArrayBuffer | undefined },
  timeout: number,
): Promise<TryOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  try {
    const attempt = new Request(url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    const response = await fetch(attempt, { signal: controller.signal });
    const json = (response.headers.get('Content-Type') ?? '').includes('json');
    return response.ok && json ? { kind: 'answered', response } : { kind: 'refused' };
  } catch {
    return controller.signal.aborted ? { kind: 'timeout' } : { kind: 'refused' };
  } finally {
    clearTimeout(timer);
  }
}

/** The request's parts, read once so every try can send the same body. */
export async function snapshotRequest(request: Request) {
  return {
    method: request.method,
    headers: new Headers(request.headers),
    body: request.body === null ? undefined : await request.arrayBuffer(),
  };
}

/** A JSON response made locally; remembered so callers can tell it from a real answer. */
export function standIn(body: object, registry: WeakSet<Response>): Response {
  const response = new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
  registry.add(response);
  return response;
}
