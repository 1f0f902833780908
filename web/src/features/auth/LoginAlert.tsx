// The login form's message (a failed login, or why the last session ended): loaded when shown.
import { Alert } from 'antd';

export default function LoginAlert({ type, text }: { type: 'error' | 'warning'; text: string }) {
  return <Alert type={type} showIcon title={text} />;
}
