// Building blocks of the panels: a row of figures, a chart that fills the space left, and the
// loading / error states of the aggregate a panel reads.
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { EChart, type EChartsOption } from '@/components/EChart';
import { useDashboardView } from '../frame/dashboard-view';

export interface StatItem {
  label: string;
  value: number | string;
  unit?: string;
}

/** Figures with their labels; each is a group named by its label (readable and testable). */
export function StatRow({ items }: { items: readonly StatItem[] }) {
  return (
    <div className="dash-stats">
      {items.map((item) => (
        <div className="dash-stat" role="group" aria-label={item.label} key={item.label}>
          <div className="dash-stat-label">{item.label}</div>
          <div className="dash-stat-value">
            {item.value}
            {item.unit && <small>{item.unit}</small>}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * A chart taking the rest of the panel's height, in the dashboard's theme; `minHeight` for a chart whose
 * rows need more than the default (the panel body scrolls then).
 */
export function ChartFill({
  option,
  summary,
  minHeight,
}: {
  option: EChartsOption;
  summary: string;
  minHeight?: number;
}) {
  const { dark } = useDashboardView();
  return (
    <div className="dash-chart" style={minHeight ? { minHeight } : undefined}>
      <div className="dash-chart-box">
        <EChart option={option} summary={summary} height="100%" theme={dark ? 'dark' : undefined} />
      </div>
    </div>
  );
}

/** Renders the data once loaded; a skeleton before, the error text if the call failed. */
export function WithData<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isError)
    return <Alert type="error" showIcon title="数据加载失败" description={query.error.message} />;
  if (query.data === undefined) return <Skeleton active paragraph={{ rows: 2 }} />;
  return <>{children(query.data)}</>;
}

/** Shared look of the charts: compact grid, readable axis labels. */
export const GRID = { left: 8, right: 12, top: 28, bottom: 4, containLabel: true } as const;
/** A category row of a horizontal bar chart: one 12 px label with its gap. */
export const CATEGORY_ROW_HEIGHT = 18;
export const shortDate = (date: string) => date.slice(5);

/** A labelled count of a breakdown (residents by type, repairs by state …). */
export interface Slice {
  label: string;
  count: number;
  color?: string;
}

/** The dashboards' donut: legend scrolling along the bottom, no labels on the ring. */
export function donutOption(slices: readonly Slice[]): EChartsOption {
  return {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0, type: 'scroll', itemWidth: 12, itemHeight: 8, textStyle: { fontSize: 11 } },
    series: [
      {
        type: 'pie',
        radius: ['42%', '68%'],
        center: ['50%', '45%'],
        label: { show: false },
        data: slices.map((s) => ({
          name: s.label,
          value: s.count,
          ...(s.color ? { itemStyle: { color: s.color } } : {}),
        })),
      },
    ],
  };
}

/** The words a donut's summary says: 'label count, label count'. */
export const sliceText = (slices: readonly Slice[]) => slices.map((s) => `${s.label} ${s.count}`).join('，');
