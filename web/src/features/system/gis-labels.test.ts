// GIS地图's markers and labels make room for each other (02 §2 GISMap, docs/adr/0076).
import { describe, expect, it } from 'vitest';
import {
  labelBoxes,
  labelSidesAt,
  overlaps,
  provinceLabelOffsets,
  spreadMarkers,
  takenBoxes,
  textWidth,
  type Box,
} from './gis-labels';

const BOUNDS: Box = { left: 0, top: 0, right: 800, bottom: 600 };
const font = { size: 13 };

describe('spreadMarkers', () => {
  it('moves two markers that cover each other apart, half each, and leaves the others alone', () => {
    const markers = [
      { x: 400, y: 300, size: 24 },
      { x: 410, y: 308, size: 24 },
      { x: 100, y: 100, size: 20 },
    ];
    const [a, b, c] = spreadMarkers(markers);
    expect(Math.hypot(b!.x - a!.x, b!.y - a!.y)).toBeGreaterThanOrEqual(26 - 0.02);
    // the midpoint stays, the far marker does not move
    expect((a!.x + b!.x) / 2).toBeCloseTo(405);
    expect((a!.y + b!.y) / 2).toBeCloseTo(304);
    expect(c).toEqual({ x: 100, y: 100 });
  });

  it('parts markers on one point along the x axis', () => {
    const [a, b] = spreadMarkers([
      { x: 50, y: 50, size: 10 },
      { x: 50, y: 50, size: 10 },
    ]);
    expect(a!.y).toBe(50);
    expect(b!.x - a!.x).toBeCloseTo(12);
  });
});

describe('labelSidesAt', () => {
  const cities = [
    { label: '上海市（3 个小区）', size: 22 },
    { label: '杭州市（3 个小区）', size: 22 },
    { label: '宁波市（2 个小区）', size: 20 },
  ];
  // 上海, 杭州 and 宁波 at the national view of a 1366 px screen
  const pixels = [
    { x: 560, y: 330 },
    { x: 540, y: 350 },
    { x: 562, y: 372 },
  ];

  it('puts the labels of neighbouring cities on sides where they cover no label and no marker', () => {
    const sides = labelSidesAt(cities, pixels, font, BOUNDS);
    expect(sides.every(Boolean)).toBe(true);
    const labels = sides.map(
      (side, i) => labelBoxes(pixels[i]!, cities[i]!.size / 2, cities[i]!.label, font)[side!],
    );
    const markers = takenBoxes(cities, pixels, [undefined, undefined, undefined], font);
    labels.forEach((label, i) => {
      for (const other of [...labels.slice(i + 1), ...markers]) expect(overlaps(label, other)).toBe(false);
    });
  });

  it('leaves a label out when no side of its marker is free, and keeps labels inside the map', () => {
    const crowded = ['中', '东', '西', '南', '北', '东南', '西南', '东北', '西北'].map((label) => ({
      label,
      size: 10,
    }));
    const at = [
      [100, 100],
      [120, 100],
      [80, 100],
      [100, 120],
      [100, 80],
      [118, 118],
      [82, 118],
      [118, 82],
      [82, 82],
    ].map(([x, y]) => ({ x: x!, y: y! }));
    expect(labelSidesAt(crowded, at, font, BOUNDS)[0]).toBeUndefined();
    // at the right edge, the label goes to the left
    expect(
      labelSidesAt([{ label: '成都市（4 个小区）', size: 20 }], [{ x: 790, y: 300 }], font, BOUNDS),
    ).toEqual(['left']);
  });

  it('measures CJK text as square and the full-width brackets with it', () => {
    expect(textWidth('上海市（3 个小区）', 13)).toBeCloseTo(13 * 8 + 13 * 0.6 + 13 * 0.35);
    const box = labelBoxes({ x: 0, y: 0 }, 10, '北京', { size: 12, padX: 4 }).right;
    expect(box.right - box.left).toBe(32);
  });
});

describe('provinceLabelOffsets', () => {
  it('keeps a free name in place, moves one under a marker, and leaves out one with no room', () => {
    const marker = { label: '上海市（3 个小区）', size: 22 };
    const at = { x: 560, y: 330 };
    const taken = takenBoxes([marker], [at], ['right'], font);
    const offsets = provinceLabelOffsets(
      [
        { name: '四川', x: 200, y: 300 },
        { name: '上海', x: 560, y: 330 },
        { name: '香港', x: 400, y: 500 },
        { name: '澳门', x: 400, y: 500 },
      ],
      11,
      taken,
      BOUNDS,
    );
    expect(offsets[0]).toEqual([0, 0]);
    expect(offsets[1]).not.toBeNull();
    expect(offsets[1]).not.toEqual([0, 0]);
    expect(offsets[2]).toEqual([0, 0]);
    expect(offsets[3]).toEqual([0, 19]);
  });

  it('leaves out a name that has no free place', () => {
    const everywhere: Box[] = [{ left: 0, top: 0, right: 800, bottom: 600 }];
    expect(provinceLabelOffsets([{ name: '新疆', x: 100, y: 100 }], 11, everywhere, BOUNDS)).toEqual([null]);
  });
});
