// 疫情防控演示 (EpidemicPreventionDemo, 02 §2 complex control): a demonstration wall screen built from the
// temperature checks (fever ≥ 37.3 ℃, no mask), ID / native-place warnings and visitor registrations
// of the query range — key figures, temperature distribution, health codes, daily trend and the
// latest abnormal records; every alert pushed on the alert channel refetches it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Select, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { EChart } from '@/components/EChart';
import { DEFAULT_QUERY_DAY, QUERY_DAY_OPTIONS } from '@/features/complex/shared/query-range';
import { useAlertRefresh } from '@/features/complex/shared/use-alert-refresh';
import { epidemicDemoQuery, type EpidemicDemo } from '../api/get-epidemic-demo';
import { ANALYSIS_KEYS } from '../api/query-keys';
import { Figure, Panel, WallScreen } from '../wall/WallScreen';

type QueryDay = 7 | 15 | 30;
const AXIS = { color: '#9fb7d9' };
const SPLIT = { lineStyle: { color: '#1d3557' } };
const KIND_TAGS: Record<EpidemicDemo['latest'][number]['kind'], { text: string; colour: string }> = {
  fever: { text: '体温异常', colour: 'red' },
  noMask: { text: '未戴口罩', colour: 'orange' },
  id: { text: '身份证预警', colour: 'magenta' },
  native: { text: '籍贯预警', colour: 'purple' },
};
const CODE_COLOURS: Record<string, string> = {
  绿码: '#52c41a',
  黄码: '#fadb14',
  红码: '#ff4d4f',
  未知: '#8c8c8c',
};

function options(data: EpidemicDemo) {
  return {
    temperatures: {
      tooltip: { trigger: 'axis' as const },
      grid: { left: 36, right: 12, top: 16, bottom: 28 },
      xAxis: {
        type: 'category' as const,
        data: data.temperatures.map((t) => t.label),
        axisLabel: { ...AXIS, fontSize: 11 },
      },
      yAxis: { type: 'value' as const, minInterval: 1, axisLabel: AXIS, splitLine: SPLIT },
      series: [
        {
          type: 'bar' as const,
          name: '人次',
          data: data.temperatures.map((t, i) => ({
            value: t.count,
            itemStyle: { color: i >= 4 ? '#ff4d4f' : '#36cfc9' },
          })),
          label: { show: true, position: 'top' as const, color: '#e6f4ff' },
        },
      ],
    },
    codes: {
      tooltip: { trigger: 'item' as const },
      legend: { bottom: 0, textStyle: AXIS },
      series: [
        {
          type: 'pie' as const,
          name: '健康码',
          radius: ['40%', '65%'],
          center: ['50%', '44%'],
          data: data.healthCodes.map((c) => ({
            name: c.label,
            value: c.count,
            itemStyle: { color: CODE_COLOURS[c.label] },
          })),
        },
      ],
    },
    daily: {
      tooltip: { trigger: 'axis' as const },
      legend: { top: 0, textStyle: AXIS },
      grid: { left: 36, right: 12, top: 32, bottom: 24 },
      xAxis: { type: 'category' as const, data: data.daily.map((d) => d.date.slice(5)), axisLabel: AXIS },
      yAxis: { type: 'value' as const, minInterval: 1, axisLabel: AXIS, splitLine: SPLIT },
      series: [
        { type: 'line' as const, name: '测温', smooth: true, data: data.daily.map((d) => d.checks) },
        { type: 'line' as const, name: '体温异常', smooth: true, data: data.daily.map((d) => d.fever) },
        { type: 'line' as const, name: '未戴口罩', smooth: true, data: data.daily.map((d) => d.noMask) },
        { type: 'line' as const, name: '布控预警', smooth: true, data: data.daily.map((d) => d.warnings) },
        { type: 'line' as const, name: '访客', smooth: true, data: data.daily.map((d) => d.visitors) },
      ],
    },
  };
}

export default function EpidemicPreventionDemoPage() {
  const [queryDay, setQueryDay] = useState<QueryDay>(DEFAULT_QUERY_DAY);
  const latestAlert = useAlertRefresh([ANALYSIS_KEYS.epidemic]);
  const demo = useQuery({
    ...epidemicDemoQuery(queryDay),
    placeholderData: keepPreviousData,
  });
  const data = demo.data;
  const charts = useMemo(() => data && options(data), [data]);
  const f = data?.figures;

  return (
    <WallScreen
      title="疫情防控演示"
      subtitle={data && `${data.beginDate} 至 ${data.endDate}`}
      tools={
        <>
          {latestAlert && <Tag color="red">新告警：{latestAlert.payload.depName}</Tag>}
          <Select
            aria-label="统计天数"
            value={queryDay}
            options={QUERY_DAY_OPTIONS.map((o) => ({ ...o }))}
            onChange={(value) => setQueryDay(value)}
            style={{ width: 120 }}
          />
        </>
      }
      grid={{
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) minmax(300px, 0.9fr)',
        gridTemplateRows: 'auto minmax(0, 1fr) minmax(0, 1fr)',
      }}
    >
      {demo.isError && (
        <Alert type="error" showIcon message={demo.error.message} style={{ gridColumn: '1 / -1' }} />
      )}
      <div className="aw-figures" style={{ gridColumn: '1 / -1' }} aria-label="关键数字">
        <Figure label="测温人次" value={f?.checks ?? '-'} testId="figure-checks" />
        <Figure label="体温异常" value={f?.fever ?? '-'} warn testId="figure-fever" />
        <Figure label="未戴口罩" value={f?.noMask ?? '-'} warn testId="figure-noMask" />
        <Figure label="身份证预警" value={f?.idWarnings ?? '-'} testId="figure-idWarnings" />
        <Figure label="籍贯预警" value={f?.nativeWarnings ?? '-'} testId="figure-nativeWarnings" />
        <Figure label="访客登记" value={f?.visitors ?? '-'} testId="figure-visitors" />
        <Figure label="待处理异常" value={f?.unhandled ?? '-'} warn testId="figure-unhandled" />
      </div>
      <Panel title="体温分布" chart>
        {charts && data && (
          <EChart
            option={charts.temperatures}
            height="100%"
            theme="dark"
            summary={`体温分布：${data.temperatures.map((t) => `${t.label} ${t.count}`).join('，')}`}
          />
        )}
      </Panel>
      <Panel title="健康码构成" chart>
        {charts && data && (
          <EChart
            option={charts.codes}
            height="100%"
            theme="dark"
            summary={`健康码：${data.healthCodes.map((c) => `${c.label} ${c.count}`).join('，')}`}
          />
        )}
      </Panel>
      <Panel title="最新异常记录" style={{ gridRow: 'span 2' }} extra={data && `${data.latest.length} 条`}>
        <ul className="aw-list" aria-label="最新异常记录">
          {data?.latest.map((r) => (
            <li key={r.key}>
              <Tag color={KIND_TAGS[r.kind].colour} style={{ marginInlineEnd: 0 }}>
                {KIND_TAGS[r.kind].text}
              </Tag>
              <span className="aw-grow" title={`${r.name} ${r.depName} ${r.detail}`}>
                {r.name} · {r.depName} · {r.detail}
              </span>
              <span className="aw-time">{r.time.slice(5, 16)}</span>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title="每日趋势" chart style={{ gridColumn: 'span 2' }}>
        {charts && data && (
          <EChart
            option={charts.daily}
            height="100%"
            theme="dark"
            summary={`每日测温：${data.daily.map((d) => `${d.date} ${d.checks}`).join('，')}`}
          />
        )}
      </Panel>
    </WallScreen>
  );
}
