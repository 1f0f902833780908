// The online tile provider of GIS地图 (docs/adr/0068), read from /console-config.json beside index.html
// (a deployment edits it, or its server writes it: the mock from GIS_TILE_URL). The template must pass
// the shared check (https, or http on 127.0.0.1 / localhost; placeholders {z} {x} {y} {s} only); anything
// else is refused with a console warning and the page draws the offline base map.
import { checkTileTemplate } from '@zhsq/contract/validators/tile-template';

export interface TileProvider {
  /** XYZ URL template, e.g. https://{s}.tiles.example.cn/{z}/{x}/{y}.png */
  url: string;
  /** Plain text shown in the map's corner (the provider's copyright and map approval number). */
  attribution: string;
}

const MAX_ATTRIBUTION = 200;

/** The provider a console configuration names, or undefined for the offline map. */
export function tileProviderOf(
  config: unknown,
  warn: (message: string) => void = (message) => console.warn(message),
): TileProvider | undefined {
  const tiles = (config as { gisTiles?: unknown } | null | undefined)?.gisTiles;
  if (tiles === undefined || tiles === null) return undefined;
  const { url, attribution } = tiles as { url?: unknown; attribution?: unknown };
  const check =
    typeof url === 'string' ? checkTileTemplate(url) : ({ ok: false, problem: '瓦片地址为空' } as const);
  if (!check.ok) {
    warn(`GIS地图的在线瓦片地址未启用（${check.problem}），已使用离线底图`);
    return undefined;
  }
  const text = typeof attribution === 'string' ? attribution.trim().slice(0, MAX_ATTRIBUTION) : '';
  return { url: check.url, attribution: text };
}
