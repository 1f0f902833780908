// 疫情态势 panels: temperature and mask warnings, health codes, daily trend and the newest records.
import { Empty, Tag } from 'antd';
import { ChartFill, GRID, StatRow, WithData, donutOption, shortDate, sliceText } from './parts';
import { useEpidemicData } from './use-aggregates';

/** 体温异常 from this temperature (℃) up, as the server counts it (dashboardEpidemic). */
const FEVER_TEMPERATURE = 37.3;

const HEALTH_CODE_COLORS: Readonly<Record<string, string>> = {
  绿码: '#52c41a',
  黄码: '#fadb14',
  红码: '#ff4d4f',
  未知: '#8c8c8c',
};

export function EpidemicStatsPanel() {
  return (
    <WithData query={useEpidemicData()}>
      {({ heat, visitors, queryDay }) => (
        <StatRow
          items={[
            { label: `近 ${queryDay} 天预警`, value: heat.total, unit: '条' },
            { label: '今日预警', value: heat.today, unit: '条' },
            { label: '体温异常', value: heat.fever, unit: '人次' },
            { label: '未戴口罩', value: heat.noMask, unit: '人次' },
            { label: '未处理预警', value: heat.unhandled, unit: '条' },
            { label: '今日访客登记', value: visitors.today, unit: '人次' },
          ]}
        />
      )}
    </WithData>
  );
}

export function HealthCodesPanel() {
  return (
    <WithData query={useEpidemicData()}>
      {({ healthCodes }) => (
        <ChartFill
          summary={`健康码：${sliceText(healthCodes)}`}
          option={donutOption(healthCodes.map((c) => ({ ...c, color: HEALTH_CODE_COLORS[c.label] })))}
        />
      )}
    </WithData>
  );
}

export function EpidemicTrendPanel() {
  return (
    <WithData query={useEpidemicData()}>
      {({ daily, queryDay }) => (
        <ChartFill
          summary={`近 ${queryDay} 天体温异常、未戴口罩与访客登记趋势`}
          option={{
            tooltip: { trigger: 'axis' },
            legend: { top: 0, right: 0 },
            grid: GRID,
            xAxis: { type: 'category', data: daily.map((d) => shortDate(d.date)) },
            yAxis: { type: 'value', minInterval: 1 },
            series: [
              {
                name: '体温异常',
                type: 'line',
                smooth: true,
                data: daily.map((d) => d.fever),
                color: '#ff4d4f',
              },
              {
                name: '未戴口罩',
                type: 'line',
                smooth: true,
                data: daily.map((d) => d.noMask),
                color: '#ffa940',
              },
              { name: '访客登记', type: 'bar', data: daily.map((d) => d.visitors), color: '#40a9ff' },
            ],
          }}
        />
      )}
    </WithData>
  );
}

export function HeatRecordsPanel() {
  return (
    <WithData query={useEpidemicData()}>
      {({ latest }) =>
        latest.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无测温预警" />
        ) : (
          <ul className="dash-list" aria-label="最新测温预警">
            {latest.map((r) => (
              <li key={r.id}>
                <Tag
                  color={r.temperature >= FEVER_TEMPERATURE ? 'red' : 'green'}
                  style={{ marginInlineEnd: 0 }}
                >
                  {r.temperature.toFixed(1)}℃
                </Tag>
                <span className="dash-list-text">
                  {r.userName} · {r.depName} · {r.healthCodeStatusDesc}
                  {r.isNoMask === 1 ? ' · 未戴口罩' : ''}
                </span>
                <span className="dash-list-time">{r.captureTime.slice(5, 16)}</span>
              </li>
            ))}
          </ul>
        )
      }
    </WithData>
  );
}
