// 账户信息 panel of the console: who is signed in, role, expiry and balance (01 §3 userInfo).
import { Descriptions } from 'antd';
import type { UserInfo } from '@/shell/session/api/types';

const yuan = (value: number) => `${value.toFixed(2)} 元`;

export function AccountCard({ userInfo }: { userInfo: UserInfo }) {
  const balance = userInfo.accountBalanceNoticeVo;
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        { key: 'userName', label: '用户名', children: userInfo.userName },
        { key: 'realName', label: '真实姓名', children: userInfo.realName || '-' },
        { key: 'roleName', label: '角色', children: userInfo.roleName || '-' },
        { key: 'expireTime', label: '到期时间', children: userInfo.expireTime || '-' },
        { key: 'balance', label: '账户余额', children: yuan(balance.balance) },
        { key: 'expectedDay', label: '预计可用', children: `${balance.expectedDay} 天` },
      ]}
    />
  );
}
