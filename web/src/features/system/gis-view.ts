// Where the GIS map looks (02 §2 GISMap): the ECharts geo view (centre and zoom) that frames a set of
// points on the China base map, and the markers' tooltip text. Zoom 1 shows the whole map.
import type { GisCommunity } from './gis-api';

/** The base map's extent at zoom 1, in degrees (China with the South China Sea islands inset). */
const MAP_SPAN = { lng: 61.5, lat: 49.7 };
/** Least span framed, so one community (or a tight cluster) keeps some surroundings. */
const MIN_SPAN_DEG = 0.12;
/** Largest zoom the operator can reach with the wheel (street level of a city). */
export const MAX_ZOOM = 1200;

export interface GeoView {
  center?: [number, number];
  zoom: number;
}

/** The whole country, or the points' box with a margin when they lie within a few degrees. */
export function viewOf(points: readonly { lng: number; lat: number }[], national: boolean): GeoView {
  if (national || !points.length) return { zoom: 1.15 };
  const lngs = points.map((p) => p.lng);
  const lats = points.map((p) => p.lat);
  const spanLng = Math.max(Math.max(...lngs) - Math.min(...lngs), MIN_SPAN_DEG);
  const spanLat = Math.max(Math.max(...lats) - Math.min(...lats), MIN_SPAN_DEG);
  const zoom = Math.min(MAP_SPAN.lng / spanLng, MAP_SPAN.lat / spanLat) * 0.55;
  return {
    center: [(Math.min(...lngs) + Math.max(...lngs)) / 2, (Math.min(...lats) + Math.max(...lats)) / 2],
    zoom: Math.min(MAX_ZOOM, Math.max(1, Math.round(zoom * 10) / 10)),
  };
}

export const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Tooltip lines as HTML, every value escaped. */
export function tipHtml(title: string, lines: readonly string[]): string {
  return [`<b>${escapeHtml(title)}</b>`, ...lines.map(escapeHtml)].join('<br/>');
}

export function communityTipLines(c: GisCommunity): string[] {
  return [
    c.address,
    `设备 ${c.deviceTotal} 台，在线 ${c.deviceOnline} 台${c.alarmPending ? `，未处理告警 ${c.alarmPending} 条` : ''}`,
    ...c.devices.map((d) => `${d.label}：${d.online}/${d.total}`),
  ];
}
