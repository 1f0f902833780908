// The 写卡 row action of an IC access card: desktop client only (elsewhere 请在QT客户端上使用此功能, on a
// Mac the switch-to-Windows message), then the write dialog.
import { App, Button } from 'antd';
import { useState } from 'react';
import { checkDesktopClient, currentEnvironment } from '@/lib/desktop/environment';
import { IcCardWriteDialog, type AccessCardToWrite } from './IcCardWriteDialog';

export function IcCardWriteAction({ card }: { card: AccessCardToWrite }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const start = () => {
    const check = checkDesktopClient(currentEnvironment());
    if (check.ok) setOpen(true);
    else void message.warning(check.message);
  };
  return (
    <>
      <Button type="link" size="small" onClick={start}>
        写卡
      </Button>
      <IcCardWriteDialog card={open ? card : undefined} onClose={() => setOpen(false)} />
    </>
  );
}
