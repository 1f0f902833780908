// The Content-Security-Policy served with every HTML page of the console. Scripts only from the
// console's own origin, so injected markup (a notice carrying <script> or onerror=) cannot run even if
// it slipped past DOMPurify. Styles allow 'unsafe-inline' because antd injects its CSS-in-JS as <style>
// tags. Pictures come from the origin (uploads, the object-storage host /api/static/oss, camera
// snapshots) and connections go to the origin (/api, websockets) and to the desktop helper and video
// service on loopback (01 §2.4, 02 §4: helper ports 8081 + 2k for 6 tries, its websocket on port + 1,
// video service 18089) — each port named, never a bare scheme. A deployment whose object storage or
// cameras live on other hosts lists them in CSP_ASSET_HOSTS; the online tile provider of GIS地图
// (GIS_TILE_URL, docs/adr/0068) adds its host to img-src alone. Violations are reported to
// /__mock/csp (recorded, readable at /__mock/csp-reports). The nginx site sends the same header
// (deploy/console/default.conf.template), written from its console-config.json by `npm run csp:nginx`
// (tools/packaging/nginx-csp.ts, docs/adr/0077).

/** Loopback addresses the console calls: the helper's HTTP and websocket ports and the video service. */
const HELPER_PORTS = Array.from({ length: 12 }, (_, i) => 8081 + i);
export const LOOPBACK_SOURCES = [
  ...HELPER_PORTS.map((port) => `http://127.0.0.1:${port}`),
  ...HELPER_PORTS.map((port) => `ws://127.0.0.1:${port}`),
  'http://127.0.0.1:18089',
];

/** Where the browser posts violation reports (a control endpoint of the mock). */
export const CSP_REPORT_PATH = '/__mock/csp';

function directives(assetHosts: readonly string[], imageHosts: readonly string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...assetHosts, ...imageHosts],
    'media-src': ["'self'", 'blob:', ...assetHosts],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...LOOPBACK_SOURCES, ...assetHosts],
    'frame-src': ["'self'", 'https:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'report-uri': [CSP_REPORT_PATH],
  };
}

/**
 * The policy with extra object-storage / camera hosts (e.g. https://oss.example.cn) and hosts that only
 * serve images (the map tile provider, e.g. https://*.tiles.example.cn).
 */
export function consoleCsp(assetHosts: readonly string[] = [], imageHosts: readonly string[] = []): string {
  return Object.entries(directives(assetHosts, imageHosts))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export const CONSOLE_CSP = consoleCsp();
