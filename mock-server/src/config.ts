// Run-time settings, all from the environment so that `npm start`, tests and benchmarks share one app.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lifetimesFromEnv, type SessionLifetimes } from './store/sessions.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface MockConfig {
  /** faker seed; the same seed always gives the same data set */
  seed: number;
  /** number of communities in the seeded data set */
  scale: number;
  /** validate every response against the contract and record violations */
  validateResponses: boolean;
  /** folder of the built console to serve at /, or null */
  webDist: string | null;
  /** object-storage / camera hosts the console's pictures and media may come from (CSP_ASSET_HOSTS) */
  assetHosts: string[];
  /** GIS_TILE_URL / GIS_TILE_ATTRIBUTION: the online tile provider of GIS地图 (docs/adr/0068), unset = the
   *  offline base map */
  gisTiles?: { url: string; attribution: string };
  /** fixed clock for tests; undefined = real time */
  now?: () => Date;
  /** MOCK_SESSION_IDLE_MINUTES / MOCK_SESSION_ABSOLUTE_HOURS (default 30 min / 12 h) */
  sessionLifetimes: SessionLifetimes;
  /** MOCK_TRUST_PROXY: proxies whose X-Forwarded-For names the client (Fastify trustProxy: addresses or
   *  CIDRs, comma-separated); unset = the connection's address is the client */
  trustProxy?: string;
}

export function configFromEnv(env = process.env): MockConfig {
  return {
    seed: Number(env.MOCK_SEED ?? 20260101),
    scale: Math.max(1, Number(env.MOCK_SCALE ?? 24)),
    validateResponses: env.MOCK_VALIDATE_RESPONSES !== '0',
    webDist: env.WEB_DIST === '' ? null : (env.WEB_DIST ?? path.join(repoRoot, 'web/dist')),
    sessionLifetimes: lifetimesFromEnv(env),
    trustProxy: env.MOCK_TRUST_PROXY || undefined,
    assetHosts: (env.CSP_ASSET_HOSTS ?? '').split(/\s+/).filter(Boolean),
    gisTiles: env.GIS_TILE_URL
      ? { url: env.GIS_TILE_URL, attribution: env.GIS_TILE_ATTRIBUTION ?? '' }
      : undefined,
  };
}
