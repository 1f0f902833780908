// The desktop helper client (02 §7 "Local desktop client"): openapi-fetch typed by the qt-client
// contract, every call a POST with a JSON body to 127.0.0.1, 20 s per try.
//
// Port retry (02 §4, §9): a call goes first to the stored qt_port (default 8081); when that port does
// not answer, the ports 8081, 8083, … (step 2, 6 tries) are tried in turn and the first that answers
// is stored as qt_port. When none answers the stored (or default) port stays and the call resolves to
// `{status: false, message: '请重启QT服务控件'}` (02 §8) — a local stand-in that `isUnreachable()`
// recognises, so pages can offer the installer. A port that accepts the call but stays silent for
// 20 s ends the call at once: a hung helper is not found by trying other ports.
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '@zhsq/contract/qt-client';
import {
  MSG_QT_RESTART,
  QT_DEFAULT_PORT,
  QT_HOST,
  QT_PORT_STEP,
  QT_PORT_STORAGE_KEY,
  QT_PORT_TRIES,
  QT_TIMEOUT,
} from '../constants/desktop';
import { QT_PORT_MAX, QT_PORT_MIN } from '@zhsq/contract/validators/constants';
import { getItem, setItem } from '../storage';
import { DesktopError, globalFetch, snapshotRequest, standIn, tryOnce, type LocalFetch } from './local-fetch';

export type QtPaths = paths;
export type QtClient = Client<paths>;

/** Where the helper's port is remembered (local storage qt_port, shared with the local settings dialog). */
export interface PortStore {
  read(): number | undefined;
  save(port: number): void;
}

/** A stored port: a number or digits (the settings dialog's text field), within 10–49000 (01 §5). */
export function parsePort(value: unknown): number | undefined {
  const port = typeof value === 'string' && /^\d{1,5}$/.test(value.trim()) ? Number(value) : value;
  if (typeof port !== 'number' || !Number.isInteger(port)) return undefined;
  return port >= QT_PORT_MIN && port <= QT_PORT_MAX ? port : undefined;
}

export const storagePortStore: PortStore = {
  read: () => parsePort(getItem<unknown>(QT_PORT_STORAGE_KEY)),
  save: (port) => setItem(QT_PORT_STORAGE_KEY, port),
};

/** The stored (or default) port first, then 8081 + 2k for the 6 tries, without repeats. */
export function candidatePorts(stored: number | undefined): number[] {
  const first = stored ?? QT_DEFAULT_PORT;
  const sequence = Array.from({ length: QT_PORT_TRIES }, (_, i) => QT_DEFAULT_PORT + i * QT_PORT_STEP);
  return [first, ...sequence.filter((port) => port !== first)];
}

export interface QtClientOptions {
  fetch?: LocalFetch;
  /** Per try; 20 s (02 §9). */
  timeout?: number;
  ports?: PortStore;
  host?: string;
}

type QtResult = { status: true } | { status: false; message: string };

export interface QtBridge {
  client: QtClient;
  /** The port of the last answered call, else the stored or default one. */
  currentPort(): number;
  /** True for the local stand-in of a helper that did not answer on any port. */
  isUnreachable(response: Response): boolean;
  /** The success member of a call, or a DesktopError with the helper's message. */
  call<T extends QtResult>(
    pending: Promise<{ data?: T; error?: unknown; response: Response }>,
  ): Promise<Extract<T, { status: true }>>;
}

export function createQtBridge(options: QtClientOptions = {}): QtBridge {
  const fetch = options.fetch ?? globalFetch;
  const timeout = options.timeout ?? QT_TIMEOUT;
  const ports = options.ports ?? storagePortStore;
  const host = options.host ?? QT_HOST;
  const standIns = new WeakSet<Response>();
  let lastPort: number | undefined;

  async function portRetryFetch(request: Request): Promise<Response> {
    const snapshot = await snapshotRequest(request);
    const url = new URL(request.url);
    const stored = ports.read();
    for (const port of candidatePorts(stored)) {
      url.port = String(port);
      const outcome = await tryOnce(fetch, url, snapshot, timeout);
      if (outcome.kind === 'answered') {
        if (port !== stored) ports.save(port);
        lastPort = port;
        return outcome.response;
      }
      if (outcome.kind === 'timeout') break;
    }
    lastPort = undefined;
    return standIn({ status: false, message: MSG_QT_RESTART }, standIns);
  }

  const client = createClient<paths>({
    baseUrl: `http://${host}:${QT_DEFAULT_PORT}`,
    fetch: portRetryFetch,
    headers: { 'Content-Type': 'application/json' },
  });

  const isUnreachable = (response: Response) => standIns.has(response);

  return {
    client,
    currentPort: () => lastPort ?? ports.read() ?? QT_DEFAULT_PORT,
    isUnreachable,
    async call(pending) {
      let result: Awaited<typeof pending>;
      try {
        result = await pending;
      } catch {
        // A body that is not JSON: whatever answered is not a working helper.
        throw new DesktopError(MSG_QT_RESTART);
      }
      const { data, response } = result;
      if (data?.status === true) return data as Extract<typeof data, { status: true }>;
      const message = data && data.status === false && data.message ? data.message : MSG_QT_RESTART;
      throw new DesktopError(message, { unreachable: isUnreachable(response) });
    },
  };
}
