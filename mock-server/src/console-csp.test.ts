// The built console is served with a Content-Security-Policy that lets scripts come
// only from the console's own origin; /api answers carry no HTML policy.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { CONSOLE_CSP, consoleCsp } from './console-csp.js';
import { consoleDist } from './testing/console-dist.js';

describe('Content-Security-Policy of the console', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ webDist: consoleDist({ 'app.js': 'export {}' }) });
  });
  afterAll(() => app.close());

  it('is sent with the page at / and /index.html', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe(CONSOLE_CSP);
    }
  });

  it('allows scripts from the origin only, no inline or eval, and no plugins', () => {
    const script = /(?:^|; )script-src ([^;]+)/.exec(CONSOLE_CSP)?.[1];
    expect(script).toBe("'self'");
    expect(CONSOLE_CSP).toContain("object-src 'none'");
    expect(CONSOLE_CSP).toContain("base-uri 'self'");
  });

  it('lets the console reach the desktop helper and the video service on loopback, port by port', () => {
    const connect = (/(?:^|; )connect-src ([^;]+)/.exec(CONSOLE_CSP)?.[1] ?? '').split(' ');
    expect(connect).toEqual(
      expect.arrayContaining([
        "'self'",
        'http://127.0.0.1:8081',
        'http://127.0.0.1:8091',
        'ws://127.0.0.1:8082',
        'ws://127.0.0.1:8092',
        'http://127.0.0.1:18089',
      ]),
    );
  });

  it('names hosts for connections and pictures, never a bare scheme or a wildcard port', () => {
    for (const directive of ['connect-src', 'img-src', 'media-src']) {
      const sources = (new RegExp(`(?:^|; )${directive} ([^;]+)`).exec(CONSOLE_CSP)?.[1] ?? '').split(' ');
      expect(sources, directive).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^(https?|wss?):$/)]),
      );
      expect(
        sources.filter((s) => s.includes('*')),
        directive,
      ).toEqual([]);
    }
  });

  it('adds configured object-storage and camera hosts to pictures, media and connections', () => {
    const csp = consoleCsp(['https://oss.example.cn']);
    expect(csp).toMatch(/img-src [^;]*https:\/\/oss\.example\.cn/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/oss\.example\.cn/);
  });

  it('is not put on the assets or the API', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/app.js' })).headers['content-security-policy'],
    ).toBeUndefined();
  });
});
