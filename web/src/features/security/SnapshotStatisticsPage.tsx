// 抓拍统计 (02 §2 出入管理 SnapshotStatistics, NormalTree with 全部): the aggregates the mock computes
// (snapshotStatistics) for the chosen node and day range — totals, daily trend by kind, the hours of
// the day, who the faces were, which vehicles passed and the busiest devices.
import { ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Progress,
  Row,
  Space,
  Statistic,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DataTable } from '@/components/DataTable/DataTable';
import { useRouteTable } from '@/shell/route-table';
import { useTreeSelection } from '@/shell/tree/tree-selection';
import { snapshotStatisticsQuery, type SnapshotStatistics } from './api/get-snapshot-statistics';
import { StackedBars, type BarSeries } from './components/StackedBars';

const ROUTE = 'SnapshotStatistics';
/** The server refuses longer ranges (snapshotStatistics: 20400). */
export const STATISTICS_MAX_DAYS = 31;
export const STATISTICS_DEFAULT_DAYS = 7;
const DATE = 'YYYY-MM-DD';

const KINDS: readonly BarSeries[] = [
  { key: 'door', name: '门口机抓拍', colour: '#1677ff' },
  { key: 'face', name: '人脸抓拍', colour: '#13c2c2' },
  { key: 'car', name: '车辆抓拍', colour: '#722ed1' },
];
const KIND_LABELS: Record<string, { text: string; colour: string }> = {
  door: { text: '门口机', colour: 'blue' },
  face: { text: '人脸抓拍机', colour: 'cyan' },
  car: { text: '车牌识别', colour: 'purple' },
};

type Device = SnapshotStatistics['topDevices'][number];
const DEVICE_COLUMNS: TableColumnsType<Device & { rank: number }> = [
  { key: 'rank', dataIndex: 'rank', title: '排名', width: 60 },
  { key: 'deviceName', dataIndex: 'deviceName', title: '设备名称' },
  {
    key: 'kind',
    dataIndex: 'kind',
    title: '设备类型',
    render: (kind: string) => <Tag color={KIND_LABELS[kind]?.colour}>{KIND_LABELS[kind]?.text}</Tag>,
  },
  { key: 'depName', dataIndex: 'depName', title: '小区' },
  { key: 'count', dataIndex: 'count', title: '抓拍次数', width: 100 },
];

export function defaultRange(today: Dayjs = dayjs()): [Dayjs, Dayjs] {
  return [today.subtract(STATISTICS_DEFAULT_DAYS - 1, 'day').startOf('day'), today.startOf('day')];
}

function Shares({ slices }: { slices: SnapshotStatistics['personTypes'] }) {
  const total = slices.reduce((sum, s) => sum + s.count, 0);
  if (!total) return <Typography.Text type="secondary">暂无数据</Typography.Text>;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={4}>
      {slices.map((s) => (
        <div key={s.label} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span style={{ width: 72, flex: 'none' }}>{s.label}</span>
          <Progress percent={Math.round((s.count / total) * 100)} style={{ margin: 0, flex: 1 }} />
          <span style={{ width: 40, textAlign: 'right', flex: 'none' }}>{s.count}</span>
        </div>
      ))}
    </Space>
  );
}

export default function SnapshotStatisticsPage() {
  const tree = useRouteTable().byName.get(ROUTE)?.tree;
  const selection = useTreeSelection(tree);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => defaultRange());
  const query = { node: selection?.nodeId, beginDate: range[0].format(DATE), endDate: range[1].format(DATE) };
  const stats = useQuery({
    ...snapshotStatisticsQuery(query),
    enabled: selection !== undefined,
    placeholderData: keepPreviousData,
  });
  const data = stats.data;
  const hours = Array.from({ length: 24 }, (_, hour) => ({
    label: String(hour),
    values: { count: data?.hourly.find((h) => h.hour === hour)?.count ?? 0 },
  }));

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card
        size="small"
        title={`抓拍统计${selection ? `（${selection.label}）` : ''}`}
        extra={
          <Space wrap>
            <span>统计日期</span>
            <DatePicker.RangePicker
              aria-label="统计日期"
              value={range}
              allowClear={false}
              disabledDate={(day, info) => {
                if (day.isAfter(dayjs(), 'day')) return true;
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
        <Row gutter={[16, 16]}>
          {[
            { title: '抓拍总数', value: data?.total },
            { title: '门口机抓拍', value: data?.door },
            { title: '人脸抓拍', value: data?.face },
            { title: '车辆抓拍', value: data?.car },
            { title: '陌生人抓拍', value: data?.stranger },
          ].map((item) => (
            <Col key={item.title} xs={12} md={8} xl={4}>
              <Statistic title={item.title} value={item.value ?? '-'} loading={stats.isLoading} />
            </Col>
          ))}
        </Row>
      </Card>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={14}>
          <Card size="small" title="每日抓拍趋势">
            <StackedBars
              series={KINDS}
              columns={(data?.daily ?? []).map((d) => ({
                label: d.date.slice(5),
                values: { door: d.door, face: d.face, car: d.car },
              }))}
              labelEvery={(data?.daily.length ?? 0) > 16 ? 3 : 1}
            />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title="24小时抓拍分布（时）">
            <StackedBars
              series={[{ key: 'count', name: '抓拍次数', colour: '#fa8c16' }]}
              columns={hours}
              labelEvery={3}
              showTotals={false}
            />
          </Card>
        </Col>
        <Col xs={24} md={12} xxl={6}>
          <Card size="small" title="人脸抓拍人员构成">
            <Shares slices={data?.personTypes ?? []} />
          </Card>
        </Col>
        <Col xs={24} md={12} xxl={6}>
          <Card size="small" title="车辆抓拍类别构成">
            <Shares slices={data?.carCategories ?? []} />
          </Card>
        </Col>
        <Col xs={24} xxl={12}>
          <Card size="small" title="抓拍设备排行（前 10）">
            <DataTable
              rowKey={(d) => `${d.kind}-${d.depName}-${d.deviceName}`}
              size="small"
              dataSource={(data?.topDevices ?? []).map((d, i) => ({ ...d, rank: i + 1 }))}
              columns={DEVICE_COLUMNS}
              pagination={false}
            />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
