// Expiry, balance and SIM-card notices shown when their flags equal 1 (01 §2.6, §4); dismissible.
import { Alert, Button, Space } from 'antd';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import type { UserInfo } from '@/shell/session/api/types';

export function AccountNotices(props: { userInfo: UserInfo; canOpen: (name: string) => string | undefined }) {
  const { userInfo, canOpen } = props;
  const navigate = useShellNavigate();
  const balance = userInfo.accountBalanceNoticeVo;
  const rechargePath = canOpen('AccountRecharge');
  const simPath = canOpen('TrafficCardManagement');
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {userInfo.expireFlag === 1 && (
        <Alert
          type="warning"
          showIcon
          closable
          title="帐号即将到期"
          description={`您的登录账号将于 ${userInfo.expireTime} 到期，如需继续使用，请联系上级申请续期。`}
        />
      )}
      {balance.balanceNoticeFlag === 1 && (
        <Alert
          type={balance.balance > 0 ? 'warning' : 'error'}
          showIcon
          closable
          title={balance.balance > 0 ? '账户余额即将用完' : '账户余额已用完'}
          description={
            balance.balance > 0
              ? `账户余额 ${balance.balance.toFixed(2)} 元，预计还可使用 ${balance.expectedDay} 天。`
              : `账户余额 ${balance.balance.toFixed(2)} 元，相关收费服务已暂停。`
          }
          action={
            rechargePath && (
              <Button size="small" type="primary" onClick={() => void navigate(rechargePath)}>
                去充值
              </Button>
            )
          }
        />
      )}
      {balance.simCardNoticeFlag === 1 && (
        <Alert
          type="warning"
          showIcon
          closable
          title="流量卡续费提醒"
          description={`流量卡到期后将影响门禁设备使用：即将到期 ${balance.aboutToExpireCardNum} 张，已到期 ${balance.haveExpiredCardNum} 张。`}
          action={
            simPath && (
              <Button size="small" type="primary" onClick={() => void navigate(`${simPath}?status=2,4`)}>
                去续费
              </Button>
            )
          }
        />
      )}
    </Space>
  );
}
