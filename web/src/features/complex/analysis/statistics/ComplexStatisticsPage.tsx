// 统计分析 (ComplexStatistics, /complex/statistics): cross-module statistics of a date range (default
// the last 7 days from the server, at most 31 days) for every visible community or one: in/out
// records per day and by method, alarms by type with the handling rate, vehicle flow, visitors,
// repairs by state, fee collection, and the summary table. The route has no sidebar tree.
import { ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, DatePicker, Row, Select, Space, Table, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { EChart } from '@/components/EChart';
import { complexStatisticsQuery, type ComplexStatistics } from '../api/get-complex-statistics';
import { preventionCommunitiesQuery } from '../api/get-prevention-scene';

/** The server refuses longer ranges (complexStatistics: 20400). */
export const STATISTICS_MAX_DAYS = 31;
const DATE = 'YYYY-MM-DD';
const ALL = -1;
const CHART_HEIGHT = 260;

type SummaryRow = ComplexStatistics['summary'][number];
const SUMMARY_COLUMNS: TableColumnsType<SummaryRow> = [
  { key: 'label', dataIndex: 'label', title: '指标' },
  {
    key: 'value',
    dataIndex: 'value',
    title: '数值',
    align: 'right',
    render: (v: number) => v.toLocaleString('zh-CN'),
  },
  { key: 'unit', dataIndex: 'unit', title: '单位', width: 80 },
];

function dailyOption(data: ComplexStatistics) {
  const dates = data.daily.map((d) => d.date.slice(5));
  return {
    tooltip: { trigger: 'axis' as const },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 28 },
    xAxis: { type: 'category' as const, data: dates },
    yAxis: { type: 'value' as const, minInterval: 1 },
    series: [
      { type: 'bar' as const, name: '人员进', stack: 'p', data: data.daily.map((d) => d.inCount) },
      { type: 'bar' as const, name: '人员出', stack: 'p', data: data.daily.map((d) => d.outCount) },
      { type: 'line' as const, name: '车辆入场', data: data.daily.map((d) => d.carIn) },
      { type: 'line' as const, name: '车辆出场', data: data.daily.map((d) => d.carOut) },
      { type: 'line' as const, name: '访客', data: data.daily.map((d) => d.visitors) },
      { type: 'line' as const, name: '告警', data: data.daily.map((d) => d.alarms) },
    ],
  };
}

function pieOption(name: string, slices: readonly { label: string; count: number }[]) {
  return {
    tooltip: { trigger: 'item' as const },
    legend: { bottom: 0, type: 'scroll' as const },
    series: [
      {
        type: 'pie' as const,
        name,
        radius: ['35%', '62%'],
        center: ['50%', '45%'],
        data: slices.filter((s) => s.count > 0).map((s) => ({ name: s.label, value: s.count })),
      },
    ],
  };
}

function alarmOption(data: ComplexStatistics) {
  return {
    tooltip: { trigger: 'axis' as const },
    legend: { top: 0 },
    grid: { left: 96, right: 16, top: 30, bottom: 20 },
    xAxis: { type: 'value' as const, minInterval: 1 },
    yAxis: { type: 'category' as const, data: data.alarms.map((a) => a.label), inverse: true },
    series: [
      { type: 'bar' as const, name: '已处理', stack: 'a', data: data.alarms.map((a) => a.handled) },
      { type: 'bar' as const, name: '未处理', stack: 'a', data: data.alarms.map((a) => a.total - a.handled) },
    ],
  };
}

const words = (slices: readonly { label: string; count: number }[]) =>
  slices.map((s) => `${s.label} ${s.count}`).join('，');

