// 身份证号 input with 读取身份证 (02 §7 idr210_reader/read, §8; docs/adr/0039): inside the desktop client the
// helper reads the card on the IDR210 reader and the form is filled through `fill` (the number itself
// through this control's onChange). Outside the client: 请在QT客户端上使用此功能 (Mac: switch to
// Windows). An empty reader or a reader error shows the helper's message and leaves the form as it
// was; a helper that answers on no port shows the install prompt. With `photoField` the card's photo is
// uploaded by the helper (upload_photo) into that field when it is still empty.
import { IdcardOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { MSG_PHOTO_UPLOAD_FAILED } from '@/lib/constants/desktop';
import { checkDesktopClient, currentEnvironment } from '@/lib/desktop/environment';
import { readIdCard, uploadLocalPhoto, type IdCardInfo } from '@/lib/desktop/hardware';
import { DesktopError } from '@/lib/desktop/local-fetch';
import { QtInstallPrompt } from './InstallPrompts';

export interface IdCardReaderInputProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  maxLength?: number;
  /** Form values to set from the card (besides the number), e.g. name and gender. */
  fill: (card: IdCardInfo) => Record<string, unknown>;
  /** Image field that gets the card's photo (stored as its shown address) when empty. */
  photoField?: string;
}

export function IdCardReaderInput({
  id,
  value,
  onChange,
  placeholder,
  maxLength,
  fill,
  photoField,
}: IdCardReaderInputProps) {
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const [reading, setReading] = useState(false);
  const [installPrompt, setInstallPrompt] = useState(false);

  const read = async () => {
    const check = checkDesktopClient(currentEnvironment());
    if (!check.ok) {
      void message.warning(check.message);
      return;
    }
    setReading(true);
    try {
      const card = await readIdCard();
      const values = fill(card);
      form.setFieldsValue(values);
      onChange?.(card.idNumber);
      if (photoField && !form.getFieldValue(photoField)) {
        try {
          form.setFieldValue(photoField, (await uploadLocalPhoto(card.photoPath)).urlShow);
        } catch (error) {
          void message.warning(error instanceof Error ? error.message : MSG_PHOTO_UPLOAD_FAILED);
        }
      }
      // Clear the errors of what was filled; rules still apply when saving.
      void form.validateFields(Object.keys(values)).catch(() => undefined);
      void message.success(`已读取 ${card.name} 的身份证`);
    } catch (error) {
      if (error instanceof DesktopError && error.unreachable) setInstallPrompt(true);
      else void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setReading(false);
    }
  };

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={value ?? undefined}
          onChange={(event) => onChange?.(event.target.value || undefined)}
          placeholder={placeholder}
          maxLength={maxLength}
          allowClear
        />
        <Button icon={<IdcardOutlined />} loading={reading} onClick={() => void read()}>
          读取身份证
        </Button>
      </Space.Compact>
      <Modal open={installPrompt} footer={null} onCancel={() => setInstallPrompt(false)} width={560}>
        <QtInstallPrompt
          onRetry={() => {
            setInstallPrompt(false);
            void read();
          }}
        />
      </Modal>
    </>
  );
}
