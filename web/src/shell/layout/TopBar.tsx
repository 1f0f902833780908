// Top bar (01 §2.6): logo → home, platform name, user dropdown 个人中心 / 首页 / 退出.
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { DEFAULT_PLATFORM_NAME, HOME_PATH } from '../../lib/constants';
import defaultLogo from '../../assets/logo.svg';
import { TaskMenu } from '../realtime/TaskMenu';
import { useRouteTable } from '../route-table';
import { useConfirmLogout } from '../session/use-logout';
import { useLoadedSession } from '../session/use-session';
import type { UserInfo } from '../session/api/types';

/** The agent's default configuration (isDef 1) names the platform and its logo (01 §1, §2.6). */
export function agentBranding(userInfo: UserInfo): { name: string; logo: string } {
  const config = userInfo.agentRealConfigList.find((item) => item.isDef === 1);
  return {
    name: config?.name || DEFAULT_PLATFORM_NAME,
    logo: config?.logo && config.logoShow !== 0 ? config.logo : defaultLogo,
  };
}

export function TopBar() {
  const { userInfo } = useLoadedSession();
  const navigate = useNavigate();
  const confirmLogout = useConfirmLogout();
  const profilePath = useRouteTable().byName.get('profile')?.path;
  const branding = agentBranding(userInfo);

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

  return (
    <div style={{ display: 'flex', alignItems: 'center', height: '100%', gap: 12 }}>
      <Link to={HOME_PATH} aria-label="返回首页" style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
        <img
          src={branding.logo}
          alt="平台标志"
          height={32}
          onError={(event) => {
            // A broken agent logo falls back to the default image.
            if (!event.currentTarget.src.endsWith(defaultLogo)) event.currentTarget.src = defaultLogo;
          }}
        />
        <span style={{ color: '#fff', fontSize: 18, fontWeight: 600, whiteSpace: 'nowrap' }}>
          {branding.name}
        </span>
      </Link>
      <div style={{ flex: 1 }} />
      <TaskMenu />
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button
          type="text"
          icon={<UserOutlined />}
          style={{ color: '#fff' }}
          aria-label={`用户菜单 ${userInfo.userName}`}
        >
          {userInfo.realName || userInfo.userName} <DownOutlined />
        </Button>
      </Dropdown>
    </div>
  );
}
