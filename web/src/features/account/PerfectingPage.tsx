// /perfecting 完善资料 (01 §2.1, §2.4.5): where an account without menus is limited to.
import { useLoadedSession, useSession } from '../../shell/session/use-session';
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
        notice={
          limited
            ? '当前账号尚未分配菜单权限，请联系上级管理员开通。您可以先核对账户资料或修改密码。'
            : '请核对账户资料；姓名、手机号码和邮箱如需变更请联系上级管理员。'
        }
        extraActions={<AccountActions limited={limited} />}
      />
    </BareAccountPage>
  );
}
