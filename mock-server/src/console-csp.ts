// The Content-Security-Policy served with the built console (issue 9, security). Scripts only from the
// console's own origin, so injected markup (a notice carrying <script> or onerror=) cannot run even if
// it slipped past DOMPurify. Styles allow 'unsafe-inline' because antd injects its CSS-in-JS as <style>
// tags; images and media may come from object storage and camera hosts; connections go to the origin
// (/api, websockets), object storage (https) and the local desktop helper and video service on
// loopback (01 §2.4, 02 §4: ports 8081 + 2k and 18089). A real deployment's web server sends the same
// header (README, "Deployment").
const DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'http:', 'https:'],
  'media-src': ["'self'", 'blob:', 'http:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'https:', 'wss:', 'ws:', 'http://127.0.0.1:*', 'http://localhost:*'],
  'frame-src': ["'self'", 'https:'],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

export const CONSOLE_CSP = Object.entries(DIRECTIVES)
  .map(([name, sources]) => `${name} ${sources.join(' ')}`)
  .join('; ');
