// /login (01 §2.1, §2.4, §4): platform name from getLocationInfo, user name, password, 记住我.
// The first thing a user loads, so it paints with antd's form alone: the request layer, the password
// encryption and the alert load when first needed (issue 9 bundle).
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, ConfigProvider, Form, Input } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  DEFAULT_PLATFORM_NAME,
  DEFAULT_PRIMARY_COLOR,
  FLASH_MESSAGE_STORAGE_KEY,
  type FlashMessage,
} from '../../lib/constants-entry';
import { getItem, removeItem } from '../../lib/storage';
import { startSession } from '../../shell/session/session-store';
import './login.css';
import { usePlatformName } from './use-platform-name';
import { useLoginSubmit } from './use-login-submit';

const LoginAlert = lazy(() => import('./LoginAlert'));

// The console's own configuration (role theme, UI size, zh_CN) loads with its services; the login form
// needs only the default primary colour, whose white text meets the 4.5:1 contrast (antd's #1677ff
// does not), and no space inside 登录.
const LOGIN_THEME = { token: { colorPrimary: DEFAULT_PRIMARY_COLOR } };
const LOGIN_BUTTON = { autoInsertSpace: false };

interface LoginForm {
  userName: string;
  password: string;
  remember: boolean;
}

export default function LoginPage() {
  const platformName = usePlatformName() || DEFAULT_PLATFORM_NAME;
  const submit = useLoginSubmit();
  // e.g. 登录凭证过期, 重新登录 from before the reload that ended the last session.
  // Only a document loaded after the one that wrote it shows (and consumes) the message.
  const [flash] = useState(() => {
    const stored = getItem<FlashMessage>(FLASH_MESSAGE_STORAGE_KEY);
    return stored && stored.from !== performance.timeOrigin ? stored.text : undefined;
  });
  useEffect(() => {
    if (flash) removeItem(FLASH_MESSAGE_STORAGE_KEY);
  }, [flash]);

  const onFinish = async (values: LoginForm) => {
    const result = await submit.run(values);
    if (!result) return;
    // The guard now sees a token on /login and moves on: to ?redirect when given, else home (01 §2.4).
    startSession(result.sessionId, values.remember);
  };

  return (
    <ConfigProvider theme={LOGIN_THEME} button={LOGIN_BUTTON}>
      <div className="login-page">
        {/* A styled section, not antd Card/Typography: those pull Tabs, Menu and Dropdown into the login
          route's first load (issue 9 bundle). */}
        <section className="login-panel">
          <h1>{platformName}</h1>
          <Form<LoginForm>
            name="login"
            layout="vertical"
            initialValues={{ remember: false }}
            onFinish={onFinish}
            onValuesChange={() => submit.error && submit.reset()}
            requiredMark={false}
          >
            <Form.Item
              label="用户名"
              name="userName"
              rules={[
                { required: true, whitespace: true, message: '请输入用户名' },
                { max: 32, message: '用户名不能超过32个字符' },
              ]}
            >
              <Input
                prefix={<UserOutlined />}
                placeholder="请输入用户名"
                autoComplete="username"
                maxLength={32}
              />
            </Form.Item>
            <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
              <Input.Password
                prefix={<LockOutlined />}
                placeholder="请输入密码"
                autoComplete="current-password"
              />
            </Form.Item>
            <Form.Item name="remember" valuePropName="checked">
              <Checkbox>记住我</Checkbox>
            </Form.Item>
            {(submit.error || flash) && (
              <Form.Item>
                <Suspense fallback={null}>
                  {submit.error ? (
                    <LoginAlert type="error" text={submit.error.message || '登录失败'} />
                  ) : (
                    <LoginAlert type="warning" text={flash!} />
                  )}
                </Suspense>
              </Form.Item>
            )}
            <Form.Item style={{ marginBottom: 0 }}>
              <Button type="primary" htmlType="submit" block size="large" loading={submit.pending}>
                登录
              </Button>
            </Form.Item>
          </Form>
        </section>
      </div>
    </ConfigProvider>
  );
}
