// The 验证码 row of every SMS dialog (02 §5, §9): the code input (required, exactly 4 characters) beside
// 获取验证码 with its countdown.
import { Form, Input, Space } from 'antd';
import { EXPORT_MESSAGES, SMS_CODE_LENGTH } from '@/lib/constants/import-export';
import { SmsSendButton, type SmsSendButtonProps } from './SmsSendButton';

export interface SmsCodeFieldProps extends SmsSendButtonProps {
  /** The form field the code is stored under. */
  name: string;
}

export function SmsCodeField({ name, send, active }: SmsCodeFieldProps) {
  return (
    <Form.Item label="验证码" required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item
          name={name}
          noStyle
          rules={[
            { required: true, message: EXPORT_MESSAGES.codeRequired },
            { len: SMS_CODE_LENGTH, message: EXPORT_MESSAGES.codeLength },
          ]}
        >
          <Input
            aria-label="验证码"
            maxLength={SMS_CODE_LENGTH}
            placeholder="请输入验证码"
            autoComplete="one-time-code"
          />
        </Form.Item>
        <SmsSendButton send={send} active={active} />
      </Space.Compact>
    </Form.Item>
  );
}
