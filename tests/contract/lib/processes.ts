// Small helpers for suites that start real servers.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it returns true (connection errors count as false) or the deadline passes. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`not ready after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface PrismProxy {
  /** Prism's address; operations are served without the /api prefix. */
  url: string;
  process: ChildProcess;
  /** What Prism printed (stdout and stderr), for a failing test's message. */
  log(): string;
}

/**
 * `prism proxy --errors` in front of `upstream` (the mock's /api), checking every request and answer
 * against the bundled api contract; resolves once it answers. `extraArgs` e.g. ['-v', 'error'].
 */
export async function startPrismProxy(upstream: string, extraArgs: string[] = []): Promise<PrismProxy> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(
    path.join(root, 'node_modules/.bin/prism'),
    [
      'proxy',
      '--errors',
      ...extraArgs,
      '-p',
      String(port),
      '-h',
      '127.0.0.1',
      path.join(root, 'openapi/dist/api.json'),
      upstream,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  await waitFor(async () => (await fetch(`${url}/el_map/map/getLocationInfo/v1`)).ok, 60_000);
  return { url, process: child, log: () => log };
}
