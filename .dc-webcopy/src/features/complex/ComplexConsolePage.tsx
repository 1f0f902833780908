// 控制台 (ComplexConsole at /complex/ComplexHome, 02 §2 complex control): the signed-in operator's
// overview from real calls — account, community count (treeList) and unread messages (getMsgCount).
import { ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Skeleton, Space, Statistic, Typography } from 'antd';
import { MESSAGE_TYPES } from '../../lib/constants';
import { useRouteTable } from '../../shell/route-table';
import { useLoadedSession } from '../../shell/session/use-session';
import { communityCountQuery, useCommunityCount } from './api/get-community-count';
import { messageCountsQuery, useMessageCounts } from './api/get-message-counts';
import { AccountCard } from './components/AccountCard';
import { AccountNotices } from './components/AccountNotices';

export default function ComplexConsolePage() {
  const session = useLoadedSession();
  const table = useRouteTable();
  const queryClient = useQueryClient();
  const communityCount = useCommunityCount();
  const messageCounts = useMessageCounts();

  // A link target exists only when the page is mounted and the user may open it.
  const canOpen = (name: string) => (session.permitted.has(name) ? table.byName.get(name)?.path : undefined);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: communityCountQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: messageCountsQuery.queryKey });
  };
  const countOf = (type: number) => messageCounts.data?.find((item) => item.msgType === type)?.count ?? 0;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          控制台
        </Typography.Title>
        <Button icon={<ReloadOutlined />} onClick={refresh}>
          刷新
        </Button>
      </Space>
      <AccountNotices userInfo={session.userInfo} canOpen={canOpen} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <AccountCard userInfo={session.userInfo} />
        </Col>
        <Col xs={24} lg={14}>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Card title="小区概况">
              {communityCount.isError ? (
                <Alert
                  type="error"
                  showIcon
                  title="小区数量加载失败"
                  description={communityCount.error.message}
                />
              ) : (
                <Statistic
                  title="当前小区数量"
                  value={communityCount.data ?? 0}
                  suffix="个"
                  loading={communityCount.isPending}
                />
              )}
            </Card>
            <Card title="未读消息">
              {messageCounts.isError ? (
                <Alert
                  type="error"
                  showIcon
                  title="消息数量加载失败"
                  description={messageCounts.error.message}
                />
              ) : messageCounts.isPending ? (
                <Skeleton active paragraph={{ rows: 1 }} />
              ) : (
                <Row gutter={16}>
                  {MESSAGE_TYPES.map(({ type, label }) => (
                    <Col span={6} key={type}>
                      <Statistic title={`${label}消息`} value={countOf(type)} suffix="条" />
                    </Col>
                  ))}
                </Row>
              )}
            </Card>
          </Space>
        </Col>
      </Row>
    </Space>
  );
}
