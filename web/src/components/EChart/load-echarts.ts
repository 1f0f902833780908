// ECharts on demand: only the chart types and components the console draws are registered (tree-shaken
// core), fetched as one chunk the first time any chart mounts. Charts draw as SVG: their text is in the
// document, sharp at any zoom and measurable (docs/adr/0067).
import type { EChartsOption, EChartsType } from 'echarts';
import type * as EChartsCore from 'echarts/core';

export type { EChartsOption, EChartsType };
type Core = typeof EChartsCore;

let loading: Promise<Core> | undefined;

export function loadECharts(): Promise<Core> {
  loading ??= Promise.all([
    import('echarts/core'),
    import('echarts/charts'),
    import('echarts/components'),
    import('echarts/renderers'),
  ])
    .then(([core, charts, components, renderers]) => {
      core.use([
        charts.BarChart,
        charts.LineChart,
        charts.PieChart,
        charts.GaugeChart,
        charts.RadarChart,
        charts.ScatterChart,
        charts.EffectScatterChart,
        charts.HeatmapChart,
        components.GridComponent,
        components.TooltipComponent,
        components.LegendComponent,
        components.TitleComponent,
        components.DatasetComponent,
        components.VisualMapComponent,
        components.MarkLineComponent,
        components.GraphicComponent,
        renderers.SVGRenderer,
      ]);
      return core;
    })
    .catch((error: unknown) => {
      loading = undefined; // a failed chunk fetch can be retried by the next chart
      throw error;
    });
  return loading;
}
