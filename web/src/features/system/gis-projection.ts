// The GIS map's drawing maths (02 §2 GISMap): an equirectangular projection fitted to the communities
// shown (longitude scaled by the cosine of the middle latitude, so a degree east looks as long as it is
// on the ground), and graticule steps that give a handful of lines whatever the zoom.

export interface LngLat {
  lng: number;
  lat: number;
}

export interface Projection {
  /** SVG coordinates of a point (y grows downwards). */
  project(point: LngLat): { x: number; y: number };
  /** The area the frame shows, in degrees. */
  bounds: { west: number; east: number; south: number; north: number };
}

/** Smallest span shown, so one community (or a tight cluster) still gets some surroundings. */
const MIN_SPAN_DEG = 0.08;

export function fitProjection(
  points: readonly LngLat[],
  width: number,
  height: number,
  margin: number,
): Projection {
  const lngs = points.map((p) => p.lng);
  const lats = points.map((p) => p.lat);
  let west = Math.min(...lngs);
  let east = Math.max(...lngs);
  let south = Math.min(...lats);
  let north = Math.max(...lats);
  if (!points.length) [west, east, south, north] = [73, 135, 18, 54];
  const midLat = (south + north) / 2;
  const k = Math.cos((midLat * Math.PI) / 180);
  // Grow the smaller side so the shown area has the frame's aspect ratio and at least MIN_SPAN_DEG.
  const innerW = width - 2 * margin;
  const innerH = height - 2 * margin;
  let spanX = Math.max((east - west) * k, MIN_SPAN_DEG * k);
  let spanY = Math.max(north - south, MIN_SPAN_DEG);
  if (spanX / spanY > innerW / innerH) spanY = (spanX * innerH) / innerW;
  else spanX = (spanY * innerW) / innerH;
  const cx = ((west + east) / 2) * k;
  const cy = (south + north) / 2;
  const scale = innerW / spanX;
  const bounds = {
    west: (cx - spanX / 2 - margin / scale) / k,
    east: (cx + spanX / 2 + margin / scale) / k,
    south: cy - spanY / 2 - margin / scale,
    north: cy + spanY / 2 + margin / scale,
  };
  return {
    bounds,
    project: ({ lng, lat }) => ({
      x: width / 2 + (lng * k - cx) * scale,
      y: height / 2 - (lat - cy) * scale,
    }),
  };
}

const STEPS = [10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005];

/** A graticule step giving at least `lines` lines over `span` degrees. */
export function graticuleStep(span: number, lines = 4): number {
  return STEPS.find((step) => span / step >= lines) ?? STEPS[STEPS.length - 1]!;
}

/** Line positions of a step within [from, to]. */
export function graticule(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let v = Math.ceil(from / step) * step; v <= to + 1e-9; v += step) out.push(Math.round(v * 1e6) / 1e6);
  return out;
}

/** 113.25 → 113.25°E; decimals follow the step. */
export function degreeLabel(value: number, axis: 'lng' | 'lat', step: number): string {
  const decimals = Math.max(0, Math.ceil(-Math.log10(step)));
  return `${value.toFixed(decimals)}°${axis === 'lng' ? 'E' : 'N'}`;
}

export interface LabelRequest {
  /** Centre of the marker the label belongs to. */
  x: number;
  y: number;
  /** Marker radius. */
  r: number;
  text: string;
  fontSize: number;
}

export interface PlacedLabel {
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Width of a label: CJK characters are square, other characters about half as wide. */
export function textWidth(text: string, fontSize: number): number {
  return [...text].reduce(
    (w, ch) => w + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? fontSize : fontSize * 0.6),
    0,
  );
}

/**
 * Puts each label to the right, left, above or below its marker — the first place that covers no
 * marker and no label placed before it (greedy, top to bottom); the right side when every place does.
 */
export function placeLabels(requests: readonly LabelRequest[], width: number, height: number): PlacedLabel[] {
  const markers: Box[] = requests.map((q) => ({
    left: q.x - q.r,
    top: q.y - q.r,
    right: q.x + q.r,
    bottom: q.y + q.r,
  }));
  const placed: Box[] = [];
  const result: PlacedLabel[] = new Array(requests.length);
  const order = requests.map((_, i) => i).sort((a, b) => requests[a]!.y - requests[b]!.y);
  for (const i of order) {
    const q = requests[i]!;
    const w = textWidth(q.text, q.fontSize);
    const h = q.fontSize + 2;
    const gap = 4;
    const candidates: (PlacedLabel & { box: Box })[] = [
      {
        x: q.x + q.r + gap,
        y: q.y + q.fontSize / 3,
        anchor: 'start',
        box: { left: q.x + q.r + gap, right: q.x + q.r + gap + w, top: q.y - h / 2, bottom: q.y + h / 2 },
      },
      {
        x: q.x - q.r - gap,
        y: q.y + q.fontSize / 3,
        anchor: 'end',
        box: { left: q.x - q.r - gap - w, right: q.x - q.r - gap, top: q.y - h / 2, bottom: q.y + h / 2 },
      },
      {
        x: q.x,
        y: q.y - q.r - gap,
        anchor: 'middle',
        box: { left: q.x - w / 2, right: q.x + w / 2, top: q.y - q.r - gap - h, bottom: q.y - q.r - gap },
      },
      {
        x: q.x,
        y: q.y + q.r + gap + q.fontSize,
        anchor: 'middle',
        box: { left: q.x - w / 2, right: q.x + w / 2, top: q.y + q.r + gap, bottom: q.y + q.r + gap + h },
      },
    ];
    const inside = (b: Box) => b.left >= 0 && b.top >= 0 && b.right <= width && b.bottom <= height;
    const free = candidates.find(
      (c) =>
        inside(c.box) &&
        !placed.some((p) => overlaps(p, c.box)) &&
        !markers.some((m, j) => j !== i && overlaps(m, c.box)),
    );
    const chosen = free ?? candidates.find((c) => inside(c.box)) ?? candidates[0]!;
    placed.push(chosen.box);
    result[i] = { x: chosen.x, y: chosen.y, anchor: chosen.anchor };
  }
  return result;
}

/** Pushes overlapping circles apart (a few relaxation rounds), so nearby city bubbles stay readable. */
export function separateCircles<T extends { x: number; y: number; r: number }>(
  circles: readonly T[],
  gap = 4,
): T[] {
  const out = circles.map((c) => ({ ...c }));
  for (let round = 0; round < 20; round++) {
    let moved = false;
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i]!;
        const b = out[j]!;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const distance = Math.hypot(dx, dy) || 0.01;
        const overlap = a.r + b.r + gap - distance;
        if (overlap <= 0) continue;
        const ux = distance > 0.01 ? dx / distance : 1;
        const uy = distance > 0.01 ? dy / distance : 0;
        a.x -= (ux * overlap) / 2;
        a.y -= (uy * overlap) / 2;
        b.x += (ux * overlap) / 2;
        b.y += (uy * overlap) / 2;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return out;
}
