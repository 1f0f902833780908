// /updateAccount 更新账户信息 (01 §2.1): reachable without a token (01 §2.4.1). Signed in, the profile
// form and the password change; signed out, the same profile form behind the account's user name and
// password (docs/adr/0065), after which the account signs in as usual.
import { Alert, Space } from 'antd';
import { useSession } from '@/shell/session/use-session';
import { AccountActions } from './components/AccountActions';
import { AccountProfilePanel } from './components/AccountProfilePanel';
import { BareAccountPage } from './components/BareAccountPage';
import { SignedOutUpdateForm } from './components/SignedOutUpdateForm';

export default function UpdateAccountPage() {
  const { token, loaded } = useSession();
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
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Alert type="info" showIcon title="请输入账号与密码，核对并更新账户信息。" />
          <SignedOutUpdateForm />
        </Space>
      )}
    </BareAccountPage>
  );
}
