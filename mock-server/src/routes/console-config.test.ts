// The console's run-time configuration and the demo tile server: a valid GIS_TILE_URL reaches the
// console and the CSP's img-src; an invalid one reaches neither.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { CONSOLE_CSP } from '../console-csp.js';
import { consoleDist } from '../testing/console-dist.js';
import { tileProviderOf } from './console-config.js';

const imgSrc = (csp: string) => /(?:^|; )img-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];

describe('console configuration and demo tiles', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());
  const start = async (gisTiles?: { url: string; attribution: string }) => {
    app = await buildApp({ webDist: consoleDist(), gisTiles });
    return app;
  };

  it('serves the tile provider and allows its host for images only', async () => {
    const server = await start({
      url: 'https://{s}.tiles.example.cn/{z}/{x}/{y}.png',
      attribution: '© 示例测绘 审图号：GS(2026)0001号',
    });
    const config = await server.inject({ method: 'GET', url: '/console-config.json' });
    expect(config.json()).toEqual({
      gisTiles: {
        url: 'https://{s}.tiles.example.cn/{z}/{x}/{y}.png',
        attribution: '© 示例测绘 审图号：GS(2026)0001号',
      },
    });
    const csp = String((await server.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(imgSrc(csp)).toContain('https://*.tiles.example.cn');
    expect(csp.replace(' https://*.tiles.example.cn', '')).toBe(CONSOLE_CSP);
  });

  it('leaves out a template that fails the check, with a warning', async () => {
    const warnings: string[] = [];
    const setting = { url: 'http://tiles.example.cn/{z}/{x}/{y}.png?k={key}', attribution: '' };
    expect(tileProviderOf(setting, (message) => warnings.push(message))).toBeUndefined();
    expect(warnings).toEqual([
      'GIS_TILE_URL 未启用（不支持的占位符 {key}，只能使用 {z} {x} {y} {s}），GIS地图使用离线底图',
    ]);
    const server = await start(setting);
    expect((await server.inject({ method: 'GET', url: '/console-config.json' })).json()).toEqual({});
    const csp = (await server.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];
    expect(csp).toBe(CONSOLE_CSP);
  });

  it('draws the same 256 px PNG for a tile every time and refuses tiles outside the grid', async () => {
    const server = await start();
    const tile = await server.inject({ method: 'GET', url: '/__tiles/5/26/13.png' });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/png');
    expect(tile.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(tile.rawPayload.readUInt32BE(16)).toBe(256);
    expect(tile.rawPayload.readUInt32BE(20)).toBe(256);
    const again = await server.inject({ method: 'GET', url: '/__tiles/5/26/13.png' });
    expect(again.rawPayload.equals(tile.rawPayload)).toBe(true);
    for (const url of ['/__tiles/5/32/0.png', '/__tiles/20/0/0.png', '/__tiles/a/0/0.png']) {
      expect((await server.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
