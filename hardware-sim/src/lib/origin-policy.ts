// Who may drive the local services and what they may make the helper do (openapi/qt-client.yaml
// "来源限制", docs/adr/0001): the console origins allowed to call, the backend origins the helper may
// send data to, and the local programs software/launch may start. Configured when the simulators start
// (options or SIM_ALLOWED_ORIGINS / SIM_BACKEND_ORIGIN / SIM_ALLOWED_PROGRAMS); nothing else is trusted.
import { DeviceError } from './errors';

/** Answer to a request from an origin that is not on the allow-list (HTTP 403, both services). */
export const ORIGIN_REFUSED = '来源不受信任，服务控件拒绝访问';
export const LAUNCH_REFUSED = '该程序不在平台配置的本地软件中，已拒绝启动';
export const BASE_URL_REFUSED = '平台接口地址不是服务控件配置的平台地址，已拒绝同步';
export const UPLOAD_URL_REFUSED = '上传地址不是服务控件配置的平台地址，已拒绝上传';
export const DOWNLOAD_URL_REFUSED = '下载地址不是服务控件配置的平台地址，已拒绝下载';

/**
 * Where the console runs in this repository: `npm start` (mock server on :3000), `npm run dev`
 * (Vite on :5173) and compose (nginx on :8080), each by name and by loopback address.
 */
export const DEFAULT_CONSOLE_ORIGINS = [3000, 5173, 8080].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** The local software the seeded platform configures (menu item of custom type '2', its context). */
export const DEFAULT_PROGRAMS = ['C:\\Program Files\\ZHSQ\\CardTool\\CardTool.exe'];

export interface OriginPolicyOptions {
  /** Console origins allowed to call the helper and the video service. */
  allowedOrigins?: readonly string[];
  /** Origins the helper may upload to / download from / be told as baseUrl; default: allowedOrigins. */
  backendOrigins?: readonly string[];
  /** Full Windows paths software/launch may start (compared case-insensitively). */
  allowedPrograms?: readonly string[];
}

/** `scheme://host[:port]` of an absolute http(s) URL; undefined for anything else. */
export function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function normalizeOrigins(values: readonly string[], what: string): string[] {
  return values.map((value) => {
    const origin = originOf(value);
    if (!origin || origin !== value.replace(/\/+$/, '')) {
      throw new Error(`${what}: "${value}" is not an origin like http://127.0.0.1:8080`);
    }
    return origin;
  });
}

export class OriginPolicy {
  readonly allowedOrigins: readonly string[];
  readonly backendOrigins: readonly string[];
  readonly allowedPrograms: readonly string[];

  constructor(options: OriginPolicyOptions = {}) {
    this.allowedOrigins = normalizeOrigins(
      options.allowedOrigins ?? DEFAULT_CONSOLE_ORIGINS,
      'allowedOrigins',
    );
    this.backendOrigins = normalizeOrigins(options.backendOrigins ?? this.allowedOrigins, 'backendOrigins');
    this.allowedPrograms = [...(options.allowedPrograms ?? DEFAULT_PROGRAMS)];
  }

  /** An Origin header value the services answer (exact match; `null` and absent never are). */
  allowsOrigin(origin: string | undefined): origin is string {
    return origin !== undefined && this.allowedOrigins.includes(origin);
  }

  /** A URL the helper may send data to or fetch from: on a configured backend origin. */
  allowsBackendUrl(url: string): boolean {
    const origin = originOf(url);
    return origin !== undefined && this.backendOrigins.includes(origin);
  }

  /** Throws the device failure `message` (nothing done) unless `url` is on a configured backend origin. */
  requireBackendUrl(url: string, message: string): void {
    if (!this.allowsBackendUrl(url)) throw new DeviceError(message);
  }

  /** A program software/launch may start (Windows paths are case-insensitive). */
  allowsProgram(fullPath: string): boolean {
    const wanted = fullPath.toLowerCase();
    return this.allowedPrograms.some((program) => program.toLowerCase() === wanted);
  }

  snapshot() {
    return {
      allowedOrigins: [...this.allowedOrigins],
      backendOrigins: [...this.backendOrigins],
      allowedPrograms: [...this.allowedPrograms],
    };
  }
}

function listFromEnv(raw: string | undefined, separator: string): string[] | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  return raw
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** SIM_ALLOWED_ORIGINS and SIM_BACKEND_ORIGIN (comma-separated), SIM_ALLOWED_PROGRAMS (semicolon-separated). */
export function originPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): OriginPolicyOptions {
  const allowedOrigins = listFromEnv(env.SIM_ALLOWED_ORIGINS, ',');
  const backendOrigins = listFromEnv(env.SIM_BACKEND_ORIGIN, ',');
  const allowedPrograms = listFromEnv(env.SIM_ALLOWED_PROGRAMS, ';');
  return {
    ...(allowedOrigins ? { allowedOrigins } : {}),
    ...(backendOrigins ? { backendOrigins } : {}),
    ...(allowedPrograms ? { allowedPrograms } : {}),
  };
}
