// /login (01 §2.1, §2.4, §4): platform name from getLocationInfo, user name, password, 记住我.
// The first thing a user loads, so it paints with antd's inputs alone (not antd's Form: use-login-fields):
// the request layer, the password encryption and the alert load when first needed (docs/adr/0054).
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input } from 'antd';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { DEFAULT_PLATFORM_NAME } from '@/lib/constants/layout';
import { FLASH_MESSAGE_STORAGE_KEY, type FlashMessage } from '@/lib/constants/storage';
import { retryImport } from '@/lib/retry-import';
import { getItem, removeItem } from '@/lib/storage';
import { startSession } from '@/shell/session/session-store';
import { helpId, LoginField } from './LoginField';
import './login.css';
import { usePlatformName } from './use-platform-name';
import { useLoginFields, type LoginValues } from './use-login-fields';
import { useLoginSubmit } from './use-login-submit';

const LoginAlert = lazy(() => retryImport(() => import('./LoginAlert')));

// The console's own configuration (role theme, UI size, zh_CN) loads with its services. The login form
// has no ConfigProvider at all (it would add 12 kB gzip): login.css gives antd's CSS variables the default
// primary colour and stills the animations under reduced motion.
const EMPTY_FORM: LoginValues = { userName: '', password: '', remember: false };
const inputId = (name: 'userName' | 'password') => `login_${name}`;

export default function LoginPage() {
  const platformName = usePlatformName() || DEFAULT_PLATFORM_NAME;
  const submit = useLoginSubmit();
  // e.g. 登录凭证过期, 重新登录 from before the reload that ended the last session, or 账户信息已更新，请登录.
  // A message tagged with a document is shown (and consumed) only by a document loaded after it.
  const [flash] = useState(() => {
    const stored = getItem<FlashMessage>(FLASH_MESSAGE_STORAGE_KEY);
    return stored && stored.from !== performance.timeOrigin ? stored : undefined;
  });
  useEffect(() => {
    if (flash) removeItem(FLASH_MESSAGE_STORAGE_KEY);
  }, [flash]);

  const fields = useLoginFields(EMPTY_FORM);
  const { values, errors } = fields;

  const change = <K extends keyof LoginValues>(name: K, value: LoginValues[K]) => {
    fields.change(name, value);
    if (submit.error) submit.reset();
  };
  /** what a text field's input needs: value, change, focus and its error for screen readers */
  const textInput = (name: 'userName' | 'password') => ({
    id: inputId(name),
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    ref: fields.inputRefs[name],
    status: errors[name] ? ('error' as const) : undefined,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? helpId(inputId(name)) : undefined,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = fields.validate();
    if (!valid) return;
    const result = await submit.run(valid);
    if (!result) return;
    // The guard now sees a token on /login and moves on: to ?redirect when given, else home (01 §2.4);
    // another account than the last one on this browser goes to the police dashboard (01 §4).
    startSession(result.sessionId, valid.remember, valid.userName);
  };

  return (
    <div className="login-page">
      {/* A styled section, not antd Card/Typography: those pull Tabs, Menu and Dropdown into the login
          route's first load (docs/adr/0054). */}
      <section className="login-panel">
        <h1>{platformName}</h1>
        <form name="login" className="login-form" noValidate onSubmit={onSubmit}>
          <LoginField id={inputId('userName')} label="用户名" error={errors.userName}>
            <Input
              {...textInput('userName')}
              prefix={<UserOutlined />}
              placeholder="请输入用户名"
              autoComplete="username"
              maxLength={32}
            />
          </LoginField>
          <LoginField id={inputId('password')} label="密码" error={errors.password}>
            <Input.Password
              {...textInput('password')}
              prefix={<LockOutlined />}
              placeholder="请输入密码"
              autoComplete="current-password"
            />
          </LoginField>
          <div className="login-field">
            <Checkbox
              checked={values.remember}
              onChange={(event) => change('remember', event.target.checked)}
            >
              记住我
            </Checkbox>
          </div>
          {(submit.error || flash) && (
            <div className="login-field">
              <Suspense fallback={null}>
                {submit.error ? (
                  <LoginAlert type="error" text={submit.error.message || '登录失败'} />
                ) : (
                  <LoginAlert type={flash!.type ?? 'warning'} text={flash!.text} />
                )}
              </Suspense>
            </div>
          )}
          <Button
            type="primary"
            htmlType="submit"
            block
            size="large"
            loading={submit.pending}
            autoInsertSpace={false}
          >
            登录
          </Button>
        </form>
      </section>
    </div>
  );
}
