// /login: the page first, then, once it has painted, the parts that need the console's services: the
// login-time system notices (02 §4) and the upgrade banner (01 §2.5). Their chunk is large (react-query,
// antd App, the route table): fetched and evaluated after the form's first paint, not in its way.
import { deferredComponent } from '../components/lazy-deferred';
import LoginPage from '../features/auth/LoginPage';

const LoginExtras = deferredComponent(() => import('./login-extras').then((m) => m.default));

export default function LoginRoute() {
  return (
    <>
      <LoginPage />
      <LoginExtras />
    </>
  );
}
