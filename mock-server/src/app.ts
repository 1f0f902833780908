// buildApp(): the whole mock backend as one Fastify instance that tests use with inject() and
// server.ts makes listen. Plugin order: external plugins, state, /api routes, sockets, control, web.
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import fastifyStatic from '@fastify/static';
import { consoleCsp } from './console-csp.js';
import { parseFormBody, transportErrorMessage, transportStatus } from './contract/safe-body.js';
import { configFromEnv, type MockConfig } from './config.js';
import { DEFAULT_BODY_LIMIT, loadDoc, loadOperations } from './contract/load.js';
import { contractRouter } from './contract/router.js';
import { fail } from './contract/envelope.js';
import { handlers } from './domains/index.js';
import { mockControl } from './routes/control/mock.js';
import { noticesControl } from './routes/control/notices.js';
import pushControl from './routes/control/push.js';
import { videoControl } from './routes/control/video.js';
import { privacyControl } from './routes/control/privacy.js';
import { cspReportsControl } from './routes/control/csp-reports.js';
import { refuseCrossSiteControl } from './routes/control/same-site.js';
import { securityHeaders } from './security-headers.js';
import { WS_MAX_PAYLOAD } from './realtime/constants.js';
import alertsWs from './routes/ws/alerts.js';
import inoutWs from './routes/ws/inout.js';
import noticeWs from './routes/ws/notice.js';
import { staticAssets } from './routes/static-assets.js';
import { consoleConfig, tileProviderOf } from './routes/console-config.js';
import { uploadStatic } from './domains/upload/static.js';
import { seededResidents } from './domains/property/seeds/seeded-residents.js';
import { createState, type MockState } from './state.js';

declare module 'fastify' {
  interface FastifyInstance {
    mock: MockState;
  }
}

/** deploy/console/default.conf.template: the page is revalidated, the content-named assets are kept. */
export const PAGE_CACHE = 'no-cache';
export const ASSET_CACHE = 'public, max-age=31536000, immutable';

export interface BuildOptions extends Partial<MockConfig> {
  logger?: boolean;
}

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = { ...configFromEnv(), ...options };
  const app = Fastify({
    logger: options.logger ?? false,
    // Forms and JSON; each contract operation sets its own (x-body-limit), uploads and imports larger.
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Login throttling counts per client: behind the console's nginx the client is X-Forwarded-For.
    ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
    // A stopping mock drains: a request that comes in while it closes (on a connection the console
    // keeps open) is answered, not refused with Fastify's 503, which the console must take to error-500
    // (01 §8). Restart journeys then meet only what a restart leaves them: refused connections.
    return503OnClosing: false,
  });
  await app.register(formbody, { parser: parseFormBody });
  // fileSize is raised per route (contract router, OSS form post) to what the route declares.
  await app.register(multipart, { limits: { fileSize: DEFAULT_BODY_LIMIT, files: 5 } });
  // Client frames are heartbeats, registrations and subscriptions (asyncapi/*.yaml: maxPayload).
  await app.register(websocket, { options: { maxPayload: WS_MAX_PAYLOAD } });
  const tiles = tileProviderOf(config.gisTiles);
  const htmlCsp = consoleCsp(config.assetHosts, tiles ? [tiles.imageSource] : []);
  securityHeaders(app, { htmlCsp });
  refuseCrossSiteControl(app);

  const state = createState({
    seed: config.seed,
    scale: config.scale,
    now: config.now,
    sessionLifetimes: config.sessionLifetimes,
  });
  app.decorate('mock', state);

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = transportStatus(error);
    if (status < 500) {
      // Refused before any handler ran (bad Content-Length, body or parts over the limit, unparsable or
      // prototype-poisoning body): the HTTP status says so, the envelope carries the Chinese reason.
      const message = transportErrorMessage(status, error.message, request.routeOptions.bodyLimit);
      return reply.code(status).send(fail(String(status), message));
    }
    request.log.error(error);
    state.violations.push({ operationId: request.url, detail: `exception: ${error.message}` });
    return reply.code(200).send(fail('9999', '系统繁忙，请稍后再试'));
  });

  const doc = loadDoc('api');
  await app.register(contractRouter, {
    doc,
    operations: loadOperations(doc),
    handlers,
    state,
    validateResponses: config.validateResponses,
  });
  await app.register(staticAssets);
  await app.register(consoleConfig, { tiles });
  await app.register(uploadStatic, { state });

  // websockets (asyncapi/): tokens are the /api session ids
  const resolveToken = (token: string) => {
    const session = state.store.sessions.get(token);
    return session ? { userId: session.user.userId, agentId: session.user.agentId } : undefined;
  };
  const now = () => state.store.now();
  const { hub } = state;
  await app.register(alertsWs, { hub, resolveToken, now });
  await app.register(noticeWs, { hub, resolveToken, now });
  await app.register(inoutWs, { hub, resolveToken, now });

  await app.register(mockControl, { state });
  await app.register(noticesControl, { state });
  await app.register(videoControl, { state });
  await app.register(privacyControl, { state });
  await app.register(cspReportsControl, { now: () => new Date() });
  await app.register(pushControl, {
    hub,
    faker: () => state.realtimeFaker(),
    communities: () => state.store.communities,
    // the people of generated alarms are the data set's residents (docs/adr/0069)
    people: () => seededResidents(state.store),
    now,
    // a pushed alert becomes a record, so the pop-up's follow-up lookup finds what it announced
    onAlert: (_type, frame, person) => state.store.alerts.ingest(frame, person),
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return reply.code(404).send({ code: '404', message: '接口不存在' });
    return reply.code(404).type('text/plain; charset=utf-8').send('页面不存在');
  });

  const webDist = config.webDist;
  if (webDist && existsSync(path.join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: 'index.html',
      wildcard: true,
      // Cached as deploy/console's nginx caches them: the page is asked again every time, and the
      // files under assets/ (named by their content by Vite) are kept for good.
      setHeaders: (res, file) => {
        if (file.endsWith('.html')) {
          res.header('Content-Security-Policy', htmlCsp);
          res.header('Cache-Control', PAGE_CACHE);
        } else if (path.relative(webDist, file).split(path.sep)[0] === 'assets') {
          res.header('Cache-Control', ASSET_CACHE);
        }
      },
    });
  }
  return app;
}
