// What a deployment configures for the built console at run time, served beside index.html as
// /console-config.json (docs/adr/0068): today the online tile provider of GIS地图 from GIS_TILE_URL and
// GIS_TILE_ATTRIBUTION. A template that fails the check (https, only {z} {x} {y} {s}) is left out with a
// warning, and the console draws its offline base map. The same check gives the CSP's img-src host.
//
// /__tiles/{z}/{x}/{y}.png is a demo tile server (deterministic generated PNGs: a tinted square per
// tile with its grid line), so a deployment of the mock and the e2e journeys need no internet:
// GIS_TILE_URL=http://localhost:3000/__tiles/{z}/{x}/{y}.png.
import type { FastifyInstance } from 'fastify';
import { checkTileTemplate } from '@zhsq/contract/validators/tile-template';
import { encodePng } from '../lib/png.js';

export interface TileProvider {
  url: string;
  attribution: string;
  /** CSP img-src source of the tile host */
  imageSource: string;
}

const MAX_ATTRIBUTION = 200;
const MAX_TILE_ZOOM = 19;
const TILE_SIZE = 256;

/** The configured provider when its template passes the check; undefined (with a warning) otherwise. */
export function tileProviderOf(
  setting: { url: string; attribution: string } | undefined,
  warn: (message: string) => void = (message) => console.warn(message),
): TileProvider | undefined {
  if (!setting) return undefined;
  const check = checkTileTemplate(setting.url);
  if (!check.ok) {
    warn(`GIS_TILE_URL 未启用（${check.problem}），GIS地图使用离线底图`);
    return undefined;
  }
  return {
    url: check.url,
    attribution: setting.attribution.trim().slice(0, MAX_ATTRIBUTION),
    imageSource: check.imageSource,
  };
}

/** A demo tile: a light tint that changes from tile to tile, its grid line and a dot at its centre. */
export function demoTile(z: number, x: number, y: number): Buffer {
  const shade = ((x * 7 + y * 13 + z * 5) % 6) * 6;
  const land = [226 - shade, 236 - shade / 2, 222] as const;
  const line = [160, 178, 196] as const;
  return encodePng(TILE_SIZE, TILE_SIZE, (px, py) => {
    if (px === 0 || py === 0) return line;
    const dx = px - TILE_SIZE / 2;
    const dy = py - TILE_SIZE / 2;
    return dx * dx + dy * dy < 9 ? line : land;
  });
}

export async function consoleConfig(
  app: FastifyInstance,
  { tiles }: { tiles: TileProvider | undefined },
): Promise<void> {
  const body = tiles ? { gisTiles: { url: tiles.url, attribution: tiles.attribution } } : {};
  app.get('/console-config.json', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(body),
  );
  app.get<{ Params: { z: string; x: string; y: string } }>(
    '/__tiles/:z/:x/:y.png',
    async (request, reply) => {
      const [z, x, y] = [request.params.z, request.params.x, request.params.y].map(Number) as [
        number,
        number,
        number,
      ];
      const inRange = (n: number, size: number) => Number.isInteger(n) && n >= 0 && n < size;
      if (!inRange(z, MAX_TILE_ZOOM + 1) || !inRange(x, 2 ** z) || !inRange(y, 2 ** z)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('瓦片不存在');
      }
      return reply
        .type('image/png')
        .header('Cache-Control', 'public, max-age=86400')
        .send(demoTile(z, x, y));
    },
  );
}
