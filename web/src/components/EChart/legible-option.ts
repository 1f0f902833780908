// What keeps every chart legible at any size (docs/adr/0067), with ECharts' own options: axis labels that
// would overlap are hidden (the tooltip still names every item), legends scroll instead of wrapping
// over the plot, and series labels that would collide are hidden. A chart's own settings win.
import type { EChartsOption } from 'echarts';

type Part = Record<string, unknown>;

const asList = (part: unknown): Part[] | undefined =>
  part === undefined ? undefined : ((Array.isArray(part) ? part : [part]) as Part[]);

function withAxisDefaults(axes: unknown): Part[] | undefined {
  return asList(axes)?.map((axis) => ({
    ...axis,
    axisLabel: { hideOverlap: true, ...(axis.axisLabel as Part | undefined) },
  }));
}

function withLegendDefaults(legend: unknown): Part[] | undefined {
  return asList(legend)?.map((entry) => ({ type: 'scroll', ...entry }));
}

function withSeriesDefaults(series: unknown): Part[] | undefined {
  return asList(series)?.map((entry) =>
    entry.type === 'gauge' ? entry : { labelLayout: { hideOverlap: true }, ...entry },
  );
}

export function legibleOption(option: EChartsOption): EChartsOption {
  const legible: Part = { ...option };
  const parts: [string, (part: unknown) => Part[] | undefined][] = [
    ['xAxis', withAxisDefaults],
    ['yAxis', withAxisDefaults],
    ['legend', withLegendDefaults],
    ['series', withSeriesDefaults],
  ];
  for (const [key, defaults] of parts) {
    const value = defaults(legible[key]);
    if (value) legible[key] = value;
  }
  return legible as EChartsOption;
}
