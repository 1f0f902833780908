// Where the console runs (01 §2.4.6–7, §2.11, §8; 02 §8): inside the desktop client or not, on a Mac
// or not, zoomed or not. The desktop client's embedded browser appends `ZhsqQtClient/<version>` to its
// user agent (docs/adr/0039); nothing in the URL or in storage can turn the check on, so an
// ordinary browser never pretends to be the client. Pure functions over a snapshot, so tests (and
// Playwright's `userAgent`) decide the answer.
import {
  DESKTOP_CLIENT_UA_MARKER,
  MSG_CAMERA_OUTSIDE_CLIENT,
  MSG_OUTSIDE_CLIENT,
  MSG_SWITCH_TO_WINDOWS,
} from '../constants/desktop';

export interface DesktopEnvironment {
  userAgent: string;
  /** navigator.platform where the browser still reports it ('MacIntel', 'Win32'). */
  platform: string;
  devicePixelRatio: number;
  hasWebSocket: boolean;
}

export function currentEnvironment(): DesktopEnvironment {
  const nav = globalThis.navigator as Navigator | undefined;
  return {
    userAgent: nav?.userAgent ?? '',
    platform: nav?.platform ?? '',
    devicePixelRatio: globalThis.devicePixelRatio || 1,
    hasWebSocket: typeof globalThis.WebSocket === 'function',
  };
}

const MARKER = new RegExp(`\\b${DESKTOP_CLIENT_UA_MARKER}/([0-9A-Za-z._-]+)`);

/** The desktop client's version from its user-agent marker, or undefined outside the client. */
export function desktopClientVersion(env: Pick<DesktopEnvironment, 'userAgent'>): string | undefined {
  return MARKER.exec(env.userAgent)?.[1];
}

export function isDesktopClient(env: Pick<DesktopEnvironment, 'userAgent'>): boolean {
  return desktopClientVersion(env) !== undefined;
}

/** macOS (the helper exists for Windows only). iPhone / iPad user agents also say "Mac OS X". */
export function isMac(env: Pick<DesktopEnvironment, 'userAgent' | 'platform'>): boolean {
  if (/^Mac/i.test(env.platform)) return true;
  return /Macintosh|Mac OS X/.test(env.userAgent) && !/iPhone|iPad|iPod/.test(env.userAgent);
}

/** Browser zoom or a Windows display scale other than 100 % (02 §8 zoom tip). */
export function isZoomed(env: Pick<DesktopEnvironment, 'devicePixelRatio'>): boolean {
  return Math.abs(env.devicePixelRatio - 1) > 0.01;
}

export type ClientCheck =
  { ok: true; version: string } | { ok: false; reason: 'mac' | 'outside'; message: string };

export interface ClientCheckOptions {
  /** The camera widget says 请在QT客户端进行拍照 instead (01 §2.11). */
  purpose?: 'feature' | 'camera';
}

/** The client check before any desktop feature: Mac first (no client exists there), then the marker. */
export function checkDesktopClient(env: DesktopEnvironment, options: ClientCheckOptions = {}): ClientCheck {
  if (isMac(env)) return { ok: false, reason: 'mac', message: MSG_SWITCH_TO_WINDOWS };
  const version = desktopClientVersion(env);
  if (version === undefined) {
    const message = options.purpose === 'camera' ? MSG_CAMERA_OUTSIDE_CLIENT : MSG_OUTSIDE_CLIENT;
    return { ok: false, reason: 'outside', message };
  }
  return { ok: true, version };
}
