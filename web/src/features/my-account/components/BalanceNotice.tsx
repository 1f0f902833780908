// The balance notice of 01 §2.6 on 我的账户 when balanceNoticeFlag is 1: 账户余额即将用完 (with the
// days left) while the balance is above 0, else 账户余额已用完 (charged services paused); 去充值 when
// the recharge page is open to the user.
import { Alert, Button } from 'antd';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import {
  BALANCE_EMPTY_TEXT,
  BALANCE_EMPTY_TITLE,
  BALANCE_LOW_TITLE,
  RECHARGE_BUTTON,
  msgBalanceDaysLeft,
} from '@/lib/constants/top-bar';
import type { AccountSummary } from '../api/get-account-summary';

export function BalanceNotice({ summary, rechargePath }: { summary: AccountSummary; rechargePath?: string }) {
  const navigate = useShellNavigate();
  if (summary.balanceNoticeFlag !== 1) return null;
  const low = summary.balance > 0;
  return (
    <Alert
      type={low ? 'warning' : 'error'}
      showIcon
      title={low ? BALANCE_LOW_TITLE : BALANCE_EMPTY_TITLE}
      description={low ? msgBalanceDaysLeft(summary.expectedDay) : BALANCE_EMPTY_TEXT}
      action={
        rechargePath && (
          <Button type="primary" size="small" onClick={() => void navigate(rechargePath)}>
            {RECHARGE_BUTTON}
          </Button>
        )
      }
    />
  );
}
