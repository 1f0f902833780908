// Fixtures for the desktop bridges: the hardware simulators started inside the spec on the real local
// ports the console looks at (helper 8081 + 2k with its websocket on port + 1, video service 18089),
// the desktop client's user agent, and the control calls (/__sim, /__mock) the tests seed through.
//
// Why real ports: the console's port retry always starts at 8081 and the video service is fixed at
// 18089 (spec 02 §4, §9), and nothing test-only is built into the console. So this spec needs
// 8081–8092 and 18089 free on 127.0.0.1 and says so at once when they are not (e.g. `npm start` is
// running) instead of talking to someone else's simulator.
import { createServer } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { startSimulators, type RunningSimulators } from '../../hardware-sim/src/server';
import { expect, test as base } from './fixtures';

/** What the desktop client's embedded browser sends: a Windows Chrome UA plus ZhsqQtClient/<version>. */
export const DESKTOP_CLIENT_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/120.0.0.0 Safari/537.36 QtWebEngine/6.5.3 ZhsqQtClient/1.0.8';

export const HELPER_PORTS = [8081, 8083, 8085, 8087, 8089, 8091];
export const VIDEO_PORT = 18089;

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Fails with a clear message when a port the console probes is taken by something else. */
export async function assertLocalPortsFree(): Promise<void> {
  const ports = [...HELPER_PORTS.flatMap((p) => [p, p + 1]), VIDEO_PORT];
  const busy: number[] = [];
  for (const port of ports) if (!(await portFree(port))) busy.push(port);
  if (busy.length) {
    throw new Error(
      `hardware.spec 需要本机端口 ${busy.join(', ')} 空闲（服务控件 8081–8092、视频服务 18089）；` +
        '请先停止 npm start / hardware-sim 再运行。',
    );
  }
}

export interface SimControl {
  /** Starts helper (qtPort, qtPort + 1) and video service (18089). */
  start(qtPort?: number): Promise<RunningSimulators>;
}

export const test = base.extend<{ sims: SimControl }>({
  sims: async ({ mockServer }, use) => {
    const running: RunningSimulators[] = [];
    // Only the console under test may call the helper; it reaches the backend through its own origin.
    const consoleOrigin = new URL(mockServer).origin;
    const policy = { allowedOrigins: [consoleOrigin], backendOrigins: [consoleOrigin] };
    await use({
      async start(qtPort = HELPER_PORTS[0]) {
        const sims = await startSimulators({ qtPort, videoPort: VIDEO_PORT, policy });
        running.push(sims);
        return sims;
      },
    });
    await Promise.all(running.map((sims) => sims.close()));
  },
});

export { expect };

/** POST to a simulator's control API (`/__sim/...`). */
export async function simControl(
  request: APIRequestContext,
  sims: RunningSimulators,
  path: string,
  data: object,
): Promise<void> {
  const response = await request.post(`${sims.urls.qt}/__sim/${path}`, { data });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function simState(request: APIRequestContext, sims: RunningSimulators) {
  const response = await request.get(`${sims.urls.qt}/__sim/state`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** Seeds which cloud (萤石) accounts exist: [] none, [1] one, null the seed (several). */
export async function cloudAccounts(
  request: APIRequestContext,
  baseURL: string | undefined,
  ids: number[] | null,
) {
  const response = await request.post(`${baseURL}/__mock/cloud-accounts`, { data: { accountIds: ids } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** One /api fault (see /__mock/faults). */
export async function apiFault(request: APIRequestContext, baseURL: string | undefined, body: object) {
  const response = await request.post(`${baseURL}/__mock/faults`, { data: body });
  expect(response.ok(), await response.text()).toBe(true);
}
