// /login: the page first, then (lazily, after it paints) the parts that need the console's services:
// the login-time system notices (02 §4) and the upgrade banner (01 §2.5).
import { lazy, Suspense } from 'react';
import LoginPage from '../features/auth/LoginPage';

const LoginExtras = lazy(() => import('./login-extras'));

export default function LoginRoute() {
  return (
    <>
      <LoginPage />
      <Suspense fallback={null}>
        <LoginExtras />
      </Suspense>
    </>
  );
}
