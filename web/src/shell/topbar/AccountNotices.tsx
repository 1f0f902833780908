// Expiry, balance and SIM-card popovers of the top bar (01 §2.6, §4): each has an icon only while its flag
// is 1 (expireFlag, balanceNoticeFlag, simCardNoticeFlag). On load the first one opens by itself; dismissing
// it (知道了 or a click elsewhere) opens the next. Dismissals last until the page is loaded again or the
// session ends; the icons stay, so a notice can be read again.
import { CreditCardOutlined, FieldTimeOutlined, PayCircleOutlined } from '@ant-design/icons';
import { Button, Popover, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useShellNavigate } from '../navigation/use-shell-navigate';
import {
  BALANCE_EMPTY_TEXT,
  BALANCE_EMPTY_TITLE,
  BALANCE_LOW_TITLE,
  EXPIRY_NOTICE_TITLE,
  RECHARGE_BUTTON,
  RENEW_BUTTON,
  SIM_NOTICE_TEXT,
  SIM_NOTICE_TITLE,
  SIM_RENEW_QUERY,
  msgBalanceDaysLeft,
  msgExpiryNotice,
} from '@/lib/constants/top-bar';
import { useRouteTable } from '../route-table';
import type { UserInfo } from '../session/api/types';
import { onSessionEnd } from '../session/session-store';
import { useLoadedSession } from '../session/use-session';
import { BarButton } from './BarButton';

export type AccountNoticeKind = 'expiry' | 'balance' | 'sim';

const dismissed = new Set<AccountNoticeKind>();
onSessionEnd(() => dismissed.clear());

/** The notices whose flag equals 1, in the order they open. */
export function activeNotices(userInfo: UserInfo): AccountNoticeKind[] {
  const vo = userInfo.accountBalanceNoticeVo;
  const kinds: AccountNoticeKind[] = [];
  if (userInfo.expireFlag === 1) kinds.push('expiry');
  if (vo.balanceNoticeFlag === 1) kinds.push('balance');
  if (vo.simCardNoticeFlag === 1) kinds.push('sim');
  return kinds;
}

const WARNING = '#faad14';
const DANGER = '#ff4d4f';

function NoticeBody(props: { lines: ReactNode[]; action?: ReactNode; onDismiss: () => void }) {
  return (
    <Space orientation="vertical" size={8} style={{ width: 260 }}>
      {props.lines.map((line, index) => (
        <Typography.Text key={index}>{line}</Typography.Text>
      ))}
      <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
        <Button size="small" onClick={props.onDismiss}>
          知道了
        </Button>
        {props.action}
      </Space>
    </Space>
  );
}

export function AccountNotices() {
  const { userInfo, accessAuthList } = useLoadedSession();
  const { declaredByName } = useRouteTable();
  const navigate = useShellNavigate();
  const kinds = activeNotices(userInfo);
  const firstPending = () => kinds.find((kind) => !dismissed.has(kind));
  const [open, setOpen] = useState<AccountNoticeKind | undefined>(firstPending);

  const dismiss = (kind: AccountNoticeKind) => {
    dismissed.add(kind);
    setOpen(firstPending());
  };
  /** A button to a page the user holds the key of (its real path even before its page is built). */
  const linkTo = (kind: AccountNoticeKind, name: string, label: string, query?: string) => {
    const route = declaredByName.get(name);
    if (!route || !accessAuthList.includes(route.authKey)) return undefined;
    return (
      <Button
        size="small"
        type="primary"
        onClick={() => {
          dismiss(kind);
          void navigate(query ? `${route.path}?${query}` : route.path);
        }}
      >
        {label}
      </Button>
    );
  };

  const vo = userInfo.accountBalanceNoticeVo;
  const notices: Record<AccountNoticeKind, { title: string; icon: ReactNode; body: ReactNode }> = {
    expiry: {
      title: EXPIRY_NOTICE_TITLE,
      icon: <FieldTimeOutlined style={{ color: WARNING }} />,
      body: <NoticeBody lines={[msgExpiryNotice(userInfo.expireTime)]} onDismiss={() => dismiss('expiry')} />,
    },
    balance: {
      title: vo.balance > 0 ? BALANCE_LOW_TITLE : BALANCE_EMPTY_TITLE,
      icon: <PayCircleOutlined style={{ color: vo.balance > 0 ? WARNING : DANGER }} />,
      body: (
        <NoticeBody
          lines={[
            `账户余额：${vo.balance.toFixed(2)} 元`,
            vo.balance > 0 ? msgBalanceDaysLeft(vo.expectedDay) : BALANCE_EMPTY_TEXT,
          ]}
          action={linkTo('balance', 'AccountRecharge', RECHARGE_BUTTON)}
          onDismiss={() => dismiss('balance')}
        />
      ),
    },
    sim: {
      title: SIM_NOTICE_TITLE,
      icon: <CreditCardOutlined style={{ color: WARNING }} />,
      body: (
        <NoticeBody
          lines={[
            SIM_NOTICE_TEXT,
            `即将到期：${vo.aboutToExpireCardNum} 张`,
            `已到期：${vo.haveExpiredCardNum} 张`,
          ]}
          action={linkTo('sim', 'TrafficCardManagement', RENEW_BUTTON, SIM_RENEW_QUERY)}
          onDismiss={() => dismiss('sim')}
        />
      ),
    },
  };

  return kinds.map((kind) => (
    <Popover
      key={kind}
      title={notices[kind].title}
      content={notices[kind].body}
      trigger="click"
      placement="bottomRight"
      open={open === kind}
      onOpenChange={(next) => (next ? setOpen(kind) : dismiss(kind))}
    >
      <BarButton label={notices[kind].title} icon={notices[kind].icon} noTooltip />
    </Popover>
  ));
}
