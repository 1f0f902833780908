// /changePwd 修改密码 (01 §2.1, §2.7): the change-password form as a page; afterwards the user signs in
// again and lands on the home page (01 §4).
import { useLoadedSession, useSession } from '@/shell/session/use-session';
import { useSignOut } from '@/shell/session/use-logout';
import { BareAccountPage } from './components/BareAccountPage';
import { ChangePasswordForm } from './components/ChangePasswordForm';

export default function ChangePasswordPage() {
  const { userInfo } = useLoadedSession();
  const { token = userInfo.sessionId } = useSession();
  const signOut = useSignOut();
  return (
    <BareAccountPage title="修改密码">
      <ChangePasswordForm userName={userInfo.userName} sessionId={token} onChanged={() => void signOut()} />
    </BareAccountPage>
  );
}
