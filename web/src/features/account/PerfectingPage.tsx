// /perfecting 完善资料 (01 §2.1, §2.4.5): account profile completion, where an account without menus
// is limited to: the profile form (真实姓名, 手机号码 required), 修改密码, and leaving.
import { useLoadedSession, useSession } from '@/shell/session/use-session';
import { AccountActions } from './components/AccountActions';
import { AccountProfilePanel } from './components/AccountProfilePanel';
import { BareAccountPage } from './components/BareAccountPage';

export default function PerfectingPage() {
  const { userInfo, limited } = useLoadedSession();
  const { token = userInfo.sessionId } = useSession();
  return (
    <BareAccountPage title="完善资料">
      <AccountProfilePanel
        userInfo={userInfo}
        sessionId={token}
        mode="form"
        notice={
          limited
            ? '当前账号尚未分配菜单权限，请先完善账户资料，并联系上级管理员开通权限。'
            : '请完善账户资料：真实姓名和手机号码为必填项。'
        }
        extraActions={<AccountActions limited={limited} />}
      />
    </BareAccountPage>
  );
}
