// Listens and shuts down gracefully; everything else is in app.ts.
import { buildApp } from './app.js';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

const app = await buildApp({ logger: process.env.MOCK_LOG === '1' });
await app.listen({ port, host });
console.log(
  `mock-server: http://localhost:${port} (seed ${app.mock.store.seed}, ${app.mock.store.scale} communities)`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
