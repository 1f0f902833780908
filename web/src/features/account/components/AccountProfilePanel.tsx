// Profile panel shared by 个人中心, 完善资料 and 更新账户信息: the read-only profile and 修改密码.
import { Alert, Button, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import type { UserInfo } from '../../../shell/session/api/types';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ProfileDetails } from './ProfileDetails';

export function AccountProfilePanel(props: {
  userInfo: UserInfo;
  sessionId: string;
  notice?: string;
  extraActions?: ReactNode;
}) {
  const [changing, setChanging] = useState(false);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {props.notice && <Alert type="info" showIcon title={props.notice} />}
      <ProfileDetails userInfo={props.userInfo} />
      <Space wrap>
        <Button type="primary" onClick={() => setChanging(true)}>
          修改密码
        </Button>
        {props.extraActions}
      </Space>
      <ChangePasswordDialog
        open={changing}
        userName={props.userInfo.userName}
        sessionId={props.sessionId}
        onClose={() => setChanging(false)}
      />
    </Space>
  );
}
