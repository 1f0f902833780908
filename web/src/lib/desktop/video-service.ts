// The local video service client (02 §7 "Local video service"): openapi-fetch typed by the
// video-service contract on 127.0.0.1:18089, 10 s timeout. A service that does not answer resolves to
// the local stand-in `{code: 500, msg: '请重启视频监控服务控件'}` (02 §8), which `isUnreachable()`
// recognises (install prompt); a non-zero code from the service itself carries its own msg.
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '@zhsq/contract/video-service';
import { MSG_VIDEO_RESTART, QT_HOST, VIDEO_SERVICE_PORT, VIDEO_TIMEOUT } from '../constants/desktop';
import { DesktopError, globalFetch, snapshotRequest, standIn, tryOnce, type LocalFetch } from './local-fetch';

export type VideoClient = Client<paths>;

/** Stand-in code for "no answer" (the service's own restart failure uses 500 too). */
export const VIDEO_UNREACHABLE_CODE = 500;

export interface VideoClientOptions {
  fetch?: LocalFetch;
  timeout?: number;
  host?: string;
  port?: number;
}

type VideoResult = { code: 0; data: unknown } | { code: number; msg: string };

export interface VideoBridge {
  client: VideoClient;
  isUnreachable(response: Response): boolean;
  /** The `data` of a code-0 answer, or a DesktopError with the service's msg and code. */
  call<T extends VideoResult>(
    pending: Promise<{ data?: T; error?: unknown; response: Response }>,
  ): Promise<Extract<T, { code: 0 }>['data']>;
}

export function createVideoBridge(options: VideoClientOptions = {}): VideoBridge {
  const fetch = options.fetch ?? globalFetch;
  const timeout = options.timeout ?? VIDEO_TIMEOUT;
  const standIns = new WeakSet<Response>();

  async function serviceFetch(request: Request): Promise<Response> {
    const outcome = await tryOnce(fetch, new URL(request.url), await snapshotRequest(request), timeout);
    if (outcome.kind === 'answered') return outcome.response;
    return standIn({ code: VIDEO_UNREACHABLE_CODE, msg: MSG_VIDEO_RESTART }, standIns);
  }

  const client = createClient<paths>({
    baseUrl: `http://${options.host ?? QT_HOST}:${options.port ?? VIDEO_SERVICE_PORT}`,
    fetch: serviceFetch,
    headers: { 'Content-Type': 'application/json' },
  });
  const isUnreachable = (response: Response) => standIns.has(response);

  return {
    client,
    isUnreachable,
    async call(pending) {
      let result: Awaited<typeof pending>;
      try {
        result = await pending;
      } catch {
        throw new DesktopError(MSG_VIDEO_RESTART);
      }
      const { data, response } = result;
      if (data?.code === 0 && 'data' in data) return data.data as Extract<typeof data, { code: 0 }>['data'];
      const failure = data as { code?: number; msg?: string } | undefined;
      throw new DesktopError(failure?.msg || MSG_VIDEO_RESTART, {
        unreachable: isUnreachable(response),
        ...(typeof failure?.code === 'number' ? { code: failure.code } : {}),
      });
    },
  };
}
