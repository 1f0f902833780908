// 安全指数 (SafetyIndex, 02 §2 complex control): the safety score of every visible community over the
// query range — overall gauge, per-feature averages, the ranking and the chosen community's features.
// A feature opens 安全详情 (records behind its deduction); 趋势 opens 安全趋势.
import { LineChartOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Select, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { EChart } from '@/components/EChart';
import { DEFAULT_QUERY_DAY, QUERY_DAY_OPTIONS } from '@/features/complex/shared/query-range';
import { useAlertRefresh } from '@/features/complex/shared/use-alert-refresh';
import { safetyIndexQuery, type SafetyIndex } from '../api/get-safety-index';
import { ANALYSIS_KEYS } from '../api/query-keys';
import { Panel, WallScreen } from '../wall/WallScreen';
import { GRADE_COLOURS, scoreColour } from './grade-colour';
import { useSafetyLinks } from './safety-links';

type QueryDay = 7 | 15 | 30;
type Community = SafetyIndex['communities'][number];
const AXIS = { color: '#9fb7d9' };

function gaugeOption(score: number) {
  return {
    series: [
      {
        type: 'gauge' as const,
        min: 0,
        max: 100,
        progress: { show: true, width: 14, itemStyle: { color: scoreColour(score) } },
        axisLine: { lineStyle: { width: 14, color: [[1, 'rgba(64,169,255,0.18)']] as [number, string][] } },
        axisTick: { show: false },
        splitLine: { length: 8, lineStyle: { color: '#456' } },
        axisLabel: { show: false },
        pointer: { width: 4 },
        detail: { valueAnimation: false, fontSize: 34, color: '#e6f4ff', offsetCenter: [0, '62%'] },
        title: { color: '#9fb7d9', offsetCenter: [0, '88%'] },
        data: [{ value: score, name: '综合安全指数' }],
      },
    ],
  };
}

function featureBars(features: Community['features']) {
  return {
    grid: { left: 70, right: 36, top: 8, bottom: 8 },
    tooltip: { trigger: 'axis' as const },
    xAxis: {
      type: 'value' as const,
      max: 100,
      axisLabel: AXIS,
      splitLine: { lineStyle: { color: '#1d3557' } },
    },
    yAxis: { type: 'category' as const, data: features.map((f) => f.label), inverse: true, axisLabel: AXIS },
    series: [
      {
        type: 'bar' as const,
        name: '得分',
        barWidth: 14,
        data: features.map((f) => ({ value: f.score, itemStyle: { color: scoreColour(f.score) } })),
        label: { show: true, position: 'right' as const, color: '#e6f4ff' },
      },
    ],
  };
}

function radarOption(community: Community) {
  return {
    radar: {
      indicator: community.features.map((f) => ({ name: f.label, max: 100 })),
      radius: '62%',
      axisName: { color: '#9fd8ff' },
      splitLine: { lineStyle: { color: '#1d3557' } },
      splitArea: { show: false },
    },
    series: [
      {
        type: 'radar' as const,
        areaStyle: { opacity: 0.25 },
        data: [{ value: community.features.map((f) => f.score), name: community.depName }],
      },
    ],
  };
}

export default function SafetyIndexPage() {
  const navigate = useShellNavigate();
  const links = useSafetyLinks();
  const [queryDay, setQueryDay] = useState<QueryDay>(DEFAULT_QUERY_DAY);
  const [chosen, setChosen] = useState<number>();
  useAlertRefresh([ANALYSIS_KEYS.safety]);
  const index = useQuery({
    ...safetyIndexQuery(queryDay),
    placeholderData: keepPreviousData,
  });
  const data = index.data;
  const community = data?.communities.find((c) => c.depId === chosen) ?? data?.communities.at(-1);
  const gauge = useMemo(() => gaugeOption(data?.score ?? 0), [data?.score]);
  const averages = useMemo(() => featureBars(data?.features ?? []), [data?.features]);
  const radar = useMemo(() => (community ? radarOption(community) : undefined), [community]);
  const openDetail = (featureName: string) => {
    const path = community && links.detail(community.depId, featureName);
    if (path) void navigate(path);
  };
  const trendPath = links.trend(community?.depId);

  return (
    <WallScreen
      title="安全指数"
      subtitle={data && `${data.beginDate} 至 ${data.endDate}`}
      tools={
        <Select
          aria-label="统计天数"
          value={queryDay}
          options={QUERY_DAY_OPTIONS.map((o) => ({ ...o }))}
          onChange={(value) => setQueryDay(value)}
          style={{ width: 120 }}
        />
      }
      grid={{
        gridTemplateColumns: 'minmax(260px, 1fr) minmax(320px, 1.2fr) minmax(320px, 1.3fr)',
        gridTemplateRows: '1fr 1fr',
      }}
    >
      {index.isError && (
        <Alert
          type="error"
          showIcon
          message={`安全指数加载失败：${index.error.message}`}
          style={{ gridColumn: '1 / -1' }}
        />
      )}
      <Panel
        title="综合安全指数"
        chart
        extra={data && <Tag color={GRADE_COLOURS[data.grade]}>{data.grade}</Tag>}
      >
        <EChart
          option={gauge}
          height="100%"
          theme="dark"
          summary={data ? `综合安全指数 ${data.score} 分，等级${data.grade}` : '综合安全指数加载中'}
        />
      </Panel>
      <Panel
        title="小区安全排名"
        style={{ gridRow: 'span 2' }}
        extra={data && `${data.communities.length} 个小区`}
      >
        <ol className="aw-list" aria-label="小区安全排名">
          {data?.communities.map((c) => (
            <li
              key={c.depId}
              className={c.depId === community?.depId ? 'aw-clickable aw-selected' : 'aw-clickable'}
              onClick={() => setChosen(c.depId)}
              aria-current={c.depId === community?.depId}
            >
              <span className="aw-rank">{c.rank}</span>
              <span className="aw-grow" title={c.depName}>
                {c.depName}
              </span>
              <span style={{ color: scoreColour(c.score), fontWeight: 600, width: 36, textAlign: 'right' }}>
                {c.score}
              </span>
              <Tag color={GRADE_COLOURS[c.grade]} style={{ marginInlineEnd: 0 }}>
                {c.grade}
              </Tag>
            </li>
          ))}
        </ol>
      </Panel>
      <Panel
        title={community ? `${community.depName} · 场景得分` : '场景得分'}
        extra={
          trendPath && (
            <Button size="small" icon={<LineChartOutlined />} onClick={() => void navigate(trendPath)}>
              安全趋势
            </Button>
          )
        }
        chart
      >
        {radar && community && (
          <EChart
            option={radar}
            height="100%"
            theme="dark"
            summary={`${community.depName}：${community.features.map((f) => `${f.label} ${f.score}`).join('，')}`}
          />
        )}
      </Panel>
      <Panel title="场景平均得分（全部小区）" chart>
        <EChart
          option={averages}
          height="100%"
          theme="dark"
          summary={(data?.features ?? []).map((f) => `${f.label} ${f.score}`).join('，') || '加载中'}
        />
      </Panel>
      <Panel title={community ? `${community.depName} · 扣分明细` : '扣分明细'}>
        <Space orientation="vertical" size={6} style={{ width: '100%' }}>
          {community?.features.map((f) => (
            <Button
              key={f.featureName}
              block
              onClick={() => openDetail(f.featureName)}
              aria-label={`${f.label} 明细`}
              style={{ display: 'flex', justifyContent: 'space-between' }}
            >
              <span>{f.label}</span>
              <span>
                <span style={{ color: scoreColour(f.score), fontWeight: 600 }}>{f.score} 分</span>
                <span style={{ opacity: 0.7, marginLeft: 12 }}>
                  扣 {f.deduction} · {f.count} 条
                </span>
              </span>
            </Button>
          ))}
        </Space>
      </Panel>
    </WallScreen>
  );
}