export default function ComplexStatisticsPage() {
  const [range, setRange] = useState<[Dayjs, Dayjs]>();
  const [depId, setDepId] = useState(ALL);
  const query = {
    depId,
    ...(range ? { beginDate: range[0].format(DATE), endDate: range[1].format(DATE) } : {}),
  };
  const stats = useQuery({
    ...complexStatisticsQuery(query),
    placeholderData: keepPreviousData,
    retry: false,
  });
  // the community choices (the user's visible communities)
  const scene = useQuery(preventionCommunitiesQuery);
  const data = stats.data;
  const shown: [Dayjs, Dayjs] | undefined = range ?? (data && [dayjs(data.beginDate), dayjs(data.endDate)]);
  const charts = useMemo(
    () =>
      data && {
        daily: dailyOption(data),
        openTypes: pieOption('开门方式', data.openTypes),
        alarms: alarmOption(data),
        repairs: pieOption('报修状态', data.repairs),
        visitors: pieOption('访客状态', data.visitorStates),
        pay: pieOption('支付方式', data.fees.payMethods),
      },
    [data],
  );

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card
        size="small"
        title={data ? `统计分析（${data.beginDate} 至 ${data.endDate}）` : '统计分析'}
        extra={
          <Space wrap>
            <Select
              aria-label="小区"
              value={depId}
              style={{ width: 180 }}
              showSearch={{ optionFilterProp: 'label' }}
              options={[
                { value: ALL, label: '全部小区' },
                ...(scene.data?.communities ?? []).map((c) => ({ value: c.depId, label: c.depName })),
              ]}
              onChange={setDepId}
            />
            <DatePicker.RangePicker
              aria-label="统计日期"
              value={shown}
              allowClear={false}
              disabledDate={(day, info) => {
                const from = info?.from;
                return from ? Math.abs(day.diff(from, 'day')) >= STATISTICS_MAX_DAYS : false;
              }}
              onChange={(value) => {
                if (value?.[0] && value[1]) setRange([value[0], value[1]]);
              }}
            />
            <Button icon={<ReloadOutlined />} aria-label="刷新" onClick={() => void stats.refetch()} />
          </Space>
        }
      >
        {stats.isError ? (
          <Alert type="error" showIcon message={stats.error.message} />
        ) : (
          <Table<SummaryRow>
            aria-label="汇总表"
            rowKey="key"
            size="small"
            loading={stats.isFetching}
            columns={SUMMARY_COLUMNS}
            dataSource={data?.summary}
            pagination={false}
          />
        )}
      </Card>
      {data && charts && (
        <Row gutter={[12, 12]}>
          <Col xs={24} xl={16}>
            <Card size="small" title="每日人员进出、车辆、访客与告警">
              <EChart
                option={charts.daily}
                height={CHART_HEIGHT}
                summary={`每日：${data.daily.map((d) => `${d.date} 进 ${d.inCount} 出 ${d.outCount}`).join('，')}`}
              />
            </Card>
          </Col>
          <Col xs={24} xl={8}>
            <Card size="small" title="开门方式">
              <EChart
                option={charts.openTypes}
                height={CHART_HEIGHT}
                summary={`开门方式：${words(data.openTypes)}`}
              />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card size="small" title="告警类型与处理">
              <EChart
                option={charts.alarms}
                height={CHART_HEIGHT}
                summary={`告警：${data.alarms.map((a) => `${a.label} ${a.total}（已处理 ${a.handled}）`).join('，')}`}
              />
            </Card>
          </Col>
          <Col xs={24} md={12} xl={4}>
            <Card size="small" title="报修状态">
              <EChart
                option={charts.repairs}
                height={CHART_HEIGHT}
                summary={`报修：${words(data.repairs)}`}
              />
            </Card>
          </Col>
          <Col xs={24} md={12} xl={4}>
            <Card size="small" title="访客状态">
              <EChart
                option={charts.visitors}
                height={CHART_HEIGHT}
                summary={`访客：${words(data.visitorStates)}`}
              />
            </Card>
          </Col>
          <Col xs={24} md={12} xl={4}>
            <Card size="small" title={`缴费方式（实收 ${data.fees.paid} 元）`}>
              <EChart
                option={charts.pay}
                height={CHART_HEIGHT}
                summary={`缴费：${words(data.fees.payMethods)}`}
              />
            </Card>
          </Col>
        </Row>
      )}
    </Space>
  );
}
