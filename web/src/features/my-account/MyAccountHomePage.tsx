// 我的账户 (MyAccountHome, /account/index, 01 §2.2): the balance with days left and daily cost, the
// balance notice, totals, and the latest orders; buttons lead to 充值 / 订单 / 产品 when permitted.
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Row, Space, Statistic, Typography } from 'antd';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { DataTable } from '@/components/DataTable/DataTable';
import { useLoadedSession } from '@/shell/session/use-session';
import { accountSummaryQuery, useAccountSummary, type AccountSummary } from './api/get-account-summary';
import { ordersKey, ordersQuery } from './api/get-orders';
import { BalanceNotice } from './components/BalanceNotice';
import { LoadFailed } from './components/LoadFailed';
import { orderColumns } from './components/order-columns';
import { PageTitle } from './components/PageTitle';
import { formatYuan } from './recharge-amount';
import { useAccountLinks } from './use-account-links';

const RECENT_ORDERS = 5;

function BalanceCard({ summary, loading }: { summary?: AccountSummary; loading: boolean }) {
  const links = useAccountLinks();
  const navigate = useShellNavigate();
  const { userInfo } = useLoadedSession();
  return (
    <Card title="账户余额" style={{ height: '100%' }}>
      <Statistic
        title={`${userInfo.realName || userInfo.userName}（${userInfo.userName}）`}
        value={summary ? formatYuan(summary.balance) : '-'}
        prefix="¥"
        suffix="元"
        loading={loading}
        styles={{ content: { fontSize: 32, fontWeight: 600 } }}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 16px' }}>
        {summary
          ? `预计可用 ${summary.expectedDay} 天 · 日均消耗 ${formatYuan(summary.dailyCost)} 元`
          : '\u00a0'}
      </Typography.Paragraph>
      <Space wrap>
        {links.recharge && (
          <Button type="primary" onClick={() => void navigate(links.recharge!)}>
            充值
          </Button>
        )}
        {links.order && <Button onClick={() => void navigate(links.order!)}>订单</Button>}
        {links.product && <Button onClick={() => void navigate(links.product!)}>产品</Button>}
      </Space>
    </Card>
  );
}

function TotalsCard({ summary, loading }: { summary?: AccountSummary; loading: boolean }) {
  const stats = [
    { title: '累计充值', value: summary && formatYuan(summary.totalRecharge), suffix: '元' },
    { title: '累计消费', value: summary && formatYuan(summary.totalConsume), suffix: '元' },
    { title: '已开通产品', value: summary?.activeProducts, suffix: '个' },
    { title: '待支付订单', value: summary?.pendingOrders, suffix: '笔' },
  ];
  return (
    <Card title="账户统计" style={{ height: '100%' }}>
      <Row gutter={[16, 24]}>
        {stats.map((stat) => (
          <Col xs={12} xxl={6} key={stat.title}>
            <Statistic title={stat.title} value={stat.value ?? '-'} suffix={stat.suffix} loading={loading} />
          </Col>
        ))}
      </Row>
      <Typography.Paragraph type="secondary" style={{ margin: '16px 0 0' }}>
        最近充值到账：{summary?.lastRechargeTime ?? '暂无'}
      </Typography.Paragraph>
    </Card>
  );
}

export default function MyAccountHomePage() {
  const links = useAccountLinks();
  const navigate = useShellNavigate();
  const queryClient = useQueryClient();
  const summary = useAccountSummary();
  const recent = useQuery(ordersQuery({ page: 1, limit: RECENT_ORDERS }));

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: accountSummaryQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: ordersKey });
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageTitle
        title="我的账户"
        extra={
          <Button icon={<ReloadOutlined />} onClick={refresh}>
            刷新
          </Button>
        }
      />
      {summary.data && <BalanceNotice summary={summary.data} rechargePath={links.recharge} />}
      {summary.isError ? (
        <Card>
          <LoadFailed title="账户信息加载失败" onRetry={() => void summary.refetch()} />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={10}>
            <BalanceCard summary={summary.data} loading={summary.isPending} />
          </Col>
          <Col xs={24} lg={14}>
            <TotalsCard summary={summary.data} loading={summary.isPending} />
          </Col>
        </Row>
      )}
      <Card
        title="最近订单"
        extra={
          links.order && (
            <Button type="link" onClick={() => void navigate(links.order!)}>
              查看全部订单
            </Button>
          )
        }
      >
        {recent.isError ? (
          <LoadFailed title="订单加载失败" onRetry={() => void recent.refetch()} />
        ) : (
          <Flex vertical>
            <DataTable
              rowKey="orderId"
              size="middle"
              columns={orderColumns}
              dataSource={recent.data?.records ?? []}
              loading={recent.isPending}
              pagination={false}
              scroll={{ x: 900 }}
            />
          </Flex>
        )}
      </Card>
    </Space>
  );
}
