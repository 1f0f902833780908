// 控制台 panels kept from the console: the signed-in account, its notices, the community count
// (treeList) and unread messages (getMsgCount).
import { Empty } from 'antd';
import { MESSAGE_TYPES } from '@/lib/constants/layout';
import { useRouteTable } from '@/shell/route-table';
import { useLoadedSession } from '@/shell/session/use-session';
import { useCommunityCount } from '../console/api/get-community-count';
import { useMessageCounts } from '../console/api/get-message-counts';
import { AccountCard } from '../console/components/AccountCard';
import { AccountNotices } from '../console/components/AccountNotices';
import { StatRow, WithData } from './parts';

export function AccountPanel() {
  return <AccountCard userInfo={useLoadedSession().userInfo} />;
}

export function AccountNoticesPanel() {
  const session = useLoadedSession();
  const table = useRouteTable();
  const { userInfo } = session;
  const balance = userInfo.accountBalanceNoticeVo;
  // A link target exists only when the page is mounted and the user may open it.
  const canOpen = (name: string) => (session.permitted.has(name) ? table.byName.get(name)?.path : undefined);
  const any = userInfo.expireFlag === 1 || balance.balanceNoticeFlag === 1 || balance.simCardNoticeFlag === 1;
  if (!any) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无账户提醒" />;
  return <AccountNotices userInfo={userInfo} canOpen={canOpen} />;
}

export function CommunityCountPanel() {
  return (
    <WithData query={useCommunityCount()}>
      {(count) => <StatRow items={[{ label: '当前小区数量', value: count, unit: '个' }]} />}
    </WithData>
  );
}

export function MessagesPanel() {
  return (
    <WithData query={useMessageCounts()}>
      {(counts) => (
        <StatRow
          items={MESSAGE_TYPES.map(({ type, label }) => ({
            label: `${label}消息`,
            value: counts.find((c) => c.msgType === type)?.count ?? 0,
            unit: '条',
          }))}
        />
      )}
    </WithData>
  );
}
