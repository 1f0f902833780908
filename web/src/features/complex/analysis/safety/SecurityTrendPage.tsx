// 安全趋势 (SecurityTrend, hidden, /complex/trend?depId=…): the rolling 7-day safety score of each
// day of the range, overall and per feature, for one community or all visible ones.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { EChart } from '@/components/EChart';
import { DEFAULT_QUERY_DAY, QUERY_DAY_OPTIONS } from '@/features/complex/shared/query-range';
import { safetyIndexQuery } from '../api/get-safety-index';
import { safetyTrendQuery, type SafetyTrend } from '../api/get-safety-trend';
import { useSafetyLinks } from './safety-links';

type QueryDay = 7 | 15 | 30;
const ALL = -1;

function trendOption(trend: SafetyTrend) {
  const dates = trend.points.map((p) => p.date.slice(5));
  return {
    tooltip: { trigger: 'axis' as const },
    legend: { top: 0 },
    grid: { left: 40, right: 20, top: 40, bottom: 30 },
    xAxis: { type: 'category' as const, data: dates },
    yAxis: { type: 'value' as const, min: 0, max: 100 },
    series: [
      {
        type: 'line' as const,
        name: '综合得分',
        data: trend.points.map((p) => p.score),
        lineStyle: { width: 4 },
        symbolSize: 8,
      },
      ...trend.features.map((f, i) => ({
        type: 'line' as const,
        name: f.label,
        data: trend.points.map((p) => p.features[i]),
        lineStyle: { width: 1.5 },
      })),
    ],
  };
}

export default function SecurityTrendPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useShellNavigate();
  const links = useSafetyLinks();
  const depId = params.get('depId') === null ? ALL : Number(params.get('depId'));
  const queryDay = (Number(params.get('queryDay')) || DEFAULT_QUERY_DAY) as QueryDay;
  const update = (key: string, value: number) => {
    const next = new URLSearchParams(params);
    next.set(key, String(value));
    setParams(next, { replace: true });
  };
  const trend = useQuery({
    ...safetyTrendQuery(depId, queryDay),
    placeholderData: keepPreviousData,
    retry: false,
  });
  // the community choices: the index lists every visible community
  const index = useQuery(safetyIndexQuery(DEFAULT_QUERY_DAY));
  const option = useMemo(() => (trend.data ? trendOption(trend.data) : undefined), [trend.data]);
  const data = trend.data;

  if (!Number.isInteger(depId) || trend.isError) {
    return (
      <Result
        status="warning"
        title="无法查看安全趋势"
        subTitle={trend.error?.message ?? `小区参数不正确：${params.get('depId') ?? ''}`}
        extra={
          links.index && (
            <Button type="primary" onClick={() => void navigate(links.index!)}>
              返回安全指数
            </Button>
          )
        }
      />
    );
  }

  return (
    <Card
      size="small"
      title={data ? `安全趋势 · ${data.depName}（${data.beginDate} 至 ${data.endDate}）` : '安全趋势'}
      extra={
        <Space wrap>
          <Select
            aria-label="小区"
            value={depId}
            style={{ width: 180 }}
            showSearch={{ optionFilterProp: 'label' }}
            options={[
              { value: ALL, label: '全部小区' },
              ...(index.data?.communities ?? [])
                .map((c) => ({ value: c.depId, label: c.depName }))
                .sort((a, b) => a.value - b.value),
            ]}
            onChange={(value) => update('depId', value)}
          />
          <Select
            aria-label="统计天数"
            value={queryDay}
            options={QUERY_DAY_OPTIONS.map((o) => ({ ...o }))}
            onChange={(value) => update('queryDay', value)}
            style={{ width: 120 }}
          />
          {links.index && (
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(links.index!)}>
              安全指数
            </Button>
          )}
        </Space>
      }
    >
      <p style={{ marginTop: 0, opacity: 0.7 }}>每天的得分为截至当天的 7 天安全指数（滚动 7 日）。</p>
      {option && data && (
        <EChart
          option={option}
          height={420}
          summary={`${data.depName}安全趋势：${data.points.map((p) => `${p.date} ${p.score}`).join('，')}`}
        />
      )}
    </Card>
  );
}
