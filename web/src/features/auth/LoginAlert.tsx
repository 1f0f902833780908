// The login form's message (a failed login, why the last session ended, an account updated): loaded
// when shown.
import { Alert } from 'antd';

export default function LoginAlert({ type, text }: { type: 'error' | 'warning' | 'success'; text: string }) {
  return <Alert type={type} showIcon title={text} />;
}
