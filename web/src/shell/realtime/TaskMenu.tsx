// The top bar's task menu (01 §2.6): 报表中心, 版本记录 and 消息通知, each with a red dot when its push
// flag is up (01 §4), and a dot on the icon when any is. Following an item clears its flag (版本记录:
// "cleared on opening 版本记录"; the other two the same way, docs/adr/0034). 本地设置 opens the
// local settings dialog (01 §2.8).
import {
  FileExcelOutlined,
  HistoryOutlined,
  NotificationOutlined,
  ProfileOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { Badge, Button, Dropdown, type MenuProps } from 'antd';
import { dropdownMenu } from '@/components/dropdown-menu';
import { useState, type ReactNode } from 'react';
import { useShellNavigate } from '../navigation/use-shell-navigate';
import { LOCAL_SETTINGS_TITLE } from '@/lib/constants/local-settings';
import { ERROR_404_PATH } from '@/lib/constants/routes';
import { TASK_MENU_ROUTES } from '@/lib/constants/task-menu';
import { useRouteTable } from '../route-table';
import { useSession } from '../session/use-session';
import { LazyLocalSettingsDialog } from '../settings/lazy-local-settings-dialog';
import { anyFlag, pushFlags, usePushFlags, type FlagName } from './flags-store';

const SETTINGS_KEY = 'localSettings';

const ITEMS: readonly { key: keyof typeof TASK_MENU_ROUTES; flag: FlagName; icon: ReactNode }[] = [
  { key: 'report', flag: 'reportReady', icon: <FileExcelOutlined aria-hidden /> },
  { key: 'edition', flag: 'releaseNotice', icon: <HistoryOutlined aria-hidden /> },
  { key: 'systemNotice', flag: 'systemMessage', icon: <NotificationOutlined aria-hidden /> },
];

export function TaskMenu() {
  const flags = usePushFlags();
  const navigate = useShellNavigate();
  const { declaredByName } = useRouteTable();
  const dotted = anyFlag(flags);
  const userId = useSession().loaded?.userInfo.userId;
  const [settingsOpen, setSettingsOpen] = useState(false);

  const items: NonNullable<MenuProps['items']> = ITEMS.map(({ key, flag, icon }) => {
    const title = declaredByName.get(TASK_MENU_ROUTES[key])?.title ?? key;
    return {
      key,
      icon,
      style: { minWidth: 148 },
      label: (
        <Badge dot={flags[flag]} offset={[6, 2]} title={flags[flag] ? `${title}有新内容` : undefined}>
          <span data-task-flag={flags[flag] ? 'on' : 'off'}>{title}</span>
        </Badge>
      ),
    };
  });
  if (userId !== undefined) {
    items.push({
      key: SETTINGS_KEY,
      icon: <SettingOutlined aria-hidden />,
      style: { minWidth: 148 },
      label: LOCAL_SETTINGS_TITLE,
    });
  }

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === SETTINGS_KEY) {
      setSettingsOpen(true);
      return;
    }
    const item = ITEMS.find((i) => i.key === key);
    if (!item) return;
    pushFlags.clear(item.flag);
    void navigate(declaredByName.get(TASK_MENU_ROUTES[item.key])?.path ?? ERROR_404_PATH);
  };

  return (
    <>
      <Dropdown menu={dropdownMenu({ items, onClick })} trigger={['click']} placement="bottomRight">
        <Button
          type="text"
          aria-label={dotted ? '任务菜单（有新提醒）' : '任务菜单'}
          style={{ color: '#fff' }}
          icon={
            <Badge dot={dotted} offset={[-2, 2]}>
              <ProfileOutlined aria-hidden style={{ color: '#fff', fontSize: 18 }} />
            </Badge>
          }
        />
      </Dropdown>
      {userId !== undefined && (
        <LazyLocalSettingsDialog open={settingsOpen} userId={userId} onClose={() => setSettingsOpen(false)} />
      )}
    </>
  );
}
