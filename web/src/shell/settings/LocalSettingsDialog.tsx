// 本地设置 (01 §2.8, 640 px): which alert kinds pop up and the desktop helper's port. 确定 validates the
// port (01 §5: digits only, max 5 characters, 10–49000), saves both locally and closes with a message.
import { App, Checkbox, Form, Input } from 'antd';
import { useMemo } from 'react';
import { DraggableModal } from '@/components/DraggableModal/DraggableModal';
import { ALERT_KINDS, ALERT_TYPES } from '@/lib/constants/alerts';
import {
  LOCAL_SETTINGS_TEXT as TEXT,
  LOCAL_SETTINGS_TITLE,
  LOCAL_SETTINGS_WIDTH,
  QT_PORT_MAX_LENGTH,
} from '@/lib/constants/local-settings';
import { portRule } from '@zhsq/contract/validators/rules';
import { digitsOnly, readLocalSettings, saveLocalSettings, type LocalSettingsValues } from './local-settings';

const REMINDER_OPTIONS = ALERT_TYPES.map((type) => ({ value: type, label: ALERT_KINDS[type].title }));

export interface LocalSettingsDialogProps {
  open: boolean;
  userId: string;
  onClose: () => void;
}

export function LocalSettingsDialog({ open, userId, onClose }: LocalSettingsDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<LocalSettingsValues>();
  // Read afresh each time the dialog opens (the form is destroyed while hidden).
  const initialValues = useMemo(() => (open ? readLocalSettings(userId) : undefined), [open, userId]);

  const onOk = async () => {
    let values: LocalSettingsValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows the messages
    }
    if (!saveLocalSettings(userId, values)) {
      void message.error(TEXT.saveFailed);
      return;
    }
    void message.success(TEXT.saved);
    onClose();
  };

  return (
    <DraggableModal
      open={open}
      title={LOCAL_SETTINGS_TITLE}
      width={LOCAL_SETTINGS_WIDTH}
      okText={TEXT.ok}
      cancelText={TEXT.cancel}
      onOk={() => void onOk()}
      onCancel={onClose}
      destroyOnHidden
    >
      {initialValues && (
        <Form form={form} layout="vertical" initialValues={initialValues} style={{ marginTop: 16 }}>
          <Form.Item name="reminders" label={TEXT.reminders}>
            <Checkbox.Group options={REMINDER_OPTIONS} />
          </Form.Item>
          <Form.Item
            name="port"
            label={TEXT.port}
            extra={TEXT.portHint}
            rules={[portRule()]}
            getValueFromEvent={(event: { target: { value: string } }) =>
              digitsOnly(event.target.value, QT_PORT_MAX_LENGTH)
            }
          >
            <Input
              maxLength={QT_PORT_MAX_LENGTH}
              inputMode="numeric"
              placeholder={TEXT.portPlaceholder}
              style={{ width: 200 }}
            />
          </Form.Item>
        </Form>
      )}
    </DraggableModal>
  );
}
