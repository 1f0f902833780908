// Listens: desktop helper on QT_PORT (default 8081) and its websocket on QT_PORT + 1, video service on
// VIDEO_PORT (default 18089), all on 127.0.0.1. One shared context, so /__sim on either port sees all.
// Who may call them: SIM_ALLOWED_ORIGINS, SIM_BACKEND_ORIGIN, SIM_ALLOWED_PROGRAMS (lib/origin-policy).
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_QT_PORT, DEFAULT_VIDEO_PORT, SimContext, type SimOptions } from './context';
import { buildQtApp } from './qt/app';
import { buildQtWsApp } from './qt/ws-app';
import { buildVideoApp } from './video/app';
import { WS_PORT_OFFSET } from './constants';
import { originPolicyFromEnv } from './lib/origin-policy';

export interface StartOptions extends Omit<SimOptions, 'context' | 'qtPort'> {
  qtPort?: number;
  videoPort?: number;
  host?: string;
}

export interface RunningSimulators {
  context: SimContext;
  urls: { qt: string; ws: string; video: string; control: string };
  close(): Promise<void>;
}

export async function startSimulators(options: StartOptions = {}): Promise<RunningSimulators> {
  const qtPort = options.qtPort ?? DEFAULT_QT_PORT;
  const videoPort = options.videoPort ?? DEFAULT_VIDEO_PORT;
  const host = options.host ?? '127.0.0.1';
  const context = new SimContext({ ...options, qtPort });
  const shared = { context, logger: options.logger ?? false };
  const apps: [FastifyInstance, number][] = [
    [buildQtApp(shared), qtPort],
    [buildQtWsApp(shared), qtPort + WS_PORT_OFFSET],
    [buildVideoApp(shared), videoPort],
  ];
  const close = async () => {
    await Promise.all(apps.map(([app]) => app.close()));
  };
  try {
    for (const [app, port] of apps) await app.listen({ port, host });
  } catch (error) {
    await close();
    throw error;
  }
  return {
    context,
    urls: {
      qt: `http://${host}:${qtPort}`,
      ws: `ws://${host}:${qtPort + WS_PORT_OFFSET}`,
      video: `http://${host}:${videoPort}`,
      control: `http://${host}:${qtPort}/__sim/`,
    },
    close,
  };
}

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65534)
    throw new Error(`${name} must be a port number, got ${raw}`);
  return port;
}

async function main(): Promise<void> {
  const running = await startSimulators({
    qtPort: portFromEnv('QT_PORT', DEFAULT_QT_PORT),
    videoPort: portFromEnv('VIDEO_PORT', DEFAULT_VIDEO_PORT),
    logger: process.env.SIM_LOG === '1',
    policy: originPolicyFromEnv(),
  });
  const { qt, ws, video, control } = running.urls;
  console.log(
    `hardware-sim: 服务控件 ${qt}，WebSocket ${ws}/{product}，视频监控服务 ${video}，控制台 ${control}`,
  );
  console.log(`hardware-sim: 允许的控制台来源 ${running.context.policy.allowedOrigins.join(', ')}`);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`hardware-sim: ${signal}, closing`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
