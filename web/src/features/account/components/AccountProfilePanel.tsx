// Profile panel shared by 个人中心, 完善资料 and 更新账户信息: the profile (as a form on the two
// completion pages, read-only with 修改资料 on 个人中心) and 修改密码 (dialog, 450 px, 01 §2.7).
import { Alert, Button, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import type { UserInfo } from '@/shell/session/api/types';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ProfileDetails } from './ProfileDetails';
import { ProfileForm } from './ProfileForm';

export function AccountProfilePanel(props: {
  userInfo: UserInfo;
  sessionId: string;
  /** 'form': always editable (perfecting, updateAccount); 'details': read-only with 修改资料. */
  mode: 'form' | 'details';
  notice?: string;
  extraActions?: ReactNode;
}) {
  const [changing, setChanging] = useState(false);
  const [editing, setEditing] = useState(false);
  const asForm = props.mode === 'form' || editing;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {props.notice && <Alert type="info" showIcon title={props.notice} />}
      {asForm ? (
        <ProfileForm
          // A saved profile becomes the form's starting point (what 重置 returns to).
          key={`${props.userInfo.realName}|${props.userInfo.phone ?? ''}|${props.userInfo.email ?? ''}`}
          userInfo={props.userInfo}
          onSaved={() => setEditing(false)}
          onCancel={props.mode === 'details' ? () => setEditing(false) : undefined}
        />
      ) : (
        <ProfileDetails userInfo={props.userInfo} />
      )}
      <Space wrap>
        {!asForm && (
          <Button type="primary" onClick={() => setEditing(true)}>
            修改资料
          </Button>
        )}
        <Button onClick={() => setChanging(true)}>修改密码</Button>
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
