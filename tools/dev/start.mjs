#!/usr/bin/env node
// `npm start`: build the console when its sources changed, then run the mock server (console, /api
// and websockets on :3000) and the hardware simulators (:8081 HTTP, :8082 websocket, :18089 video).
// `npm run dev`: Vite's dev server on :5173 instead of the built console; with API_TARGET set it
// proxies to that backend and the mock server is not started.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dev = process.argv.includes('--dev');
const apiTarget = process.env.API_TARGET;

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

function consoleIsStale() {
  const built = path.join(root, 'web/dist/index.html');
  if (!existsSync(built)) return true;
  const sources = Math.max(
    newestMtime(path.join(root, 'web/src')),
    newestMtime(path.join(root, 'contract/src')),
    statSync(path.join(root, 'web/index.html')).mtimeMs,
  );
  return sources > statSync(built).mtimeMs;
}

if (!dev && consoleIsStale()) {
  console.log('[start] building the console ...');
  const r = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const children = [];
function run(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n') + '\n';
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${name}] exited with ${code}; stopping everything`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const tsx = ['--import', 'tsx'];
if (!apiTarget) {
  run('mock', process.execPath, [...tsx, 'mock-server/src/server.ts'], { PORT: process.env.PORT ?? '3000' });
}
// The simulators answer only the console's origins (docs/adr/0001); the console reaches the backend
// through its own origin (/api), so that is also where the helper may upload and download.
const consolePorts = [...new Set([process.env.PORT ?? '3000', ...(dev ? ['5173'] : [])])];
const consoleOrigins = consolePorts.flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);
run('sim', process.execPath, [...tsx, 'hardware-sim/src/server.ts'], {
  SIM_ALLOWED_ORIGINS: process.env.SIM_ALLOWED_ORIGINS ?? consoleOrigins.join(','),
  SIM_BACKEND_ORIGIN: process.env.SIM_BACKEND_ORIGIN ?? consoleOrigins.join(','),
});
if (dev) run('web', 'npx', ['vite', '--config', 'web/vite.config.ts', '--port', '5173', '--strictPort']);

console.log(
  dev
    ? `[start] console (dev) http://localhost:5173 -> ${apiTarget ?? 'mock http://localhost:3000'}`
    : '[start] console http://localhost:3000  (admin / Admin@2026)',
);
