// The legibility defaults every chart gets (docs/adr/0067): overlapping axis labels hidden, scrolling
// legends, colliding series labels hidden; a chart's own settings win.
import { describe, expect, it } from 'vitest';
import { legibleOption } from './legible-option';

describe('legibleOption', () => {
  it('hides overlapping axis labels on every axis, keeping the chart’s own label settings', () => {
    const option = legibleOption({
      xAxis: { type: 'value' },
      yAxis: [{ type: 'category', axisLabel: { interval: 0, fontSize: 11 } }],
    });
    expect(option.xAxis).toEqual([{ type: 'value', axisLabel: { hideOverlap: true } }]);
    expect(option.yAxis).toEqual([
      { type: 'category', axisLabel: { hideOverlap: true, interval: 0, fontSize: 11 } },
    ]);
  });

  it('scrolls legends unless the chart chose a type', () => {
    expect(legibleOption({ legend: { top: 0 } }).legend).toEqual([{ type: 'scroll', top: 0 }]);
    expect(legibleOption({ legend: { type: 'plain' } }).legend).toEqual([{ type: 'plain' }]);
  });

  it('hides colliding series labels, except on gauges; leaves absent parts absent', () => {
    const option = legibleOption({
      series: [
        { type: 'pie', data: [] },
        { type: 'gauge', data: [] },
      ],
    });
    expect(option.series).toEqual([
      { type: 'pie', data: [], labelLayout: { hideOverlap: true } },
      { type: 'gauge', data: [] },
    ]);
    expect(legibleOption({ title: { text: 'x' } })).toEqual({ title: { text: 'x' } });
  });
});
