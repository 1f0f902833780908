// Alarm panels: totals, by type, daily trend, and 实时告警 — the newest alarms plus a flash of the alert
// that just arrived on the alert channel.
import { Empty, Tag } from 'antd';
import { ALERT_KINDS } from '@/lib/constants/alerts';
import { useDashboardView } from '../frame/dashboard-view';
import { CATEGORY_ROW_HEIGHT, ChartFill, GRID, StatRow, WithData, shortDate } from './parts';
import { useOverviewData } from './use-aggregates';

export function AlarmStatsPanel() {
  return (
    <WithData query={useOverviewData()}>
      {({ alarms, queryDay }) => (
        <StatRow
          items={[
            { label: `近 ${queryDay} 天告警`, value: alarms.total, unit: '条' },
            { label: '今日告警', value: alarms.today, unit: '条' },
            { label: '未处理', value: alarms.unhandled, unit: '条' },
          ]}
        />
      )}
    </WithData>
  );
}

export function AlarmTypesPanel() {
  return (
    <WithData query={useOverviewData()}>
      {({ alarms }) => (
        <ChartFill
          summary={`告警类型：${alarms.byType.map((t) => `${t.label} ${t.count}`).join('，')}`}
          minHeight={alarms.byType.length * CATEGORY_ROW_HEIGHT + 28}
          option={{
            tooltip: { trigger: 'axis' },
            grid: { ...GRID, top: 4 },
            xAxis: { type: 'value', minInterval: 1 },
            yAxis: {
              type: 'category',
              inverse: true,
              axisLabel: { interval: 0, fontSize: 11 },
              data: alarms.byType.map((t) => t.label),
            },
            series: [
              { name: '告警数', type: 'bar', data: alarms.byType.map((t) => t.count), color: '#ffa940' },
            ],
          }}
        />
      )}
    </WithData>
  );
}

export function AlarmTrendPanel() {
  return (
    <WithData query={useOverviewData()}>
      {({ alarms, queryDay }) => (
        <ChartFill
          summary={`近 ${queryDay} 天告警 ${alarms.total} 条`}
          option={{
            tooltip: { trigger: 'axis' },
            grid: { ...GRID, top: 12 },
            xAxis: { type: 'category', data: alarms.daily.map((d) => shortDate(d.date)) },
            yAxis: { type: 'value', minInterval: 1 },
            series: [
              {
                name: '告警数',
                type: 'line',
                smooth: true,
                areaStyle: { opacity: 0.25 },
                data: alarms.daily.map((d) => d.count),
                color: '#ff7875',
              },
            ],
          }}
        />
      )}
    </WithData>
  );
}

/** The alert just pushed on the alert channel, flashing until the next one. */
function AlertFlash() {
  const { latestAlert, alertSeq } = useDashboardView();
  if (!latestAlert) return null;
  const payload = latestAlert.payload as { depName?: unknown };
  const place = typeof payload.depName === 'string' ? ` · ${payload.depName}` : '';
  return (
    <div className="dash-flash" role="alert" key={alertSeq}>
      新告警：{ALERT_KINDS[latestAlert.type].title}
      {place}
    </div>
  );
}

export function LiveAlarmsPanel() {
  return (
    <>
      <AlertFlash />
      <WithData query={useOverviewData()}>
        {({ alarms }) =>
          alarms.latest.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无告警" />
          ) : (
            <ul className="dash-list" aria-label="最新告警">
              {alarms.latest.map((a) => (
                <li key={a.key}>
                  <Tag color={a.handled === false ? 'red' : 'blue'} style={{ marginInlineEnd: 0 }}>
                    {a.typeName}
                  </Tag>
                  <span className="dash-list-text" title={`${a.depName} ${a.content}`}>
                    {a.depName} {a.content}
                  </span>
                  <span className="dash-list-time">{a.time.slice(5, 16)}</span>
                </li>
              ))}
            </ul>
          )
        }
      </WithData>
    </>
  );
}
