// 考勤统计 (02 §2 物业管理 / 考勤管理 AttendanceStatistics): a month of clock-ins summed by the mock
// (attendanceStatistics) — head count, attendance rate and the abnormal days, each day's normal /
// abnormal share, one row per employee — and the month's clock-in records below.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Card,
  Col,
  DatePicker,
  Empty,
  Progress,
  Row,
  Select,
  Space,
  Statistic,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DataTable } from '@/components/DataTable/DataTable';
import { usePaging } from '@/components/DataTable/use-paging';
import type { components } from '@zhsq/contract/api';
import { labelOf } from '@/list-page/labels';
import {
  attendanceGroupsQuery,
  attendanceRecordsQuery,
  attendanceStatisticsQuery,
} from './statistics-queries';

type StaffRow = components['schemas']['AttendanceStatistics']['byStaff'][number];
type RecordRow = components['schemas']['AttendanceRecord'];

/** The abnormal results, in the order the cards show them. */
const ABNORMAL = [
  { key: 'late', label: '迟到', color: '#fa8c16' },
  { key: 'early', label: '早退', color: '#faad14' },
  { key: 'missing', label: '缺卡', color: '#eb2f96' },
  { key: 'absent', label: '旷工', color: '#f5222d' },
  { key: 'leave', label: '请假', color: '#1677ff' },
] as const;
const STATUS_COLOURS: Record<number, string> = {
  1: 'success',
  2: 'orange',
  3: 'gold',
  4: 'magenta',
  5: 'red',
  6: 'blue',
};

/** 员工汇总: each employee's days by result and attendance rate. */
const staffColumns: ColumnsType<StaffRow> = [
  { key: 'name', title: '员工', render: (_, r) => r.staffName ?? '-', fixed: 'left' },
  { key: 'group', title: '考勤组', render: (_, r) => r.groupName ?? '-' },
  { key: 'days', dataIndex: 'days', title: '记录天数', align: 'right' },
  { key: 'normal', dataIndex: 'normal', title: '正常', align: 'right' },
  ...ABNORMAL.map((a) => ({
    key: a.key,
    title: a.label,
    align: 'right' as const,
    render: (_: unknown, r: StaffRow) =>
      r[a.key] ? <Typography.Text style={{ color: a.color }}>{r[a.key]}</Typography.Text> : 0,
  })),
  { key: 'lateMinutes', title: '迟到/早退合计', align: 'right', render: (_, r) => `${r.lateMinutes} 分钟` },
  {
    key: 'rate',
    title: '出勤率',
    // no working day counted yet (the 1st of a month, someone new): no rate to show
    render: (_, r) => {
      const base = r.days - r.leave;
      if (base <= 0) return <Typography.Text type="secondary">—</Typography.Text>;
      const rate = Math.round((r.normal / base) * 1000) / 10;
      return <Progress percent={rate} size="small" style={{ minWidth: 120 }} />;
    },
  },
];
/** 打卡明细: one row per employee and day. */
const recordColumns: ColumnsType<RecordRow> = [
  { key: 'date', dataIndex: 'date', title: '日期' },
  { key: 'staff', title: '员工', render: (_, r) => r.staffName ?? '' },
  { key: 'group', title: '考勤组', render: (_, r) => r.groupName ?? '' },
  { key: 'in', dataIndex: 'clockIn', title: '上班打卡' },
  { key: 'out', dataIndex: 'clockOut', title: '下班打卡' },
  {
    key: 'status',
    title: '考勤结果',
    render: (_, r) => (
      <Tag color={STATUS_COLOURS[r.status]}>{labelOf('AttendanceRecord', 'status', r.status)}</Tag>
    ),
  },
  { key: 'late', title: '迟到/早退', render: (_, r) => (r.lateMinutes ? `${r.lateMinutes} 分钟` : '') },
];

