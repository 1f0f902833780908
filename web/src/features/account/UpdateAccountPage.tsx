// /updateAccount 更新账户信息 (01 §2.1): reachable without a token (01 §2.4.1). Signed in, the profile
// form and the password change; signed out, it explains that the account must sign in first.
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '@/lib/constants/routes';
import { useSession } from '@/shell/session/use-session';
import { AccountActions } from './components/AccountActions';
import { AccountProfilePanel } from './components/AccountProfilePanel';
import { BareAccountPage } from './components/BareAccountPage';

export default function UpdateAccountPage() {
  const { token, loaded } = useSession();
  const navigate = useNavigate();
  return (
    <BareAccountPage title="更新账户信息">
      {token && loaded ? (
        <AccountProfilePanel
          userInfo={loaded.userInfo}
          sessionId={token}
          mode="form"
          notice="请核对并更新账户信息；密码可在此修改。"
          extraActions={<AccountActions limited={loaded.limited} />}
        />
      ) : (
        <Result
          status="info"
          title="请先登录"
          subTitle="登录后即可更新账户信息并修改密码。"
          extra={
            <Button type="primary" onClick={() => void navigate(`${LOGIN_PATH}?redirect=%2FupdateAccount`)}>
              去登录
            </Button>
          }
        />
      )}
    </BareAccountPage>
  );
}
