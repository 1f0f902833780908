// Panels about the place and its people: scope, residents, devices, visitors, fees and repairs.
import { CATEGORY_ROW_HEIGHT, ChartFill, GRID, StatRow, WithData, donutOption, sliceText } from './parts';
import { useOverviewData } from './use-aggregates';

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

export function ScopePanel() {
  return (
    <WithData query={useOverviewData()}>
      {({ scope }) => (
        <StatRow
          items={[
            { label: '小区', value: scope.communities, unit: '个' },
            { label: '楼栋', value: scope.buildings, unit: '栋' },
            { label: '单元', value: scope.units, unit: '个' },
            { label: '房屋', value: scope.rooms, unit: '间' },
          ]}
        />
      )}
    </WithData>
  );
}

export function ResidentsPanel() {
  return (
    <WithData query={useOverviewData()}>
      {({ residents }) => (
        <>
          <StatRow items={[{ label: '住户总数', value: residents.total, unit: '人' }]} />
          <ChartFill
            summary={`住户 ${residents.total} 人：${sliceText(residents.byType)}`}
            option={donutOption(residents.byType)}
          />
        </>
      )}
    </WithData>
  );
}

export function DevicesPanel() {
  return (
    <WithData query={useOverviewData()}>
      {({ devices }) => {
        const kinds = devices.kinds.filter((k) => k.online + k.offline > 0);
        return (
          <>
            <StatRow
              items={[
                { label: '设备在线', value: devices.online, unit: '台' },
                { label: '设备离线', value: devices.offline, unit: '台' },
                { label: '在线率', value: pct(devices.online, devices.total), unit: '%' },
              ]}
            />
            <ChartFill
              summary={`设备在线 ${devices.online} 台，离线 ${devices.offline} 台`}
              // every device kind gets a labelled row: the legend and axis take the rest
              minHeight={kinds.length * CATEGORY_ROW_HEIGHT + GRID.top + 28}
              option={{
                tooltip: { trigger: 'axis' },
                legend: { top: 0, right: 0 },
                grid: GRID,
                xAxis: { type: 'value', minInterval: 1 },
                yAxis: {
                  type: 'category',
                  data: kinds.map((k) => k.label),
                  inverse: true,
                  axisLabel: { interval: 0, fontSize: 11, hideOverlap: true },
                },
                series: [
                  {
                    name: '在线',
                    type: 'bar',
                    stack: 'all',
                    data: kinds.map((k) => k.online),
                    color: '#36cfc9',
                  },
                  {
                    name: '离线',
                    type: 'bar',
                    stack: 'all',
                    data: kinds.map((k) => k.offline),
                    color: '#ff7875',
                  },
                ],
              }}
            />
          </>
        );
      }}
    </WithData>
  );
}

export function VisitorsPanel() {
  const query = useOverviewData();
  return (
    <WithData query={query}>
      {({ visitors, queryDay }) => (
        <StatRow
          items={[
            { label: '今日访客', value: visitors.today, unit: '人次' },
            { label: `近 ${queryDay} 天访客`, value: visitors.inRange, unit: '人次' },
          ]}
        />
      )}
    </WithData>
  );
}

export function FeesPanel() {
  return (
    <WithData query={useOverviewData()}>
      {({ fees }) => (
        <>
          <StatRow
            items={[
              { label: '应收金额', value: fees.receivable.toFixed(2), unit: '元' },
              { label: '实收金额', value: fees.received.toFixed(2), unit: '元' },
              { label: '未缴账单', value: fees.unpaidBills, unit: '笔' },
            ]}
          />
          <ChartFill
            summary={`收缴率 ${fees.rate}%`}
            option={{
              series: [
                {
                  type: 'gauge',
                  radius: '95%',
                  center: ['50%', '60%'],
                  startAngle: 200,
                  endAngle: -20,
                  progress: { show: true, width: 12 },
                  axisLine: { lineStyle: { width: 12 } },
                  axisTick: { show: false },
                  splitLine: { show: false },
                  axisLabel: { show: false },
                  pointer: { show: false },
                  title: { show: false },
                  detail: {
                    offsetCenter: [0, '0%'],
                    fontSize: 20,
                    formatter: '收缴率\n{value}%',
                    lineHeight: 24,
                  },
                  data: [{ value: fees.rate, name: '收缴率' }],
                },
              ],
            }}
          />
        </>
      )}
    </WithData>
  );
}

export function RepairsPanel() {
  return (
    <WithData query={useOverviewData()}>
      {({ repairs, queryDay }) => (
        <>
          <StatRow
            items={[
              { label: '报修总数', value: repairs.total, unit: '单' },
              { label: `近 ${queryDay} 天新增`, value: repairs.newInRange, unit: '单' },
            ]}
          />
          <ChartFill summary={`报修：${sliceText(repairs.byState)}`} option={donutOption(repairs.byState)} />
        </>
      )}
    </WithData>
  );
}
