export { EChart, type EChartProps } from './EChart';
export type { EChartsOption } from './load-echarts';
