// Panels about movement: today's in/out records by hour and vehicle flow per day.
import { ChartFill, GRID, StatRow, WithData, shortDate } from './parts';
import { useOverviewData } from './use-aggregates';

export function InOutPanel() {
  return (
    <WithData query={useOverviewData()}>
      {({ inOut }) => (
        <>
          <StatRow
            items={[
              { label: '今日进', value: inOut.in, unit: '人次' },
              { label: '今日出', value: inOut.out, unit: '人次' },
            ]}
          />
          <ChartFill
            summary={`今日出入 ${inOut.total} 人次：进 ${inOut.in}，出 ${inOut.out}`}
            option={{
              tooltip: { trigger: 'axis' },
              legend: { top: 0, right: 0 },
              grid: GRID,
              xAxis: { type: 'category', data: inOut.hourly.map((h) => `${h.hour}时`) },
              yAxis: { type: 'value', minInterval: 1 },
              series: [
                { name: '进', type: 'bar', data: inOut.hourly.map((h) => h.in) },
                { name: '出', type: 'bar', data: inOut.hourly.map((h) => h.out) },
              ],
            }}
          />
        </>
      )}
    </WithData>
  );
}

export function VehiclesPanel() {
  return (
    <WithData query={useOverviewData()}>
      {({ vehicles, queryDay }) => (
        <>
          <StatRow
            items={[
              { label: `近 ${queryDay} 天驶入`, value: vehicles.in, unit: '车次' },
              { label: `近 ${queryDay} 天驶出`, value: vehicles.out, unit: '车次' },
              { label: '当前在场', value: vehicles.parked, unit: '辆' },
            ]}
          />
          <ChartFill
            summary={`近 ${queryDay} 天车辆驶入 ${vehicles.in} 车次，驶出 ${vehicles.out} 车次`}
            option={{
              tooltip: { trigger: 'axis' },
              legend: { top: 0, right: 0 },
              grid: GRID,
              xAxis: { type: 'category', data: vehicles.daily.map((d) => shortDate(d.date)) },
              yAxis: { type: 'value', minInterval: 1 },
              series: [
                { name: '驶入', type: 'bar', data: vehicles.daily.map((d) => d.in) },
                { name: '驶出', type: 'bar', data: vehicles.daily.map((d) => d.out) },
              ],
            }}
          />
        </>
      )}
    </WithData>
  );
}
