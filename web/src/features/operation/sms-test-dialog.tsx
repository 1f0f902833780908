// 短信测试 on the SMS management page: sends a verification code to a number through
// /s_m_s/phone/sendCode/v1 (60 s countdown, 02 §9) and checks the typed code with
// /s_m_s/phone/CheckCode/v1 (02 §7) — proof that the SMS channel reaches phones. The code sent shows
// in the list as a new record.
import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { DraggableModal } from '@/components/DraggableModal/DraggableModal';
import { SmsCodeField } from '@/components/SmsCodeDialog/SmsCodeField';
import { call, client } from '@/lib/api/instance';
import { SMS_PHONE_MAX } from '@/lib/constants/import-export';
import { DEFAULT_NATION_CODE } from '@/lib/constants/nation-codes';
import { mobileRule } from '@zhsq/contract/validators/rules';

interface Values {
  mobileNo: string;
  code: string;
}

export interface SmsTestDialogProps {
  open: boolean;
  onClose: () => void;
  /** A code went out (the list shows it). */
  onSent: () => void;
}

export function SmsTestDialog({ open, onClose, onSent }: SmsTestDialogProps) {
  const [form] = Form.useForm<Values>();
  const [checking, setChecking] = useState(false);

  const send = async (): Promise<boolean> => {
    const { mobileNo } = await form.validateFields(['mobileNo']);
    await call(
      client.GET('/s_m_s/phone/sendCode/v1', {
        params: { query: { mobileNo: mobileNo.trim(), nationCode: DEFAULT_NATION_CODE } },
      }),
      { successToast: true },
    );
    onSent();
    return true;
  };

  const check = async () => {
    const values = await form.validateFields();
    setChecking(true);
    try {
      await call(
        client.GET('/s_m_s/phone/CheckCode/v1', {
          params: { query: { mobileNo: values.mobileNo.trim(), code: values.code.trim() } },
        }),
        { action: 'check', successToast: true },
      );
      onClose();
    } catch {
      // 验证码错误 / 已过期 came as a toast; the dialog stays for another try.
    } finally {
      setChecking(false);
    }
  };

  return (
    <DraggableModal
      open={open}
      title="短信测试"
      width={440}
      mask={{ closable: false }}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={checking} onClick={() => void check().catch(() => undefined)}>
            校验
          </Button>
        </Space>
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="向手机号发送一条验证码并校验，确认短信通道正常。"
      />
      <Form form={form} layout="vertical" name="sms-test">
        <Form.Item label="手机号" name="mobileNo" rules={[mobileRule({ required: true }) as never]}>
          <Input maxLength={SMS_PHONE_MAX} placeholder="请输入手机号" autoComplete="off" />
        </Form.Item>
        <SmsCodeField name="code" send={send} active={open} />
      </Form>
    </DraggableModal>
  );
}
