// SMS verification before a sensitive action (02 §4 "Export flow", §5, §7; 01 §5, §9): the mobile
// number (a star-masked one or a valid phone, max 11), 获取验证码 through /s_m_s/sms/send/v2 (nationCode
// 86, businessType 3, menuName) with a 60 s countdown, and the code (required, exactly 4 characters).
// Props: open, mobile (prefilled, usually the account's masked phone), menuName, title, okText,
// onConfirm(code) (may be async: the dialog waits, and stays open when it rejects), onClose.
import { App, Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { call, client } from '@/lib/api/instance';
import { SMS_BUSINESS_TYPE_EXPORT, SMS_PHONE_MAX } from '@/lib/constants/import-export';
import { DEFAULT_NATION_CODE } from '@/lib/constants/nation-codes';
import { VALIDATION_MESSAGES } from '@zhsq/contract/validators/constants';
import { isMobile } from '@zhsq/contract/validators/patterns';
import { DraggableModal } from '../DraggableModal/DraggableModal';
import { SmsCodeField } from './SmsCodeField';

export interface SmsCodeDialogProps {
  open: boolean;
  mobile?: string;
  menuName?: string;
  title?: string;
  okText?: string;
  onConfirm: (code: string) => void | Promise<void>;
  onClose: () => void;
}

interface Values {
  mobileNo: string;
  smsCode: string;
}

/** 02 §5: a number with a star mask (the account's own, masked) or a valid mobile. */
export function isAcceptedMobile(text: string): boolean {
  return text.includes('*') || isMobile(text);
}

export function SmsCodeDialog({
  open,
  mobile = '',
  menuName,
  title = '短信验证',
  okText = '确定',
  onConfirm,
  onClose,
}: SmsCodeDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (open) form.setFieldsValue({ mobileNo: mobile, smsCode: '' });
  }, [open, mobile, form]);

  const send = async (): Promise<boolean> => {
    let mobileNo: string;
    try {
      ({ mobileNo } = await form.validateFields(['mobileNo']));
    } catch {
      return false;
    }
    await call(
      client.POST('/s_m_s/sms/send/v2', {
        body: {
          nationCode: DEFAULT_NATION_CODE,
          businessType: SMS_BUSINESS_TYPE_EXPORT,
          mobileNo: mobileNo.trim(),
          menuName,
        },
      }),
    );
    return true;
  };

  const confirm = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setConfirming(true);
    try {
      await onConfirm(values.smsCode.trim());
    } catch (error) {
      // the caller's request already spoke; anything else is shown here
      if (!(error instanceof Error && error.name === 'ApiError') && error instanceof Error)
        void message.error(error.message);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <DraggableModal
      open={open}
      title={title}
      width={440}
      mask={{ closable: false }}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={confirming} onClick={() => void confirm()}>
            {okText}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={() => void confirm()}>
        <Form.Item
          label="手机号"
          name="mobileNo"
          rules={[
            {
              validator: async (_rule, value: unknown) => {
                if (typeof value === 'string' && isAcceptedMobile(value.trim())) return;
                throw new Error(VALIDATION_MESSAGES.mobile);
              },
            },
          ]}
        >
          <Input maxLength={SMS_PHONE_MAX} placeholder="请输入手机号" autoComplete="off" />
        </Form.Item>
        <SmsCodeField name="smsCode" send={send} active={open} />
      </Form>
    </DraggableModal>
  );
}
