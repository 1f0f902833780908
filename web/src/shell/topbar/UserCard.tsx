// The user popover's card (01 §2.6): user name, role name and 到期 expiry time, with 修改密码 and 退出.
// Loaded after the top bar's first paint (UserMenu), not with it (docs/adr/0054).
import { Button, Descriptions, Space } from 'antd';
import { USER_POPOVER_TEXT } from '@/lib/constants/top-bar';
import type { UserInfo } from '../session/api/types';

export function UserCard(props: {
  userInfo: UserInfo;
  /** 修改密码, when the dialog or the page exists */
  onChangePassword?: () => void;
  onLogout: () => void;
}) {
  const { userInfo } = props;
  return (
    <Space orientation="vertical" size={12} style={{ width: 240 }}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'userName', label: '用户名', children: userInfo.userName },
          { key: 'roleName', label: '角色', children: userInfo.roleName || '-' },
          { key: 'expireTime', label: USER_POPOVER_TEXT.expiry, children: userInfo.expireTime || '-' },
        ]}
      />
      <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
        {props.onChangePassword && (
          <Button size="small" onClick={props.onChangePassword}>
            {USER_POPOVER_TEXT.changePassword}
          </Button>
        )}
        <Button size="small" danger onClick={props.onLogout}>
          {USER_POPOVER_TEXT.logout}
        </Button>
      </Space>
    </Space>
  );
}
