// GIS地图's label layout (02 §2 GISMap) runs on zoom, pan and resize: a resize that arrives before the
// chart has been given its option (the page still loading) lays out nothing instead of throwing.
import { describe, expect, it } from 'vitest';
import { loadECharts } from '@/components/EChart/load-echarts';
import { layOutLabels } from './GisBaseMap';

const MARKER = {
  key: '1',
  name: '阳光雅居',
  lng: 116.4,
  lat: 39.9,
  color: '#1677ff',
  size: 12,
  label: '阳光雅居',
  tipLines: [],
};

describe('GIS地图 label layout', () => {
  it('does nothing on a chart that has no option yet', async () => {
    const echarts = await loadECharts();
    const box = document.createElement('div');
    const chart = echarts.init(box, undefined, { renderer: 'svg', width: 800, height: 600 });
    try {
      expect(() => layOutLabels(chart, [MARKER], true)).not.toThrow();
      expect(chart.getOption()).toBeUndefined();
    } finally {
      chart.dispose();
    }
  });
});
