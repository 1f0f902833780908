// /login (01 §2.1, §2.4, §4): platform name from getLocationInfo, user name, password, 记住我.
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input, theme } from 'antd';
import { useEffect, useState } from 'react';
import { DEFAULT_PLATFORM_NAME, FLASH_MESSAGE_STORAGE_KEY, type FlashMessage } from '../../lib/constants';
import { getItem, removeItem } from '../../lib/storage';
import { LoginNotices } from '../../shell/realtime/notices/LoginNotices';
import { UpgradeBanner } from '../../shell/layout/UpgradeBanner';
import { startSession } from '../../shell/session/session-store';
import { useLocationInfo } from './api/get-location-info';
import { useLogin } from './api/login';

interface LoginForm {
  userName: string;
  password: string;
  remember: boolean;
}

export default function LoginPage() {
  const location = useLocationInfo();
  const loginMutation = useLogin();
  const platformName = location.data?.platFormName || DEFAULT_PLATFORM_NAME;
  const { token } = theme.useToken();
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
    const result = await loginMutation.mutateAsync(values).catch(() => undefined);
    if (!result) return;
    // The guard now sees a token on /login and moves on: to ?redirect when given, else home (01 §2.4).
    startSession(result.sessionId, values.remember);
  };

  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        background: 'linear-gradient(135deg, #1f3b73 0%, #1677ff 100%)',
        padding: 16,
      }}
    >
      {/* A styled section, not antd Card/Typography: those pull Tabs, Menu and Dropdown into the login
          route's first load (issue 9 bundle). */}
      <section
        style={{
          width: 400,
          maxWidth: '100%',
          padding: token.paddingLG,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <h1
          style={{
            textAlign: 'center',
            margin: '0 0 24px',
            fontSize: token.fontSizeHeading3,
            lineHeight: token.lineHeightHeading3,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
          }}
        >
          {platformName}
        </h1>
        <Form<LoginForm>
          name="login"
          layout="vertical"
          initialValues={{ remember: false }}
          onFinish={onFinish}
          onValuesChange={() => loginMutation.error && loginMutation.reset()}
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
          {flash && !loginMutation.error && (
            <Form.Item>
              <Alert type="warning" showIcon title={flash} />
            </Form.Item>
          )}
          {loginMutation.error && (
            <Form.Item>
              <Alert type="error" showIcon title={loginMutation.error.message || '登录失败'} />
            </Form.Item>
          )}
          <Form.Item style={{ marginBottom: 0 }}>
            <Button type="primary" htmlType="submit" block size="large" loading={loginMutation.isPending}>
              登录
            </Button>
          </Form.Item>
        </Form>
      </section>
      <LoginNotices />
      {/* 01 §2.5: the upgrade banner also greets the login page, without its 版本记录 link. */}
      <UpgradeBanner style={{ position: 'fixed', top: 0, insetInline: 0, zIndex: 10 }} />
    </div>
  );
}
