// 更新账户信息 for an account that is not signed in (docs/adr/0065): 用户名 and 密码 prove the account,
// then 真实姓名, 手机号码 and 电子邮箱 as on 完善资料. 保存 updates them and goes to the login page, which
// says 账户信息已更新，请登录 beside its form; a refusal keeps what was typed. 返回登录 leaves without saving.
// The message goes to the login page as its one-shot flash, not as a toast: a toast belongs to this
// page's antd App, which the navigation to /login unmounts (the login page has its own).
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { PASSWORD_MAX_LENGTH } from '@zhsq/contract/validators/constants';
import { LOGIN_PATH } from '@/lib/constants/routes';
import { FLASH_MESSAGE_STORAGE_KEY, type FlashMessage } from '@/lib/constants/storage';
import { setItem } from '@/lib/storage';
import { updateAccountSignedOut, type SignedOutAccountUpdate } from '../api/update-account-signed-out';
import { ProfileFields } from './ProfileForm';

export const MSG_USER_NAME_REQUIRED = '请输入用户名';
export const MSG_PASSWORD_REQUIRED = '请输入密码';
export const MSG_ACCOUNT_UPDATED = '账户信息已更新，请登录';

export function SignedOutUpdateForm() {
  const [form] = Form.useForm<SignedOutAccountUpdate>();
  const [saving, setSaving] = useState(false);
  const navigate = useShellNavigate();

  const onFinish = async (values: SignedOutAccountUpdate) => {
    setSaving(true);
    try {
      await updateAccountSignedOut({
        userName: values.userName.trim(),
        password: values.password,
        realName: values.realName.trim(),
        phone: values.phone,
        email: values.email?.trim() || undefined,
      });
      const updated: FlashMessage = { text: MSG_ACCOUNT_UPDATED, type: 'success' };
      setItem(FLASH_MESSAGE_STORAGE_KEY, updated, { session: true });
      void navigate(LOGIN_PATH);
    } catch {
      // The refusal was toasted; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<SignedOutAccountUpdate>
      form={form}
      name="update-account"
      labelCol={{ flex: '96px' }}
      onFinish={(values) => void onFinish(values)}
    >
      <Form.Item
        label="用户名"
        name="userName"
        rules={[{ required: true, whitespace: true, message: MSG_USER_NAME_REQUIRED }]}
      >
        <Input maxLength={30} placeholder="请输入用户名" autoComplete="username" />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: MSG_PASSWORD_REQUIRED }]}>
        <Input.Password
          maxLength={PASSWORD_MAX_LENGTH}
          placeholder="请输入登录密码"
          autoComplete="current-password"
        />
      </Form.Item>
      <ProfileFields />
      <Form.Item label=" " colon={false} style={{ marginBottom: 0 }}>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
          <Button onClick={() => void navigate(LOGIN_PATH)}>返回登录</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
