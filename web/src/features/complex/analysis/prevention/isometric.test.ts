// 立体防控 layout: positions are deterministic, derived from ids (docs/adr/0048).
import { describe, expect, it } from 'vitest';
import {
  FLOOR_PX,
  blockFaces,
  devicePlace,
  groundOf,
  hashOf,
  layoutBuildings,
  paintOrder,
  project,
} from './isometric';

const buildings = [
  { buildingId: 149903, floors: 8 },
  { buildingId: 149901, floors: 5 },
  { buildingId: 149902, floors: 6 },
];

describe('isometric layout', () => {
  it('places buildings on a grid in id order with heights from their floors', () => {
    const placed = layoutBuildings(buildings);
    expect(placed.map((b) => b.buildingId)).toEqual([149901, 149902, 149903]);
    expect(placed.map((b) => [b.gx, b.gy])).toEqual([
      [1.5, 1.5],
      [5.5, 1.5],
      [1.5, 5.5],
    ]);
    expect(placed[2]!.h).toBe(8 * FLOOR_PX);
    expect(groundOf(3)).toEqual({ gw: 9, gd: 9 });
  });

  it('is deterministic: the same ids give the same positions whatever the input order', () => {
    expect(layoutBuildings([...buildings].reverse())).toEqual(layoutBuildings(buildings));
    const ground = groundOf(3);
    expect(devicePlace('camera-7', undefined, ground)).toEqual(devicePlace('camera-7', undefined, ground));
    expect(hashOf('door-1')).not.toBe(hashOf('door-2'));
  });

  it('keeps devices near their building, public ones on the ground edge', () => {
    const [first] = layoutBuildings(buildings);
    const near = devicePlace('door-3', first, groundOf(3));
    expect(Math.abs(near.gx - (first!.gx + 1.1))).toBeLessThanOrEqual(1.8);
    expect(Math.abs(near.gy - (first!.gy + 0.8))).toBeLessThanOrEqual(1.6);
    const edge = devicePlace('camera-9', undefined, { gw: 9, gd: 9 });
    const onEdge = [edge.gx, edge.gy].some((v) => v <= 0.4 + 1e-9 || v >= 9 - 0.4 - 1e-9);
    expect(onEdge).toBe(true);
  });

  it('projects iso axes and raises the roof by the height', () => {
    expect(project(1, 1).x).toBeCloseTo(0);
    expect(project(0, 0, 10).y).toBe(-10);
    const faces = blockFaces({ buildingId: 1, gx: 0, gy: 0, h: 50 });
    expect(faces.roof.y).toBeLessThan(0);
    expect(faces.top.split(' ')).toHaveLength(4);
  });

  it('paints far blocks first', () => {
    expect(
      paintOrder([
        { gx: 5, gy: 5 },
        { gx: 1, gy: 1 },
      ]).map((p) => p.gx),
    ).toEqual([1, 5]);
  });
});
