// Listens and shuts down gracefully; everything else is in app.ts.
import { buildApp } from './app.js';
import { demoAlertSeconds, startDemoAlerts } from './realtime/demo-alerts.js';
import { loadSessions, saveSessions } from './realtime/session-file.js';

const port = Number(process.env.PORT ?? 3000);
// Loopback unless HOST says otherwise: a mock with demo passwords is not for the network (compose sets
// HOST=0.0.0.0 inside its container, whose port is published on the host's loopback only).
const host = process.env.HOST || '127.0.0.1';
const demoSeconds = demoAlertSeconds(process.env.MOCK_DEMO_ALERTS);
const sessionsFile = process.env.MOCK_SESSIONS_FILE || undefined;

const app = await buildApp({ logger: process.env.MOCK_LOG === '1' });
if (sessionsFile) {
  const restored = loadSessions(sessionsFile, app.mock.store.seed, app.mock.store.sessions);
  if (typeof restored === 'string') console.warn(`mock-server: ${restored}`);
  else if (restored) console.log(`mock-server: restored ${restored} sessions from ${sessionsFile}`);
}
await app.listen({ port, host });
console.log(
  `mock-server: http://localhost:${port} (seed ${app.mock.store.seed}, ${app.mock.store.scale} communities)`,
);
const stopDemo = demoSeconds ? startDemoAlerts(app, demoSeconds) : undefined;
if (demoSeconds) console.log(`mock-server: demo alerts every ${demoSeconds} s`);

/** A graceful close waits for open requests and sockets; past this the process ends anyway. */
const SHUTDOWN_GRACE_MS = 3000;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopDemo?.();
    if (sessionsFile) saveSessions(sessionsFile, app.mock.store.seed, app.mock.store.sessions);
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    void app.close().then(() => process.exit(0));
  });
}
