// The account's own profile as a form (完善资料 / 更新账户信息 / 个人中心 修改资料): 用户名 read-only,
// 真实姓名 and 手机号码 required, 电子邮箱 optional. Bad input shows the rule's message and keeps what
// was typed; a refused save (e.g. mobile taken) keeps it too.
import { Button, Form, Input, Space } from 'antd';
import { MOBILE_DIGITS } from '@zhsq/contract/validators/constants';
import { emailRule, mobileRule, nameRule } from '@zhsq/contract/validators/rules';
import type { UserInfo } from '@/shell/session/api/types';
import { useUpdateProfile, type ProfileInput } from '../api/update-profile';

/** 真实姓名 up to 30 characters (the watermark cuts it there too, 01 §9). */
export const REAL_NAME_MAX = 30;
export const MSG_REAL_NAME_REQUIRED = '请输入真实姓名';
export const MSG_PHONE_REQUIRED = '请输入手机号码';

/** 真实姓名, 手机号码 and 电子邮箱 with their rules, inside a Form (also the signed-out account update). */
export function ProfileFields() {
  return (
    <>
      <Form.Item
        label="真实姓名"
        name="realName"
        rules={[{ required: true, message: MSG_REAL_NAME_REQUIRED }, nameRule()]}
      >
        <Input maxLength={REAL_NAME_MAX} placeholder="请输入真实姓名" autoComplete="name" />
      </Form.Item>
      <Form.Item
        label="手机号码"
        name="phone"
        rules={[{ required: true, message: MSG_PHONE_REQUIRED }, mobileRule()]}
      >
        <Input
          maxLength={MOBILE_DIGITS}
          placeholder="请输入手机号码"
          inputMode="numeric"
          autoComplete="tel"
        />
      </Form.Item>
      <Form.Item label="电子邮箱" name="email" rules={[emailRule()]}>
        <Input maxLength={254} placeholder="请输入电子邮箱（选填）" autoComplete="email" />
      </Form.Item>
    </>
  );
}

interface ProfileValues extends ProfileInput {
  userName: string;
}

export function ProfileForm(props: { userInfo: UserInfo; onSaved?: () => void; onCancel?: () => void }) {
  const { userInfo } = props;
  const [form] = Form.useForm<ProfileValues>();
  const update = useUpdateProfile();
  const initial: ProfileValues = {
    userName: userInfo.userName,
    realName: userInfo.realName,
    phone: userInfo.phone ?? '',
    email: userInfo.email ?? '',
  };

  const onFinish = async ({ realName, phone, email }: ProfileValues) => {
    const saved = await update
      .mutateAsync({ realName: realName.trim(), phone, email: email?.trim() || undefined })
      .then(() => true)
      .catch(() => false);
    if (saved) props.onSaved?.();
  };

  return (
    <Form<ProfileValues>
      form={form}
      name="profile"
      labelCol={{ flex: '96px' }}
      initialValues={initial}
      onFinish={(values) => void onFinish(values)}
    >
      <Form.Item label="用户名" name="userName">
        <Input readOnly variant="filled" />
      </Form.Item>
      <ProfileFields />
      <Form.Item label=" " colon={false} style={{ marginBottom: 0 }}>
        <Space>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            保存
          </Button>
          {props.onCancel ? (
            <Button onClick={props.onCancel}>取消</Button>
          ) : (
            <Button onClick={() => form.resetFields()}>重置</Button>
          )}
        </Space>
      </Form.Item>
    </Form>
  );
}
