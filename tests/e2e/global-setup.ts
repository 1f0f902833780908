// Starts the mock server (with the built console) as a child process on a free port, waits for it,
// and hands its URL to the tests through the environment. Returns the teardown.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from '../contract/lib/processes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default async function globalSetup(): Promise<() => Promise<void>> {
  // E2E_WEB_DIST lets a developer test a private build while web/dist is being rebuilt by someone else.
  const webDist = process.env.E2E_WEB_DIST ?? path.join(root, 'web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: run \`npm run build -w web\` first (npm test does)`);
  }
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WEB_DIST: webDist },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${baseURL}/__mock/state`)).ok, 30_000);
  process.env.E2E_BASE_URL = baseURL;
  return async () => {
    server.kill('SIGTERM');
  };
}
