// Expiry, balance and SIM-card popovers of the top bar (01 §2.6, §4): each has an icon only while its flag
// is 1 (expireFlag, balanceNoticeFlag, simCardNoticeFlag). On load each opens by itself when its turn in
// the overlay queue comes (docs/adr/0064: after the privacy agreement and system notices, in this
// order); dismissing it (知道了 or a click elsewhere) gives the turn to the next. Dismissals last until the
// page is loaded again or the session ends; the icons stay, so a notice can be read again (a click on
// an icon opens its notice at once).
import { CreditCardOutlined, FieldTimeOutlined, PayCircleOutlined } from '@ant-design/icons';
import { Button, Popover, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useOverlayTurn } from '../overlays/use-overlay-turn';
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

const ACCOUNT_NOTICE_KINDS: readonly AccountNoticeKind[] = ['expiry', 'balance', 'sim'];

interface NoticeView {
  title: string;
  icon: ReactNode;
  lines: ReactNode[];
  /** The page button: route name, label and query. */
  link?: { name: string; label: string; query?: string };
}

function noticeView(kind: AccountNoticeKind, userInfo: UserInfo): NoticeView {
  const vo = userInfo.accountBalanceNoticeVo;
  if (kind === 'expiry')
    return {
      title: EXPIRY_NOTICE_TITLE,
      icon: <FieldTimeOutlined style={{ color: WARNING }} />,
      lines: [msgExpiryNotice(userInfo.expireTime)],
    };
  if (kind === 'balance')
    return {
      title: vo.balance > 0 ? BALANCE_LOW_TITLE : BALANCE_EMPTY_TITLE,
      icon: <PayCircleOutlined style={{ color: vo.balance > 0 ? WARNING : DANGER }} />,
      lines: [
        `账户余额：${vo.balance.toFixed(2)} 元`,
        vo.balance > 0 ? msgBalanceDaysLeft(vo.expectedDay) : BALANCE_EMPTY_TEXT,
      ],
      link: { name: 'AccountRecharge', label: RECHARGE_BUTTON },
    };
  return {
    title: SIM_NOTICE_TITLE,
    icon: <CreditCardOutlined style={{ color: WARNING }} />,
    lines: [
      SIM_NOTICE_TEXT,
      `即将到期：${vo.aboutToExpireCardNum} 张`,
      `已到期：${vo.haveExpiredCardNum} 张`,
    ],
    link: { name: 'TrafficCardManagement', label: RENEW_BUTTON, query: SIM_RENEW_QUERY },
  };
}

/** One notice: its icon while its flag is 1, its popover on its turn or on a click of the icon. */
function AccountNotice({ kind, active }: { kind: AccountNoticeKind; active: boolean }) {
  const { userInfo, accessAuthList } = useLoadedSession();
  const { declaredByName } = useRouteTable();
  const navigate = useShellNavigate();
  const [isDismissed, setDismissed] = useState(() => dismissed.has(kind));
  const [reopened, setReopened] = useState(false);
  const myTurn = useOverlayTurn(kind, active && !isDismissed);
  if (!active) return null;

  const dismiss = () => {
    dismissed.add(kind);
    setDismissed(true);
    setReopened(false);
  };
  const view = noticeView(kind, userInfo);
  /** A button to a page the user holds the key of (its real path even before its page is built). */
  const route = view.link && declaredByName.get(view.link.name);
  const action =
    view.link && route && accessAuthList.includes(route.authKey) ? (
      <Button
        size="small"
        type="primary"
        onClick={() => {
          dismiss();
          void navigate(view.link?.query ? `${route.path}?${view.link.query}` : route.path);
        }}
      >
        {view.link.label}
      </Button>
    ) : undefined;

  return (
    <Popover
      title={view.title}
      content={<NoticeBody lines={view.lines} action={action} onDismiss={dismiss} />}
      trigger="click"
      placement="bottomRight"
      open={myTurn || reopened}
      onOpenChange={(next) => (next ? setReopened(true) : dismiss())}
    >
      <BarButton label={view.title} icon={view.icon} noTooltip />
    </Popover>
  );
}

export function AccountNotices() {
  const { userInfo } = useLoadedSession();
  const kinds = activeNotices(userInfo);
  return ACCOUNT_NOTICE_KINDS.map((kind) => (
    <AccountNotice key={kind} kind={kind} active={kinds.includes(kind)} />
  ));
}
