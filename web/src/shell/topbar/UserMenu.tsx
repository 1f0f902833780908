// The user's corner of the top bar (01 §2.6): the avatar opens the user popover (user name, role name,
// 到期 expiry time, 修改密码 and 退出); the name opens the user dropdown (个人中心, 首页, 退出). 退出 asks
// 确定退出系统吗？ first; 修改密码 opens the change-password dialog (01 §2.7). The popover's card
// (UserCard) loads after the first paint (docs/adr/0054).
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Popover, type MenuProps } from 'antd';
import { dropdownMenu } from '@/components/dropdown-menu';
import { useState } from 'react';
import { useShellNavigate } from '../navigation/use-shell-navigate';
import { useLazyModule } from '@/components/lazy-module';
import { HOME_PATH } from '@/lib/constants/routes';
import { useRouteTable } from '../route-table';
import { useConfirmLogout } from '../session/use-logout';
import { useLoadedSession } from '../session/use-session';
import { BAR_TEXT_COLOR } from './BarButton';
import { useChangePasswordDialog } from './change-password-slot';
import { userCard } from './lazy-user-card';

export function UserMenu() {
  const { userInfo } = useLoadedSession();
  const navigate = useShellNavigate();
  const confirmLogout = useConfirmLogout();
  const { byName } = useRouteTable();
  const ChangePasswordDialog = useChangePasswordDialog();
  const [popoverOpen, setPopoverOpen] = useState(false);
  const [changing, setChanging] = useState(false);
  const card = useLazyModule(userCard);
  const profilePath = byName.get('profile')?.path;
  const changePwdPath = byName.get('changePwd')?.path;

  const items: MenuProps['items'] = [
    ...(profilePath ? [{ key: 'profile', label: '个人中心' }] : []),
    { key: 'home', label: '首页' },
    { type: 'divider' },
    { key: 'logout', label: '退出' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile' && profilePath) void navigate(profilePath);
    else if (key === 'home') void navigate(HOME_PATH);
    else confirmLogout();
  };

  const changePassword = () => {
    setPopoverOpen(false);
    if (ChangePasswordDialog) setChanging(true);
    else if (changePwdPath) void navigate(changePwdPath);
  };

  return (
    <>
      <Popover
        content={
          card && (
            <card.UserCard
              userInfo={userInfo}
              onChangePassword={ChangePasswordDialog || changePwdPath ? changePassword : undefined}
              onLogout={() => {
                setPopoverOpen(false);
                confirmLogout();
              }}
            />
          )
        }
        title={userInfo.realName || userInfo.userName}
        trigger={['hover', 'click']}
        placement="bottomRight"
        open={popoverOpen}
        onOpenChange={setPopoverOpen}
      >
        <Button type="text" aria-label="用户信息" style={{ paddingInline: 4 }}>
          <Avatar size={28} src={userInfo.avatar} icon={<UserOutlined />} alt="" />
        </Button>
      </Popover>
      <Dropdown menu={dropdownMenu({ items, onClick })} trigger={['click']} placement="bottomRight">
        <Button
          type="text"
          style={{ color: BAR_TEXT_COLOR, paddingInline: 4 }}
          aria-label={`${userInfo.realName || userInfo.userName}，用户菜单 ${userInfo.userName}`}
        >
          <span style={{ maxWidth: 96, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {userInfo.realName || userInfo.userName}
          </span>
          <DownOutlined />
        </Button>
      </Dropdown>
      {ChangePasswordDialog && (
        <ChangePasswordDialog
          open={changing}
          userName={userInfo.userName}
          sessionId={userInfo.sessionId}
          onClose={() => setChanging(false)}
        />
      )}
    </>
  );
}
