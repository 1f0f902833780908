// The console's 综合态势 built from antd and ECharts alone, in the same frame (#/console/police): what a
// bookmark into the console's 综合态势 is measured against (lighthouse.ts). The same dark wall-screen
// panels in the same three columns: 告警概况, 告警类型 (bars of 12 kinds), 设备在线 (figures and an
// online / offline bar); 小区概况, 告警趋势 (area line of 7 days), 今日出入 (in / out bars by hour); 实时告警
// (a list of 20 alerts) and 车辆进出 (in / out bars of 7 days); the header with its clock, range select
// and 刷新. Charts are ECharts' tree-shaken core drawn as SVG, as the console draws them; the figures are
// fixed (the console asks the mock server for them). No console code.
import { ReloadOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Select, Tag, theme } from 'antd';
import type { EChartsOption } from 'echarts';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef, type ReactNode } from 'react';
import ConsoleFrame from './ConsoleFrame';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

const DAYS = ['11-25', '11-26', '11-27', '11-28', '11-29', '11-30', '12-01'];
const HOURS = Array.from({ length: 24 }, (_, h) => `${h}时`);
const KINDS = ['体温预警', '身份证预警', '籍贯预警', '陌生人预警', '车辆布控', '烟感报警'];
const ALARM_KINDS = [...KINDS, '门禁告警', '井盖告警', '智能家居', '标签预警', '陌生人超限', '未出门预警'];
const AXIS = { axisLabel: { color: '#8fb3d9' }, axisLine: { lineStyle: { color: '#3a5a85' } } };
const GRID = { left: 40, right: 12, top: 24, bottom: 24, containLabel: true };
const DARK = { algorithm: theme.darkAlgorithm } as const;

function Chart({ option, height, summary }: { option: EChartsOption; height: number; summary: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chart = echarts.init(box.current!, undefined, { renderer: 'svg' });
    chart.setOption(option);
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(box.current!);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [option]);
  return <div ref={box} role="img" aria-label={summary} style={{ height, width: '100%' }} />;
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      style={{
        border: '1px solid #1f4a7c',
        background: 'rgba(9, 36, 77, 0.6)',
        borderRadius: 4,
        padding: 12,
      }}
    >
      <h3 style={{ color: '#fff', fontSize: 15, margin: '0 0 8px' }}>{title}</h3>
      {children}
    </section>
  );
}

function Stats({ items }: { items: [string, number, string][] }) {
  return (
    <div
      style={{ display: 'grid', gridTemplateColumns: `repeat(${Math.min(items.length, 4)}, 1fr)`, gap: 8 }}
    >
      {items.map(([label, value, unit]) => (
        <div key={label}>
          <div style={{ color: '#8fb3d9', fontSize: 12 }}>{label}</div>
          <span style={{ color: '#3ee0ff', fontSize: 22, fontWeight: 600 }}>{value}</span>
          <span style={{ color: '#3ee0ff', fontSize: 12 }}>{unit}</span>
        </div>
      ))}
    </div>
  );
}

const bars = (names: string[], series: { name: string; data: number[]; color: string }[]): EChartsOption => ({
  grid: GRID,
  tooltip: { trigger: 'axis' },
  legend: series.length > 1 ? { right: 0, textStyle: { color: '#8fb3d9' } } : undefined,
  xAxis: { type: 'category', data: names, ...AXIS },
  yAxis: { type: 'value', minInterval: 1, ...AXIS },
  series: series.map((s) => ({ type: 'bar', ...s })),
});

const ALARM_TYPES: EChartsOption = {
  grid: GRID,
  tooltip: { trigger: 'axis' },
  xAxis: { type: 'value', minInterval: 1, ...AXIS },
  yAxis: { type: 'category', data: ALARM_KINDS, inverse: true, ...AXIS },
  series: [
    { name: '告警数', type: 'bar', data: [46, 22, 17, 48, 44, 45, 18, 8, 40, 29, 12, 8], color: '#ffa940' },
  ],
};
const ALARM_TREND: EChartsOption = {
  grid: GRID,
  tooltip: { trigger: 'axis' },
  xAxis: { type: 'category', data: DAYS, ...AXIS },
  yAxis: { type: 'value', minInterval: 1, ...AXIS },
  series: [
    {
      name: '告警数',
      type: 'line',
      smooth: true,
      areaStyle: { opacity: 0.3 },
      data: [77, 75, 76, 70, 71, 78, 20],
      color: '#ff7875',
    },
  ],
};
const DEVICES = bars(
  ['门口机', '摄像机', '道闸', '梯控', '烟感'],
  [
    { name: '在线', data: [120, 210, 40, 90, 127], color: '#36cfc9' },
    { name: '离线', data: [10, 22, 3, 8, 20], color: '#ff7875' },
  ],
);
const IN_OUT = bars(HOURS, [
  { name: '进', data: HOURS.map((_, h) => (h === 2 || h === 3 ? 1 : 0)), color: '#4f6ef7' },
  { name: '出', data: HOURS.map(() => 0), color: '#bae637' },
]);
const VEHICLES = bars(DAYS, [
  { name: '驶入', data: [13, 16, 11, 20, 13, 20, 1], color: '#4f6ef7' },
  { name: '驶出', data: [9, 14, 8, 15, 12, 13, 7], color: '#bae637' },
]);
const LIVE = Array.from({ length: 20 }, (_, i) => ({
  kind: KINDS[i % KINDS.length]!,
  text: `阳光雅居 ${['川GQ', '金帅', '马彬', '阳光', '地库'][i % 5]}${i + 1}`,
  time: `12-01 0${3 - Math.floor(i / 5)}:${String(4 - (i % 5)).padStart(2, '0')}`,
}));

