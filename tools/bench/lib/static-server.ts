// A plain static file server for the baseline app's build (the console is served by the mock server),
// optionally passing /api requests on to a mock server (the baseline list page asks the same server).
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Forwards the request to `target` (same path, query and headers) and streams the answer back. */
function proxy(req: http.IncomingMessage, res: http.ServerResponse, target: string): void {
  const url = new URL(req.url ?? '/', target);
  const upstream = http.request(
    url,
    { method: req.method, headers: { ...req.headers, host: url.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
}

/** `apiTarget`: where /api/ requests go (a mock server's URL); without it they get index.html. */
export async function serveStatic(root: string, apiTarget?: string): Promise<StaticServer> {
  const server = http.createServer((req, res) => {
    if (apiTarget && req.url?.startsWith('/api/')) return proxy(req, res, apiTarget);
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(root, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile())
      file = path.join(root, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
