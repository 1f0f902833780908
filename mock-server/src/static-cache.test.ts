// The built console is cached as deploy/console's nginx caches it: the page is asked again every time,
// the files under assets/ (Vite names them by their content) are kept for good.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_CACHE, buildApp, PAGE_CACHE } from './app.js';

describe('caching of the built console', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'zhsq-cache-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'console-config.json'), '{}');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'export {}');
    app = await buildApp({ webDist: dist });
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
