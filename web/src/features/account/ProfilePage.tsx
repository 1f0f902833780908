// 个人中心 (/profile/index, 01 §2.6 user dropdown): the user's details, 修改资料 and 修改密码.
import { Card } from 'antd';
import { useLoadedSession, useSession } from '@/shell/session/use-session';
import { AccountProfilePanel } from './components/AccountProfilePanel';

export default function ProfilePage() {
  const { userInfo } = useLoadedSession();
  const { token = userInfo.sessionId } = useSession();
  return (
    <Card title="个人中心" style={{ maxWidth: 720 }}>
      <AccountProfilePanel userInfo={userInfo} sessionId={token} mode="details" />
    </Card>
  );
}
