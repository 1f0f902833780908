// The mock server (serving the built console) as a child process on a free port. Each Playwright
// worker starts its own (fixtures.ts), so workers never share state; specs that need a differently
// seeded backend start another (side-tree.spec.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from '../contract/lib/processes.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The console build the servers serve; E2E_WEB_DIST lets a developer test a private build. */
export const webDist = (): string => process.env.E2E_WEB_DIST ?? path.join(repoRoot, 'web/dist');

export interface MockServerProcess {
  url: string;
  port: number;
  /** SIGTERM (a graceful stop); `exited` tells when the port is free again. */
  stop(): void;
  exited: Promise<void>;
}

/** `port`: a given one (a fault test restarts a server where the console expects it), else a free one. */
export async function startMockServer(
  env: Record<string, string> = {},
  readyTimeoutMs = 30_000,
  port?: number,
): Promise<MockServerProcess> {
  port ??= await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WEB_DIST: webDist(), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(async () => (await fetch(`${url}/__mock/state`)).ok, readyTimeoutMs);
  } catch (error) {
    server.kill('SIGTERM'); // one that is late must not outlive the worker that gave up on it
    throw error;
  }
  return { url, port, stop: () => server.kill('SIGTERM'), exited };
}
