// One server under load for tools/bench/server.ts, in its own process so that it does not share an
// event loop with the load generator (autocannon would otherwise eat the server's CPU time).
//   server-target.ts mock           the mock backend, request and response validation on
//   server-target.ts bare <file>    a bare Fastify route per path answering the JSON text in <file>
//   server-target.ts bare-object <file>   the same routes answering that JSON parsed, so Fastify
//                                   serialises it on every request as a real route would
// Prints `PORT <n>` once listening; exits on SIGTERM.
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { buildApp } from '../../mock-server/src/app.js';

/** What the bare server answers: method, path and the JSON text the mock answered for it. */
export interface BareRoute {
  method: 'GET' | 'POST';
  path: string;
  body: string;
}

async function bare(file: string, asObject: boolean): Promise<FastifyInstance> {
  const routes = JSON.parse(readFileSync(file, 'utf8')) as BareRoute[];
  const app = Fastify();
  // Same body parsing as the mock's form routes, so the ceiling pays for reading the form too.
  await app.register(formbody);
  for (const r of routes) {
    const value: unknown = JSON.parse(r.body);
    app.route({
      method: r.method,
      url: r.path,
      handler: asObject
        ? async () => value
        : async (_req, reply) => reply.type('application/json').send(r.body),
    });
  }
  return app;
}

const [kind, file] = process.argv.slice(2);
if (kind !== 'mock' && !((kind === 'bare' || kind === 'bare-object') && file))
  throw new Error('usage: server-target.ts mock | bare <file> | bare-object <file>');
const app =
  kind === 'mock'
    ? await buildApp({ webDist: null, validateResponses: true })
    : await bare(file!, kind === 'bare-object');
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`PORT ${(app.server.address() as { port: number }).port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
