// The desktop helper's install prompt shown when a menu's local program finds no helper on any port.
import { Modal } from 'antd';
import { QtInstallPrompt } from '@/shell/desktop/InstallPrompts';

export function MissingHelperDialog({ missing, onClose }: { missing?: string; onClose: () => void }) {
  return (
    <Modal open={missing !== undefined} footer={null} onCancel={onClose} width={520}>
      <QtInstallPrompt message={missing} />
    </Modal>
  );
}
