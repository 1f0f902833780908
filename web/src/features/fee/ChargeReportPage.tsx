// 收费报表 (02 §2 物业管理 / 收费管理 chargeReport): receivable, received, outstanding and collection
// rate of the bills of the chosen community and periods (chargeReport, computed by the mock), by charge
// item, by period, by community and by payment method. Plain antd: Statistic, Progress and tables.
import { ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  Progress,
  Row,
  Space,
  Statistic,
  Table,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { CommunitySelect } from '@/components/CommunitySelect/CommunitySelect';
import { SearchButtons } from '@/components/SearchButtons';
import { chargeReportQuery, type ChargeReport, type ChargeReportFilters } from './charge-report-queries';

type Filters = ChargeReportFilters;

const yuan = (n: number) => n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rateBar = (rate: number) => (
  <Progress
    percent={rate}
    size="small"
    status={rate >= 90 ? 'success' : 'normal'}
    style={{ minWidth: 120 }}
  />
);

type Summary = ChargeReport['summary'];

/** One summary card: an amount (or the rate) and its bill count. */
interface SummaryCard {
  title: string;
  value: (summary: Summary) => number;
  color?: string;
  note: (summary: Summary) => string;
}

const SUMMARY_CARDS: readonly SummaryCard[] = [
  { title: '应收金额(元)', value: (s) => s.receivable, note: (s) => `账单 ${s.billCount} 张` },
  {
    title: '实收金额(元)',
    value: (s) => s.received,
    color: '#389e0d',
    note: (s) => `已缴清 ${s.paidCount} 张`,
  },
  {
    title: '欠费金额(元)',
    value: (s) => s.outstanding,
    color: '#cf1322',
    note: (s) => `未缴清 ${s.unpaidCount} 张`,
  },
];

/** 应收, 实收, 欠费 and 收缴率 of the filtered bills. */
function SummaryCards({ data }: { data: ChargeReport | undefined }) {
  const summary = data?.summary;
  return (
    <Row gutter={[12, 12]}>
      {SUMMARY_CARDS.map((card) => (
        <Col key={card.title} xs={12} xl={6}>
          <Card size="small" loading={!summary}>
            <Statistic
              title={card.title}
              value={summary ? card.value(summary) : 0}
              precision={2}
              valueStyle={card.color ? { color: card.color } : undefined}
            />
            <Typography.Text type="secondary">{summary && card.note(summary)}</Typography.Text>
          </Card>
        </Col>
      ))}
      <Col xs={12} xl={6}>
        <Card size="small" loading={!summary}>
          <Space align="center">
            <Progress type="circle" size={64} percent={summary?.collectionRate ?? 0} />
            <Statistic title="收缴率" value={summary?.collectionRate ?? 0} suffix="%" />
          </Space>
        </Card>
      </Col>
    </Row>
  );
}

/** Each period's received and receivable amounts as bars, scaled to the largest receivable. */
function PeriodBars({ byPeriod }: { byPeriod: ChargeReport['byPeriod'] }) {
  const maxPeriod = Math.max(1, ...byPeriod.map((p) => p.receivable));
  return (
    <Card size="small" title="按账期（实收 / 应收）">
      <Space orientation="vertical" style={{ width: '100%' }}>
        {byPeriod.map((p) => (
          <div key={p.period}>
            <Space style={{ width: '100%', justifyContent: 'space-between' }}>
              <span>{p.period}</span>
              <Typography.Text type="secondary">
                {yuan(p.received)} / {yuan(p.receivable)}
              </Typography.Text>
            </Space>
            <Progress
              percent={(p.receivable / maxPeriod) * 100}
              success={{ percent: (p.received / maxPeriod) * 100 }}
              showInfo={false}
              size="small"
            />
          </div>
        ))}
      </Space>
    </Card>
  );
}

export default function ChargeReportPage() {
  const [form] = Form.useForm<{ depId?: string; periods?: [Dayjs | null, Dayjs | null] }>();
  const [filters, setFilters] = useState<Filters>({});
  const report = useQuery({
    ...chargeReportQuery(filters),
    placeholderData: keepPreviousData,
  });
  const run = () => {
    const { depId, periods } = form.getFieldsValue();
    setFilters({
      depId: depId ? Number(depId) : undefined,
      periodBegin: periods?.[0]?.format('YYYY-MM'),
      periodEnd: periods?.[1]?.format('YYYY-MM'),
    });
  };
  const data = report.data;
  const methodTotal = (data?.byMethod ?? []).reduce((s, m) => s + m.amount, 0) || 1;

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small">
        <Form form={form} layout="inline" name="charge-report" onFinish={run}>
          <Form.Item name="depId" label="小区">
            <CommunitySelect style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="periods" label="账期">
            <DatePicker.RangePicker picker="month" />
          </Form.Item>
          <Space>
            <SearchButtons
              onReset={() => {
                form.resetFields();
                run();
              }}
            >
              <Button icon={<ReloadOutlined />} aria-label="刷新" onClick={() => void report.refetch()} />
            </SearchButtons>
          </Space>
        </Form>
      </Card>
      <SummaryCards data={data} />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={14}>
          <Card size="small" title="按收费项目">
            <Table
              rowKey="chargeItemId"
              size="small"
              loading={report.isFetching}
              dataSource={data?.byItem ?? []}
              pagination={{ pageSize: 8, hideOnSinglePage: true }}
              scroll={{ x: 'max-content' }}
              columns={[
                { key: 'name', dataIndex: 'chargeItemName', title: '收费项目' },
                { key: 'dep', dataIndex: 'depName', title: '小区' },
                { key: 'receivable', title: '应收', align: 'right', render: (_, r) => yuan(r.receivable) },
                { key: 'received', title: '实收', align: 'right', render: (_, r) => yuan(r.received) },
                { key: 'outstanding', title: '欠费', align: 'right', render: (_, r) => yuan(r.outstanding) },
                { key: 'rate', title: '收缴率', render: (_, r) => rateBar(r.collectionRate) },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <PeriodBars byPeriod={data?.byPeriod ?? []} />
        </Col>
        <Col xs={24} xl={14}>
          <Card size="small" title="按小区">
            <Table
              rowKey="depId"
              size="small"
              loading={report.isFetching}
              dataSource={data?.byCommunity ?? []}
              pagination={{ pageSize: 8, hideOnSinglePage: true }}
              columns={[
                { key: 'dep', dataIndex: 'depName', title: '小区' },
                { key: 'receivable', title: '应收', align: 'right', render: (_, r) => yuan(r.receivable) },
                { key: 'received', title: '实收', align: 'right', render: (_, r) => yuan(r.received) },
                { key: 'outstanding', title: '欠费', align: 'right', render: (_, r) => yuan(r.outstanding) },
                { key: 'rate', title: '收缴率', render: (_, r) => rateBar(r.collectionRate) },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title="按支付方式">
            <Table
              rowKey="payMethod"
              size="small"
              loading={report.isFetching}
              dataSource={data?.byMethod ?? []}
              pagination={false}
              columns={[
                { key: 'name', dataIndex: 'payMethodName', title: '支付方式' },
                { key: 'count', dataIndex: 'count', title: '笔数', align: 'right' },
                { key: 'amount', title: '金额', align: 'right', render: (_, m) => yuan(m.amount) },
                {
                  key: 'share',
                  title: '占比',
                  render: (_, m) => (
                    <Progress percent={Math.round((m.amount / methodTotal) * 1000) / 10} size="small" />
                  ),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
