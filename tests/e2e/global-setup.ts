// Starts the mock server (with the built console) as a child process on a free port, waits for it,
// and hands its URL to the tests through the environment. Returns the teardown.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from '../contract/lib/processes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(root, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: run `npm run build -w web` first (npm test does)');
  }
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WEB_DIST: path.join(root, 'web/dist') },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${baseURL}/__mock/state`)).ok, 30_000);
  process.env.E2E_BASE_URL = baseURL;
  return async () => {
    server.kill('SIGTERM');
  };
}
