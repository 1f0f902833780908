// 02 §2 GISMap: the projection fits the shown communities into the frame with their real proportions,
// graticule lines and labels fit the zoom, labels and city bubbles do not cover each other.
import { describe, expect, it } from 'vitest';
import {
  degreeLabel,
  fitProjection,
  graticule,
  graticuleStep,
  placeLabels,
  separateCircles,
  textWidth,
} from './gis-projection';

const GUANGZHOU = [
  { lng: 113.334, lat: 23.178 },
  { lng: 113.272, lat: 23.124 },
  { lng: 113.195, lat: 23.154 },
];

describe('02 §2 GIS map projection', () => {
  it('puts every point inside the frame, margins kept', () => {
    const p = fitProjection([...GUANGZHOU, { lng: 116.4, lat: 39.9 }], 1000, 600, 50);
    for (const point of [...GUANGZHOU, { lng: 116.4, lat: 39.9 }]) {
      const { x, y } = p.project(point);
      expect(x).toBeGreaterThanOrEqual(50 - 1e-6);
      expect(x).toBeLessThanOrEqual(950 + 1e-6);
      expect(y).toBeGreaterThanOrEqual(50 - 1e-6);
      expect(y).toBeLessThanOrEqual(550 + 1e-6);
    }
    // North is up.
    expect(p.project({ lng: 116.4, lat: 39.9 }).y).toBeLessThan(p.project(GUANGZHOU[0]!).y);
  });

  it('keeps ground proportions: a degree east is cos(latitude) of a degree north', () => {
    const p = fitProjection(GUANGZHOU, 1000, 600, 50);
    const origin = p.project({ lng: 113.2, lat: 23.15 });
    const east = p.project({ lng: 113.3, lat: 23.15 });
    const north = p.project({ lng: 113.2, lat: 23.25 });
    expect((east.x - origin.x) / (origin.y - north.y)).toBeCloseTo(Math.cos((23.15 * Math.PI) / 180), 2);
  });

  it('shows some surroundings around a single community', () => {
    const p = fitProjection([GUANGZHOU[0]!], 1000, 600, 50);
    expect(p.bounds.north - p.bounds.south).toBeGreaterThan(0.08);
    expect(p.project(GUANGZHOU[0]!)).toEqual({ x: 500, y: 300 });
  });

  it('picks graticule steps for a handful of lines and labels them', () => {
    expect(graticuleStep(40)).toBe(10);
    expect(graticuleStep(20)).toBe(5);
    expect(graticuleStep(0.3)).toBe(0.05);
    expect(graticule(112.97, 113.26, 0.1)).toEqual([113, 113.1, 113.2]);
    expect(degreeLabel(113.1, 'lng', 0.1)).toBe('113.1°E');
    expect(degreeLabel(25, 'lat', 5)).toBe('25°N');
  });
});

describe('labels and bubbles', () => {
  it('measures CJK characters as square, others as narrower', () => {
    expect(textWidth('广州市', 10)).toBe(30);
    expect(textWidth('B1', 10)).toBe(12);
  });

  it('moves a label off a neighbouring marker', () => {
    const [a, b] = placeLabels(
      [
        { x: 100, y: 100, r: 8, text: '阳光雅居', fontSize: 13 },
        { x: 130, y: 100, r: 8, text: '阳光新村', fontSize: 13 },
      ],
      1000,
      600,
    );
    expect(a!.anchor).not.toBe('start'); // right of the first would cover the second marker
    expect(b!.anchor).toBe('start');
  });

  it('pushes overlapping bubbles apart and leaves distant ones alone', () => {
    const [a, b, c] = separateCircles(
      [
        { x: 100, y: 100, r: 20 },
        { x: 110, y: 100, r: 20 },
        { x: 500, y: 500, r: 20 },
      ],
      4,
    );
    expect(Math.hypot(b!.x - a!.x, b!.y - a!.y)).toBeGreaterThanOrEqual(44 - 1e-6);
    expect(c).toEqual({ x: 500, y: 500, r: 20 });
  });
});
