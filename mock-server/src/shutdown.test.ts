// A stopping mock drains (app.ts): a request that comes in while it closes is answered as usual, never
// with Fastify's default 503, which the console takes to error-500 (01 §8) in the middle of a restart.
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';

describe('mock server shutdown', () => {
  it('answers a request that arrives while it closes', async () => {
    const app = await buildApp({ webDist: null, logger: false });
    let during: { status: number; body: unknown } | undefined;
    // preClose runs once the instance is closing and before it stops listening: the moment a console
    // request on an open connection may still come in.
    app.addHook('preClose', async () => {
      const response = await fetch(`${origin}/__mock/realtime`);
      during = { status: response.status, body: await response.json() };
    });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    await app.close();
    expect(during).toMatchObject({ status: 200, body: { alert: 0, notice: 0, inout: 0 } });
  });
});
