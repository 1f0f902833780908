// The control endpoints (/__mock/*) change what every console sees (faults, pushes, resets), so only
// the mock's own pages and clients without a browser (tests' request contexts, curl: no Origin) may
// call them. A request a browser marks cross-site, or whose Origin is another origin, gets 403 before
// any handler runs — a plain form post from a foreign page included, which needs no preflight.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const CONTROL_PREFIX = '/__mock';
export const CROSS_SITE_REFUSED = '拒绝跨站请求：模拟后端控制接口只接受本站页面或无来源（Origin）的请求';

/** Why a control request is refused, or undefined when it may go on. */
export function crossSiteReason(request: Pick<FastifyRequest, 'headers' | 'protocol'>): string | undefined {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') return 'Sec-Fetch-Site: cross-site';
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  const own = `${request.protocol}://${request.headers.host ?? ''}`;
  return origin.toLowerCase() === own.toLowerCase() ? undefined : `Origin: ${origin}`;
}

export function refuseCrossSiteControl(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (path !== CONTROL_PREFIX && !path.startsWith(`${CONTROL_PREFIX}/`)) return;
    const reason = crossSiteReason(request);
    if (reason === undefined) return;
    request.log.warn({ reason, url: request.url }, 'cross-site control request refused');
    return reply.code(403).send({ ok: false, message: CROSS_SITE_REFUSED });
  });
}
