// One chart drawn with ECharts. The library is loaded on demand (its own chunk, fetched the first time a
// chart mounts) so pages without charts never pay for it. The chart follows its box's size, and an
// optional text summary is kept for screen readers. Drawn as SVG with the legibility defaults of
// legible-option.ts (no overlapping axis labels, scrolling legends; docs/adr/0067).
import { Spin } from 'antd';
import { useEffect, useRef, type CSSProperties } from 'react';
import { consoleFontFamily } from '@/lib/console-font';
import { legibleOption } from './legible-option';
import { loadECharts, type EChartsOption } from './load-echarts';
import { useEChartInstance } from './use-echart-instance';

export interface EChartProps {
  option: EChartsOption;
  /** What the chart shows, in words (aria-label of the chart box). */
  summary: string;
  height?: CSSProperties['height'];
  /** 'dark' on wall-screen dashboards. */
  theme?: 'dark';
  onClick?: (params: { name: string; seriesName?: string; data?: unknown }) => void;
  className?: string;
}

/** Charts' text in the console's font stack (docs/adr/0093), unless a chart names its own font. */
const chartTextStyle = (own: EChartsOption['textStyle']) => ({ fontFamily: consoleFontFamily(), ...own });

export function EChart({ option, summary, height = 240, theme, onClick, className }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const clickRef = useRef(onClick);
  clickRef.current = onClick;
  const { chart, ready, failed } = useEChartInstance(
    box,
    loadECharts,
    (instance) => instance.on('click', (params) => clickRef.current?.(params as never)),
    theme,
  );

  useEffect(() => {
    if (ready)
      chart.current?.setOption(
        legibleOption({
          backgroundColor: 'transparent',
          ...option,
          textStyle: chartTextStyle(option.textStyle),
        }),
        { notMerge: true },
      );
  }, [ready, option, chart]);

  return (
    <div className={className} style={{ position: 'relative', height, width: '100%' }}>
      <div ref={box} role="img" aria-label={summary} style={{ height: '100%', width: '100%' }} />
      {!ready && !failed && (
        <Spin
          style={{ position: 'absolute', inset: 0, margin: 'auto', height: 20 }}
          aria-label="图表加载中"
        />
      )}
      {failed && (
        <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: '#999' }}>
          图表加载失败，请刷新重试
        </div>
      )}
    </div>
  );
}
