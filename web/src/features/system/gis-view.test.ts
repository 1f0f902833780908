// The GIS map's framing and tooltips (02 §2 GISMap).
import { describe, expect, it } from 'vitest';
import { tipHtml, viewOf } from './gis-view';

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

describe('tipHtml', () => {
  it('escapes what the records say', () => {
    expect(tipHtml('<b>', ['a&b'])).toBe('<b>&#60;b&#62;</b><br/>a&#38;b');
  });
});
