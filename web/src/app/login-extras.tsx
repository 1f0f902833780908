// The login page's extras, with the services they use (react-query, antd App, the route table).
import { UpgradeBanner } from '../shell/layout/UpgradeBanner';
import { LoginNotices } from '../shell/realtime/notices/LoginNotices';
import { AppServices } from './services';

export default function LoginExtras() {
  return (
    <AppServices>
      <LoginNotices />
      {/* 01 §2.5: the upgrade banner also greets the login page, without its 版本记录 link. */}
      <UpgradeBanner style={{ position: 'fixed', top: 0, insetInline: 0, zIndex: 10 }} />
    </AppServices>
  );
}
