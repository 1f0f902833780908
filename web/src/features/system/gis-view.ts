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

export type LabelSide = 'right' | 'left' | 'top' | 'bottom';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Width of a label in px: CJK characters are square, others about half as wide. */
const textWidth = (text: string, fontSize: number) =>
  [...text].reduce((w, ch) => w + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? fontSize : fontSize * 0.6), 0);

/**
 * Which side of its marker each label goes on, at a view's scale (`pxPerDeg`; latitude stretched as
 * ECharts' geo does, by 1 / 0.75): see labelSidesAt.
 */
export function labelSides(
  markers: readonly { lng: number; lat: number; size: number; label: string }[],
  pxPerDeg: number,
  fontSize: number,
): LabelSide[] {
  const at = markers.map((m) => ({ x: m.lng * pxPerDeg, y: (-m.lat * pxPerDeg) / 0.75 }));
  return labelSidesAt(markers, at, fontSize);
}

/**
 * Which side of its marker each label goes on, the markers at pixel positions `at` (y down): the first
 * of right, left, below, above that covers no label placed before it and no other marker (greedy, top
 * to bottom); right when every side does.
 */
export function labelSidesAt(
  markers: readonly { size: number; label: string }[],
  pixels: readonly { x: number; y: number }[],
  fontSize: number,
): LabelSide[] {
  const at = pixels.map((p, i) => ({ ...p, r: markers[i]!.size / 2 }));
  const dots: Box[] = at.map((p) => ({
    left: p.x - p.r,
    top: p.y - p.r,
    right: p.x + p.r,
    bottom: p.y + p.r,
  }));
  const placed: Box[] = [];
  const sides: LabelSide[] = new Array<LabelSide>(markers.length).fill('right');
  const order = markers.map((_, i) => i).sort((a, b) => at[a]!.y - at[b]!.y);
  for (const i of order) {
    const { x, y, r } = at[i]!;
    const w = textWidth(markers[i]!.label, fontSize) + 5;
    const h = fontSize + 4;
    const boxes: Record<LabelSide, Box> = {
      right: { left: x + r, right: x + r + w, top: y - h / 2, bottom: y + h / 2 },
      left: { left: x - r - w, right: x - r, top: y - h / 2, bottom: y + h / 2 },
      bottom: { left: x - w / 2, right: x + w / 2, top: y + r, bottom: y + r + h },
      top: { left: x - w / 2, right: x + w / 2, top: y - r - h, bottom: y - r },
    };
    const side = (['right', 'left', 'bottom', 'top'] as const).find(
      (s) =>
        !placed.some((b) => overlaps(b, boxes[s])) && !dots.some((d, j) => j !== i && overlaps(d, boxes[s])),
    );
    sides[i] = side ?? 'right';
    placed.push(boxes[sides[i]]);
  }
  return sides;
}
