// 指静脉 of a person's form (02 §1, §7 finger-vein collect / terminate and uploadFVFile): the value is the
// stored template file (uploadFVFile/v1 data.url), shown as 已采集 / 未采集. 指静脉采集 opens a dialog that
// runs the helper websocket's collection (desktop client only: 请在QT客户端上使用此功能 elsewhere), shows
// its progress and messages, can 终止 it, and on success uploads the template and keeps its address.
import { App, Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { checkDesktopClient, currentEnvironment } from '@/lib/desktop/environment';
import { FingerVeinDialog } from './FingerVeinDialog';

export function FingerVeinStatus({ value }: { value: unknown }) {
  return value ? <Tag color="success">已采集</Tag> : <Tag>未采集</Tag>;
}

export interface FingerVeinFieldProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  /** Whose finger (template file name FV_{userId}_{finger}.dat). */
  userId: string;
}

export function FingerVeinField({ id, value, onChange, userId }: FingerVeinFieldProps) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);

  const start = () => {
    const check = checkDesktopClient(currentEnvironment());
    if (check.ok) setOpen(true);
    else void message.warning(check.message);
  };

  return (
    <Space id={id} size={8} wrap>
      <FingerVeinStatus value={value} />
      <Button size="small" onClick={start}>
        指静脉采集
      </Button>
      {value && (
        <Button size="small" type="link" danger onClick={() => onChange?.(undefined)}>
          清除
        </Button>
      )}
      <FingerVeinDialog
        open={open}
        userId={userId}
        onClose={() => setOpen(false)}
        onCollected={(url) => {
          onChange?.(url);
          setOpen(false);
        }}
      />
    </Space>
  );
}
