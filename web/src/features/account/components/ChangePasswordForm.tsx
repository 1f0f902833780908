// Change password (01 §2.7): 用户名 (read-only), 原密码, 新密码 (password widget), 确认密码; 提交 / 重置.
// On success the user is logged out and sent to login (01 §4), which the caller decides the target of.
import { Button, Form, Input, Space } from 'antd';
import { PasswordChecklist } from '../../../components/PasswordChecklist';
import {
  MSG_NEW_PASSWORD_REQUIRED,
  MSG_OLD_PASSWORD_REQUIRED,
  MSG_PASSWORDS_DIFFER,
  MSG_PASSWORD_RULE,
  MSG_REPEAT_PASSWORD_REQUIRED,
  PASSWORD_MAX_LENGTH,
} from '../../../lib/constants';
import { isStrongPassword } from '../../../lib/validators/password';
import { useUpdatePassword } from '../api/update-password';

interface ChangePasswordValues {
  userName: string;
  oldPwd: string;
  newPwd: string;
  newPassword: string;
}

export function ChangePasswordForm(props: { userName: string; sessionId: string; onChanged: () => void }) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const newPwd = Form.useWatch('newPwd', form);
  const mutation = useUpdatePassword();

  const onFinish = async (values: ChangePasswordValues) => {
    const ok = await mutation
      .mutateAsync({
        sessionId: props.sessionId,
        oldPwd: values.oldPwd,
        newPwd: values.newPwd,
        newPassword: values.newPassword,
      })
      .then(() => true)
      .catch(() => false);
    if (ok) props.onChanged();
  };

  return (
    <Form<ChangePasswordValues>
      form={form}
      name="change-password"
      labelCol={{ span: 6 }}
      initialValues={{ userName: props.userName }}
      onFinish={onFinish}
    >
      <Form.Item label="用户名" name="userName">
        <Input readOnly variant="filled" />
      </Form.Item>
      <Form.Item
        label="原密码"
        name="oldPwd"
        rules={[{ required: true, message: MSG_OLD_PASSWORD_REQUIRED }]}
      >
        <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label="新密码"
        name="newPwd"
        extra={<PasswordChecklist value={newPwd} />}
        rules={[
          { required: true, message: MSG_NEW_PASSWORD_REQUIRED },
          {
            validator: (_rule, value: string | undefined) =>
              !value || isStrongPassword(value)
                ? Promise.resolve()
                : Promise.reject(new Error(MSG_PASSWORD_RULE)),
          },
        ]}
      >
        <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="确认密码"
        name="newPassword"
        dependencies={['newPwd']}
        rules={[
          { required: true, message: MSG_REPEAT_PASSWORD_REQUIRED },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || value === getFieldValue('newPwd')
                ? Promise.resolve()
                : Promise.reject(new Error(MSG_PASSWORDS_DIFFER)),
          }),
        ]}
      >
        <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 6 }} style={{ marginBottom: 0 }}>
        <Space>
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            提交
          </Button>
          <Button htmlType="button" onClick={() => form.resetFields()}>
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
