// The GIS map's framing and label sides (02 §2 GISMap).
import { describe, expect, it } from 'vitest';
import { labelSides, tipHtml, viewOf } from './gis-view';

describe('viewOf', () => {
  it('shows the whole country for 全国', () => {
    expect(viewOf([{ lng: 113.3, lat: 23.1 }], true)).toEqual({ zoom: 1.15 });
  });

  it('frames a city around its communities', () => {
    const view = viewOf(
      [
        { lng: 113.2, lat: 23.1 },
        { lng: 113.4, lat: 23.2 },
      ],
      false,
    );
    expect(view.center?.[0]).toBeCloseTo(113.3);
    expect(view.center?.[1]).toBeCloseTo(23.15);
    expect(view.zoom).toBeGreaterThan(100);
  });
});

describe('labelSides', () => {
  it('puts the labels of neighbouring cities on different sides', () => {
    const cities = [
      { lng: 121.47, lat: 31.23, size: 20, label: '上海市（3 个小区）' },
      { lng: 120.15, lat: 30.27, size: 20, label: '杭州市（3 个小区）' },
      { lng: 121.55, lat: 29.87, size: 20, label: '宁波市（2 个小区）' },
    ];
    const sides = labelSides(cities, 15, 13);
    // 杭州's right side would cover 宁波's marker; 宁波 is far enough below 上海 to keep the right.
    expect(sides).toEqual(['right', 'left', 'right']);
  });

  it('keeps a lone marker’s label on the right', () => {
    expect(labelSides([{ lng: 116.4, lat: 39.9, size: 20, label: '北京市' }], 15, 13)).toEqual(['right']);
  });
});

describe('tipHtml', () => {
  it('escapes what the records say', () => {
    expect(tipHtml('<b>', ['a&b'])).toBe('<b>&#60;b&#62;</b><br/>a&#38;b');
  });
});