/** Each day's normal and abnormal records as a stacked bar, scaled to the busiest day. */
function DailyChart({ byDay }: { byDay: { date: string; normal: number; abnormal: number }[] }) {
  return byDay.length ? (
    <div style={{ display: 'flex', gap: 4, alignItems: 'flex-end', height: 120, overflowX: 'auto' }}>
      {byDay.map((d) => {
        const total = d.normal + d.abnormal || 1;
        const max = Math.max(...byDay.map((x) => x.normal + x.abnormal), 1);
        return (
          <Tooltip key={d.date} title={`${d.date}：正常 ${d.normal}，异常 ${d.abnormal}`}>
            <div style={{ flex: '0 0 28px', textAlign: 'center' }}>
              <div
                style={{
                  height: ((d.normal + d.abnormal) / max) * 90,
                  display: 'flex',
                  flexDirection: 'column',
                  borderRadius: 3,
                  overflow: 'hidden',
                }}
              >
                <div style={{ flex: d.abnormal / total, background: '#ff7a45' }} />
                <div style={{ flex: d.normal / total, background: '#73d13d' }} />
              </div>
              <Typography.Text type="secondary" style={{ fontSize: 11 }}>
                {d.date.slice(8)}
              </Typography.Text>
            </div>
          </Tooltip>
        );
      })}
    </div>
  ) : (
    <Empty description="本月暂无打卡记录" />
  );
}

export default function AttendanceStatisticsPage() {
  const [month, setMonth] = useState<Dayjs>(() => dayjs());
  const [groupId, setGroupId] = useState<number | undefined>();
  const { page, pageSize, setPage, pager } = usePaging();
  const monthText = month.format('YYYY-MM');
  const groups = useQuery(attendanceGroupsQuery);
  const stats = useQuery({
    ...attendanceStatisticsQuery(monthText, groupId),
    placeholderData: keepPreviousData,
  });
  const records = useQuery({
    ...attendanceRecordsQuery(month, groupId, page, pageSize),
    placeholderData: keepPreviousData,
  });
  const summary = stats.data?.summary;

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap>
          <span>统计月份</span>
          <DatePicker
            picker="month"
            allowClear={false}
            value={month}
            onChange={(value) => {
              setMonth(value ?? dayjs());
              setPage(1);
            }}
            aria-label="统计月份"
          />
          <span>考勤组</span>
          <Select
            style={{ width: 220 }}
            placeholder="全部考勤组"
            allowClear
            value={groupId}
            onChange={(value?: number) => {
              setGroupId(value);
              setPage(1);
            }}
            options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
            aria-label="考勤组"
          />
        </Space>
      </Card>
      <Row gutter={[12, 12]}>
        <Col flex="1 1 150px">
          <Card size="small" loading={!summary}>
            <Statistic title="统计人数" value={summary?.staffCount ?? 0} suffix="人" />
          </Card>
        </Col>
        <Col flex="1 1 150px">
          <Card size="small" loading={!summary}>
            {summary && summary.recordCount - summary.leave <= 0 ? (
              <Statistic title="出勤率" value="—" />
            ) : (
              <Statistic
                title="出勤率"
                value={summary?.attendanceRate ?? 0}
                suffix="%"
                valueStyle={{ color: '#389e0d' }}
              />
            )}
          </Card>
        </Col>
        {ABNORMAL.map((a) => (
          <Col key={a.key} flex="1 1 150px">
            <Card size="small" loading={!summary}>
              <Statistic
                title={`${a.label}（人次）`}
                value={summary?.[a.key] ?? 0}
                valueStyle={{ color: a.color }}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={`${monthText} 每日考勤`}>
        <DailyChart byDay={stats.data?.byDay ?? []} />
      </Card>
      <Card size="small" title="员工汇总">
        <Table<StaffRow>
          rowKey="staffId"
          size="small"
          loading={stats.isFetching}
          dataSource={stats.data?.byStaff ?? []}
          columns={staffColumns}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
        />
      </Card>
      <Card size="small" title="打卡明细">
        <DataTable<RecordRow>
          rowKey="id"
          size="small"
          loading={records.isFetching}
          dataSource={records.data?.rows ?? []}
          columns={recordColumns}
          scroll={{ x: 'max-content' }}
          pagination={pager(records.data?.total ?? 0)}
        />
      </Card>
    </Space>
  );
}
