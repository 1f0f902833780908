// Headers on every response of the mock (/api, stored files, the console, control endpoints, errors):
// no MIME sniffing, no full URL in Referer to other origins, no powerful browser features the console
// does not use (the desktop helper, not the page, drives camera and readers), no framing by other
// origins, and the console's Content-Security-Policy on every HTML page that does not bring its own.
// deploy/console/default.conf.template sends the same set (plus HSTS).
import type { FastifyInstance } from 'fastify';

/** Features the console never asks the browser for; fullscreen stays for the video wall. */
const DENIED_FEATURES = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'bluetooth',
  'midi',
  'magnetometer',
  'gyroscope',
  'accelerometer',
  'display-capture',
  'publickey-credentials-get',
];

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'x-frame-options': 'SAMEORIGIN',
};

export function securityHeaders(app: FastifyInstance, { htmlCsp }: { htmlCsp: string }): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    const type = String(reply.getHeader('content-type') ?? '');
    if (/^text\/html\b/i.test(type) && !reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', htmlCsp);
    return payload;
  });
}
