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
