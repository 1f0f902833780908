// 2.5D (isometric) layout of a community for 立体防控: buildings on a grid in id order, device points
// around their building or along the community's edge. Every position derives from ids only, so the
// same community always looks the same. Grid units are projected to SVG pixels with project().

/** Pixels per grid unit along the iso axes. */
export const UNIT = 34;
/** Pixels per floor. */
export const FLOOR_PX = 9;
/** Grid units from one building's corner to the next one's. */
export const SPACING = 4;
/** A building's footprint in grid units. */
export const FOOTPRINT = { w: 2.2, d: 1.6 };
const COS30 = Math.cos(Math.PI / 6);
const SIN30 = 0.5;

export interface Placed {
  buildingId: number;
  gx: number;
  gy: number;
  /** height in pixels */
  h: number;
}

export interface Point {
  x: number;
  y: number;
}

/** A small deterministic integer hash (FNV-1a over the text). */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function project(gx: number, gy: number, z = 0): Point {
  return { x: (gx - gy) * COS30 * UNIT, y: (gx + gy) * SIN30 * UNIT - z };
}

/** Columns of the building grid for n buildings. */
export function columnsFor(n: number): number {
  return Math.max(1, Math.ceil(Math.sqrt(n)));
}

/** The ground's size in grid units. */
export function groundOf(n: number): { gw: number; gd: number } {
  const cols = columnsFor(n);
  const rows = Math.max(1, Math.ceil(n / cols));
  return { gw: cols * SPACING + 1, gd: rows * SPACING + 1 };
}

export function layoutBuildings(buildings: readonly { buildingId: number; floors: number }[]): Placed[] {
  const cols = columnsFor(buildings.length);
  return [...buildings]
    .sort((a, b) => a.buildingId - b.buildingId)
    .map((b, i) => ({
      buildingId: b.buildingId,
      gx: (i % cols) * SPACING + 1.5,
      gy: Math.floor(i / cols) * SPACING + 1.5,
      h: b.floors * FLOOR_PX,
    }));
}

/**
 * A device's ground position: on a ring around its building (angle from its key), or for a device of
 * the community's public area on the ground's edge (place along the edge from its key).
 */
export function devicePlace(key: string, building: Placed | undefined, ground: { gw: number; gd: number }) {
  const h = hashOf(key);
  if (building) {
    const angle = ((h % 360) * Math.PI) / 180;
    const cx = building.gx + FOOTPRINT.w / 2;
    const cy = building.gy + FOOTPRINT.d / 2;
    return { gx: cx + Math.cos(angle) * 1.7, gy: cy + Math.sin(angle) * 1.5 };
  }
  const perimeter = 2 * (ground.gw + ground.gd);
  let t = ((h % 1000) / 1000) * perimeter;
  const inset = 0.4;
  if (t < ground.gw) return { gx: t, gy: inset };
  t -= ground.gw;
  if (t < ground.gd) return { gx: ground.gw - inset, gy: t };
  t -= ground.gd;
  if (t < ground.gw) return { gx: ground.gw - t, gy: ground.gd - inset };
  t -= ground.gw;
  return { gx: inset, gy: ground.gd - t };
}

const points = (list: readonly Point[]) => list.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

/** SVG polygon points of a block's three visible faces (top, left = south-west, right = south-east). */
export function blockFaces(b: Placed): { top: string; left: string; right: string; roof: Point } {
  const { w, d } = FOOTPRINT;
  const corners = (z: number) => ({
    n: project(b.gx, b.gy, z),
    e: project(b.gx + w, b.gy, z),
    s: project(b.gx + w, b.gy + d, z),
    w: project(b.gx, b.gy + d, z),
  });
  const low = corners(0);
  const high = corners(b.h);
  return {
    top: points([high.n, high.e, high.s, high.w]),
    left: points([high.w, high.s, low.s, low.w]),
    right: points([high.s, high.e, low.e, low.s]),
    roof: project(b.gx + w / 2, b.gy + d / 2, b.h),
  };
}

/** The viewBox that holds the ground and the tallest building. */
export function viewBoxOf(ground: { gw: number; gd: number }, tallest: number): string {
  const left = project(0, ground.gd).x - 20;
  const right = project(ground.gw, 0).x + 20;
  const top = project(0, 0).y - tallest - 30;
  const bottom = project(ground.gw, ground.gd).y + 20;
  return `${left.toFixed(0)} ${top.toFixed(0)} ${(right - left).toFixed(0)} ${(bottom - top).toFixed(0)}`;
}

/** Ground polygon points. */
export function groundPoints(ground: { gw: number; gd: number }): string {
  return points([project(0, 0), project(ground.gw, 0), project(ground.gw, ground.gd), project(0, ground.gd)]);
}

/** Painter's order: farther blocks (smaller gx + gy) first. */
export function paintOrder<T extends { gx: number; gy: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.gx + a.gy - (b.gx + b.gy));
}
