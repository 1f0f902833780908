// Read-only account profile (01 §3 userInfo) on 个人中心; 修改资料 switches to ProfileForm.
import { Descriptions } from 'antd';
import type { UserInfo } from '@/shell/session/api/types';

const EMPTY = '-';

export function ProfileDetails({ userInfo }: { userInfo: UserInfo }) {
  return (
    <Descriptions
      column={1}
      bordered
      size="middle"
      items={[
        { key: 'userName', label: '用户名', children: userInfo.userName },
        { key: 'realName', label: '真实姓名', children: userInfo.realName || EMPTY },
        { key: 'phone', label: '手机号码', children: userInfo.phone || EMPTY },
        { key: 'email', label: '电子邮箱', children: userInfo.email || EMPTY },
        { key: 'roleName', label: '角色', children: userInfo.roleName || EMPTY },
        { key: 'expireTime', label: '到期时间', children: userInfo.expireTime || EMPTY },
      ]}
    />
  );
}
