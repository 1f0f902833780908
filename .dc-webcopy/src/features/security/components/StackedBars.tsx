// A small column chart drawn with plain elements (ECharts is not part of the console): one column per
// label, stacked by series, scaled to the tallest column, with the total above and a legend below.
import { Space, Tooltip, Typography } from 'antd';

export interface BarSeries {
  key: string;
  name: string;
  colour: string;
}

export interface StackedBarsProps {
  series: readonly BarSeries[];
  columns: readonly { label: string; values: Record<string, number> }[];
  height?: number;
  /** Show every n-th label only (24 hours do not fit otherwise). */
  labelEvery?: number;
  /** Totals above the columns (off for narrow columns). */
  showTotals?: boolean;
}

export function StackedBars({
  series,
  columns,
  height = 180,
  labelEvery = 1,
  showTotals = true,
}: StackedBarsProps) {
  const totals = columns.map((c) => series.reduce((sum, s) => sum + (c.values[s.key] ?? 0), 0));
  const max = Math.max(1, ...totals);
  return (
    <div>
      <div
        role="img"
        aria-label="柱状图"
        style={{ display: 'flex', alignItems: 'flex-end', gap: 4, height: height + 20 }}
      >
        {columns.map((column, i) => (
          <Tooltip
            key={column.label}
            title={
              <div>
                <div>{column.label}</div>
                {series.map((s) => (
                  <div key={s.key}>
                    {s.name}：{column.values[s.key] ?? 0}
                  </div>
                ))}
              </div>
            }
          >
            <div
              style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', alignItems: 'center' }}
            >
              <Typography.Text
                type="secondary"
                style={{ fontSize: 11, lineHeight: '18px', whiteSpace: 'nowrap' }}
              >
                {showTotals && totals[i] ? totals[i] : ''}
              </Typography.Text>
              <div
                style={{
                  width: '70%',
                  maxWidth: 36,
                  height: (totals[i]! / max) * height,
                  display: 'flex',
                  flexDirection: 'column-reverse',
                  borderRadius: '3px 3px 0 0',
                  overflow: 'hidden',
                }}
              >
                {series.map((s) => (
                  <div key={s.key} style={{ background: s.colour, flex: column.values[s.key] ?? 0 }} />
                ))}
              </div>
            </div>
          </Tooltip>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 4, borderTop: '1px solid rgba(5,5,5,0.15)', paddingTop: 4 }}>
        {columns.map((column, i) => (
          <Typography.Text
            key={column.label}
            type="secondary"
            style={{
              flex: 1,
              minWidth: 0,
              textAlign: 'center',
              fontSize: 11,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
            }}
          >
            {i % labelEvery === 0 ? column.label : ''}
          </Typography.Text>
        ))}
      </div>
      {series.length > 1 && (
        <Space size={16} style={{ marginTop: 8 }}>
          {series.map((s) => (
            <Space key={s.key} size={4}>
              <span
                style={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  borderRadius: 2,
                  background: s.colour,
                }}
              />
              <Typography.Text type="secondary">{s.name}</Typography.Text>
            </Space>
          ))}
        </Space>
      )}
    </div>
  );
}
