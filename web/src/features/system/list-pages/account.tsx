// 开户账号 (02 §2 组织管理 account 账号管理, AgentTree): the platform accounts an organisation opened for
// its customers, filtered by the organisation chosen in the tree. An account past its 到期日期 shows
// 已到期 next to the date (the state an operator renews first).
import { Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { createResourcePage } from '@/list-page/create-page';
import type { Row } from '@/list-page/types';

/** The expiry date, marked when it has passed or falls within 30 days. */
function ExpireCell({ row }: { row: Row }) {
  const date = String(row.expireDate ?? '');
  if (!date) return null;
  const days = dayjs(date).endOf('day').diff(dayjs(), 'day');
  return (
    <Space size={4}>
      {date}
      {days < 0 ? (
        <Tag color="error">已到期</Tag>
      ) : days <= 30 ? (
        <Tag color="warning">{days}天后到期</Tag>
      ) : null}
    </Space>
  );
}

export default createResourcePage({
  resource: 'SystemAccount',
  route: 'SystemAccount',
  columns: [
    'accountNo',
    'accountName',
    'accountType',
    'agentId',
    'edition',
    'communityQuota',
    'deviceQuota',
    { key: 'balance', render: (value) => (typeof value === 'number' ? value.toFixed(2) : '') },
    { key: 'expireDate', render: (_, row) => <ExpireCell row={row} /> },
    'status',
    'companionId',
    'contactName',
    'contactPhone',
    'openDate',
    'createTime',
  ],
  hiddenColumns: ['companionId', 'contactPhone', 'openDate', 'createTime'],
  search: ['accountName', 'accountType', 'status', 'edition', 'accountNo', 'contactPhone', 'expireDate'],
  form: [
    'accountName',
    'accountType',
    'agentId',
    'companionId',
    'contactName',
    'contactPhone',
    'edition',
    'communityQuota',
    'deviceQuota',
    'openDate',
    'expireDate',
    'status',
    'remark',
  ],
  formWidth: 720,
});
