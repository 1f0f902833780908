// Change password (01 §2.7, §5): 用户名 (read-only), 原密码, 新密码 (the password widget with its live
// checklist), 确认密码; 提交 / 重置. Messages: 请输入原密码, 请输入新密码 (+ the shared rule 密码规则错误，
// 请重新输入), 请再次输入密码, 两次输入的新密码不一致!; old and confirm take at most 18 characters. The three
// passwords travel encrypted with the session key (01 §9, api/update-password). A failed call keeps what
// the user typed and stops the spinner; on success the caller signs the user out (01 §4).
import { Button, Form, Input, Space } from 'antd';
import { PasswordInput } from '@/components/PasswordInput';
import {
  MSG_NEW_PASSWORD_REQUIRED,
  MSG_OLD_PASSWORD_REQUIRED,
  MSG_PASSWORDS_DIFFER,
  MSG_REPEAT_PASSWORD_REQUIRED,
} from '@/lib/constants/passwords';
import { PASSWORD_MAX_LENGTH } from '@zhsq/contract/validators/constants';
import { passwordBRule } from '@zhsq/contract/validators/rules';
import { useUpdatePassword } from '../api/update-password';

interface ChangePasswordValues {
  userName: string;
  oldPwd: string;
  newPwd: string;
  newPassword: string;
}

export function ChangePasswordForm(props: { userName: string; sessionId: string; onChanged: () => void }) {
  const [form] = Form.useForm<ChangePasswordValues>();
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
      // The request layer has shown the server's message; the form keeps its values for a retry.
      .catch(() => false);
    if (ok) props.onChanged();
  };

  return (
    <Form<ChangePasswordValues>
      form={form}
      name="change-password"
      labelCol={{ flex: '84px' }}
      initialValues={{ userName: props.userName }}
      onFinish={onFinish}
      disabled={mutation.isPending}
    >
      <Form.Item label="用户名" name="userName">
        <Input readOnly variant="filled" />
      </Form.Item>
      <Form.Item
        label="原密码"
        name="oldPwd"
        rules={[{ required: true, message: MSG_OLD_PASSWORD_REQUIRED }]}
      >
        <Input.Password
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="current-password"
          placeholder={MSG_OLD_PASSWORD_REQUIRED}
        />
      </Form.Item>
      <Form.Item
        label="新密码"
        name="newPwd"
        rules={[{ required: true, message: MSG_NEW_PASSWORD_REQUIRED }, passwordBRule()]}
      >
        <PasswordInput placeholder={MSG_NEW_PASSWORD_REQUIRED} />
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
        <Input.Password
          maxLength={PASSWORD_MAX_LENGTH}
          autoComplete="new-password"
          placeholder={MSG_REPEAT_PASSWORD_REQUIRED}
        />
      </Form.Item>
      <Form.Item label={null} style={{ marginBottom: 0 }}>
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
