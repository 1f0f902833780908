// The built console is cached as deploy/console's nginx caches it: the page is asked again every time,
// the files under assets/ (Vite names them by their content) are kept for good.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_CACHE, buildApp, PAGE_CACHE } from './app.js';
import { consoleDist } from './testing/console-dist.js';

describe('caching of the built console', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ webDist: consoleDist({ 'assets/index-Ab12Cd34.js': 'export {}' }) });
  });
  afterAll(() => app.close());

  it('asks for the page again every time, at / and /index.html', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(PAGE_CACHE);
    }
  });

  it('keeps the content-named assets for good', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(ASSET_CACHE);
  });

  it('says the same as the nginx site of the image', () => {
    const site = readFileSync(
      path.join(import.meta.dirname, '../../deploy/console/default.conf.template'),
      'utf8',
    );
    const header = (location: string) =>
      new RegExp(`location ${location} \\{[^}]*add_header Cache-Control "([^"]+)"`).exec(site)?.[1];
    expect(header('= /index.html')).toBe(PAGE_CACHE);
    expect(header('/assets/')).toBe(ASSET_CACHE);
  });
});
