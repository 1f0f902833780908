// 预览: opens one channel in a native preview window through the desktop helper
// (video/open_monitor_window). The platform lists do not carry device logins, so the operator gives
// them here: NVR brand, account and password, or the Ezviz device's 6-letter verification code.
// Failure → notification 播放失败 with the helper's reason (02 §8).
import { App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import type { components } from '@zhsq/contract/qt-client';
import { MSG_PLAYBACK_FAILED } from '@/lib/constants/desktop';
import { qt } from '@/lib/desktop/instance';

type CameraConnection = components['schemas']['CameraConnection'];
type LanBrand = components['schemas']['CameraLanConnection']['brand'];

export type PreviewTarget =
  | { kind: 'lan'; device: string; ip: string; port: number; channel: number; channelName: string }
  | { kind: 'ezviz'; device: string; serial: string; channel: number };

const BRANDS: { value: LanBrand; label: string }[] = [
  { value: 'hikvision', label: '海康威视' },
  { value: 'dahua', label: '大华' },
  { value: 'uniview', label: '宇视' },
];

interface LoginValues {
  brand?: LanBrand;
  account?: string;
  pwd?: string;
  verify_code?: string;
}

function connection(target: PreviewTarget, values: LoginValues): CameraConnection {
  if (target.kind === 'ezviz') {
    return {
      brand: 'ezviz',
      device: target.device,
      serial: target.serial,
      verify_code: (values.verify_code ?? '').trim(),
      channel: target.channel,
    };
  }
  return {
    brand: values.brand ?? 'hikvision',
    device: target.device,
    ip: target.ip,
    port: target.port,
    account: (values.account ?? '').trim(),
    pwd: values.pwd ?? '',
    channel: target.channel,
  };
}

export function PreviewDialog({
  target,
  onClose,
}: {
  target: PreviewTarget | undefined;
  onClose: () => void;
}) {
  const { message, notification } = App.useApp();
  const [form] = Form.useForm<LoginValues>();
  const [opening, setOpening] = useState(false);

  const submit = async () => {
    if (!target) return;
    const values = await form.validateFields();
    setOpening(true);
    try {
      const result = await qt.call(
        qt.client.POST('/video/open_monitor_window', { body: connection(target, values) }),
      );
      void message.success(`已打开监控窗口：${result.data.title}`);
      onClose();
    } catch (error) {
      notification.error({
        title: MSG_PLAYBACK_FAILED,
        description: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setOpening(false);
    }
  };

  const title =
    target?.kind === 'lan' ? `预览 ${target.device} · ${target.channelName}` : `预览 ${target?.device ?? ''}`;
  return (
    <Modal
      open={target !== undefined}
      title={title}
      okText="打开预览"
      cancelText="取消"
      confirmLoading={opening}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      width={450}
    >
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ span: 6 }}
        initialValues={{ brand: 'hikvision', account: 'admin' }}
        preserve={false}
      >
        {target?.kind === 'lan' ? (
          <>
            <Form.Item label="设备地址">
              {target.ip}:{target.port}（通道 {target.channel}）
            </Form.Item>
            <Form.Item label="设备品牌" name="brand" rules={[{ required: true, message: '请选择设备品牌' }]}>
              <Select options={BRANDS} />
            </Form.Item>
            <Form.Item
              label="设备账号"
              name="account"
              rules={[{ required: true, message: '请输入设备账号' }]}
            >
              <Input maxLength={32} autoComplete="off" />
            </Form.Item>
            <Form.Item label="设备密码" name="pwd" rules={[{ required: true, message: '请输入设备密码' }]}>
              <Input.Password maxLength={64} autoComplete="new-password" />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item label="设备序列号">{target?.serial}</Form.Item>
            <Form.Item
              label="设备验证码"
              name="verify_code"
              extra="设备标签上的 6 位大写字母"
              rules={[
                { required: true, message: '请输入设备验证码' },
                { pattern: /^[A-Z]{6}$/, message: '验证码为 6 位大写字母' },
              ]}
            >
              <Input maxLength={6} autoComplete="off" />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