function PoliceDashboard() {
  return (
    <ConfigProvider theme={DARK}>
      <div style={{ background: '#061a3a', padding: 12, borderRadius: 6 }}>
        <header style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 12 }}>
          <h2 style={{ color: '#3ee0ff', margin: 0 }}>综合态势</h2>
          <span style={{ color: '#cfe3ff' }}>2026-11-30 星期一 19:54:37</span>
          <span style={{ flex: 1 }} />
          <Select defaultValue="7" style={{ width: 120 }} options={[{ value: '7', label: '近 7 天' }]} />
          <Button icon={<ReloadOutlined />}>刷新</Button>
        </header>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 2fr 1fr', gap: 12 }}>
          <div style={{ display: 'grid', gap: 12, alignContent: 'start' }}>
            <Panel title="告警概况">
              <Stats
                items={[
                  ['近 7 天告警', 467, '条'],
                  ['今日告警', 20, '条'],
                  ['未处理', 140, '条'],
                ]}
              />
            </Panel>
            <Panel title="告警类型">
              <Chart option={ALARM_TYPES} height={220} summary="告警类型：12 类" />
            </Panel>
            <Panel title="设备在线">
              <Stats
                items={[
                  ['设备在线', 587, '台'],
                  ['设备离线', 63, '台'],
                  ['在线率', 90.3, '%'],
                ]}
              />
              <Chart option={DEVICES} height={180} summary="设备在线：587 台，离线 63 台" />
            </Panel>
          </div>
          <div style={{ display: 'grid', gap: 12, alignContent: 'start' }}>
            <Panel title="小区概况">
              <Stats
                items={[
                  ['小区', 24, '个'],
                  ['楼栋', 113, '栋'],
                  ['单元', 221, '个'],
                  ['房屋', 3354, '间'],
                ]}
              />
            </Panel>
            <Panel title="告警趋势">
              <Chart option={ALARM_TREND} height={200} summary="告警趋势：近 7 天" />
            </Panel>
            <Panel title="今日出入">
              <Stats
                items={[
                  ['今日进', 2, '人次'],
                  ['今日出', 0, '人次'],
                ]}
              />
              <Chart option={IN_OUT} height={180} summary="今日出入：进 2 人次，出 0 人次" />
            </Panel>
          </div>
          <div style={{ display: 'grid', gap: 12, alignContent: 'start' }}>
            <Panel title="实时告警">
              <ul style={{ listStyle: 'none', margin: 0, padding: 0, height: 260, overflow: 'hidden' }}>
                {LIVE.map((alarm, i) => (
                  <li key={i} style={{ display: 'flex', gap: 6, alignItems: 'center', height: 27 }}>
                    <Tag color={i % 2 ? 'blue' : 'red'}>{alarm.kind}</Tag>
                    <span style={{ flex: 1, color: '#fff', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                      {alarm.text}
                    </span>
                    <span style={{ color: '#8fb3d9', fontSize: 12 }}>{alarm.time}</span>
                  </li>
                ))}
              </ul>
            </Panel>
            <Panel title="车辆进出">
              <Stats
                items={[
                  ['近 7 天驶入', 94, '车次'],
                  ['近 7 天驶出', 78, '车次'],
                  ['当前在场', 23, '辆'],
                ]}
              />
              <Chart option={VEHICLES} height={180} summary="车辆进出：近 7 天" />
            </Panel>
          </div>
        </div>
      </div>
    </ConfigProvider>
  );
}

export default function PoliceDashboardPage() {
  return (
    <ConsoleFrame module="综合管控" current="综合态势" tabsBefore={['控制台']}>
      <PoliceDashboard />
    </ConsoleFrame>
  );
}
