// Set-up of the HTTP-level tests of the module handlers: the whole app on a fixed clock with a
// logged-in session per demo user, and small request helpers.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { TEST_NOW } from './testing.js';

export interface TestApi {
  app: FastifyInstance;
  get(path: string, query?: Record<string, string | number>, user?: string): Promise<Record<string, any>>;
  form(path: string, body: Record<string, string | number>, user?: string): Promise<Record<string, any>>;
  multipart(path: string, fields: Record<string, string>, user?: string): Promise<Record<string, any>>;
  /**
   * Gives a demo user extra permission keys (and roles) until the returned function is called: for
   * tests of data scope that need a user of another organisation on a page its role lacks.
   */
  grant(userName: string, keys: readonly string[], roleIds?: readonly string[]): () => void;
  close(): Promise<void>;
}

export async function testApi(now: () => Date = () => TEST_NOW): Promise<TestApi> {
  const app = await buildApp({ webDist: null, seed: 20260101, scale: 24, now, logger: false });
  const tokenOf = (userName: string) => {
    const user = app.mock.store.users.find((u) => u.userName === userName)!;
    const token = `test-token-${userName}`;
    if (!app.mock.store.sessions.get(token)) app.mock.store.sessions.openFixed(token, user, now());
    return token;
  };
  return {
    app,
    async get(path, query = {}, user = 'admin') {
      const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
      const res = await app.inject({
        method: 'GET',
        url: `/api${path}?${qs}`,
        headers: { 'DOOR-Authorization': tokenOf(user) },
      });
      return res.json();
    },
    async form(path, body, user = 'admin') {
      const res = await app.inject({
        method: 'POST',
        url: `/api${path}`,
        headers: { 'DOOR-Authorization': tokenOf(user), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(),
      });
      return res.json();
    },
    async multipart(path, fields, user = 'admin') {
      const parts = Object.entries(fields).map(
        ([k, v]) => `--b\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      );
      const res = await app.inject({
        method: 'POST',
        url: `/api${path}`,
        headers: { 'DOOR-Authorization': tokenOf(user), 'content-type': 'multipart/form-data; boundary=b' },
        payload: parts.join('') + '--b--\r\n',
      });
      return res.json();
    },
    grant(userName, keys, roleIds = []) {
      const user = app.mock.store.users.find((u) => u.userName === userName)!;
      const saved = { permissions: user.permissions, roleIds: user.roleIds };
      if (user.permissions !== 'all') user.permissions = [...user.permissions, ...keys];
      user.roleIds = [...user.roleIds, ...roleIds];
      return () => Object.assign(user, saved);
    },
    close: () => app.close(),
  };
}
