// 短信测试 on the SMS management page: sends a verification code to a number through
// /s_m_s/phone/sendCode/v1 (60 s countdown, 02 §9) and checks the typed code with
// /s_m_s/phone/CheckCode/v1 (02 §7) — proof that the SMS channel reaches phones. The code sent shows
// in the list as a new record. The number takes its country calling code (CountryCodeSelect, 01 §2.11,
// default 86, docs/adr/0065): a Chinese mobile for 86, 6 to 15 digits elsewhere.
import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { CountryCodeSelect } from '@/components/CountryCodeSelect';
import { DraggableModal } from '@/components/DraggableModal/DraggableModal';
import { SmsCodeField } from '@/components/SmsCodeDialog/SmsCodeField';
import { call, client } from '@/lib/api/instance';
import { SMS_PHONE_MAX } from '@/lib/constants/import-export';
import { DEFAULT_NATION_CODE } from '@/lib/constants/nation-codes';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, VALIDATION_MESSAGES } from '@zhsq/contract/validators/constants';
import { isMobile } from '@zhsq/contract/validators/patterns';

interface Values {
  nationCode: string;
  mobileNo: string;
  code: string;
}

const FOREIGN_NUMBER = new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);

/** A Chinese mobile number for +86, 6 to 15 digits for any other calling code. */
export function isNumberFor(nationCode: string, mobileNo: string): boolean {
  const typed = mobileNo.trim();
  return nationCode === DEFAULT_NATION_CODE ? isMobile(typed) : FOREIGN_NUMBER.test(typed);
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
  const nationCode = Form.useWatch('nationCode', form) ?? DEFAULT_NATION_CODE;

  const send = async (): Promise<boolean> => {
    const { mobileNo, nationCode } = await form.validateFields(['mobileNo', 'nationCode']);
    await call(
      client.GET('/s_m_s/phone/sendCode/v1', {
        params: { query: { mobileNo: mobileNo.trim(), nationCode } },
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
        <Form.Item label="手机号" required htmlFor="sms-test-mobile">
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="nationCode" noStyle initialValue={DEFAULT_NATION_CODE}>
              <CountryCodeSelect aria-label="国家/地区区号" style={{ width: 96 }} />
            </Form.Item>
            <Form.Item
              name="mobileNo"
              noStyle
              dependencies={['nationCode']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, value: string | undefined) =>
                    value && isNumberFor(String(getFieldValue('nationCode')), value)
                      ? Promise.resolve()
                      : Promise.reject(new Error(VALIDATION_MESSAGES.mobile)),
                }),
              ]}
            >
              <Input
                id="sms-test-mobile"
                aria-label="手机号"
                maxLength={nationCode === DEFAULT_NATION_CODE ? SMS_PHONE_MAX : PHONE_MAX_DIGITS}
                placeholder="请输入手机号"
                autoComplete="off"
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <SmsCodeField name="code" send={send} active={open} />
      </Form>
    </DraggableModal>
  );
}
