// Delete-blocked dialog (01 §2.11, 02 §8): title 操作提示, text 请解绑以下关系后才能正常删除, the list of
// relations ticked (nothing left to unbind) or crossed (still bound), button 知道了.
// Props: open; relations [{ label, ok }] (ok = ticked); onClose (知道了, the close icon and Esc).
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { DELETE_BLOCKED_OK, DELETE_BLOCKED_TEXT, DELETE_BLOCKED_TITLE } from '../lib/constants/tables';

export interface BlockingRelation {
  label: string;
  /** true = ticked (no relation left), false = crossed (must be unbound first). */
  ok: boolean;
}

export interface DeleteBlockedDialogProps {
  open: boolean;
  relations: readonly BlockingRelation[];
  onClose: () => void;
}

export function DeleteBlockedDialog({ open, relations, onClose }: DeleteBlockedDialogProps) {
  return (
    <Modal
      open={open}
      title={DELETE_BLOCKED_TITLE}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {DELETE_BLOCKED_OK}
        </Button>
      }
      width={420}
      destroyOnHidden
    >
      <p>{DELETE_BLOCKED_TEXT}</p>
      <ul aria-label="关联关系" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {relations.map((relation) => (
          <li key={relation.label} style={{ lineHeight: '28px' }}>
            {relation.ok ? (
              <CheckCircleFilled aria-hidden style={{ color: '#52c41a' }} />
            ) : (
              <CloseCircleFilled aria-hidden style={{ color: '#ff4d4f' }} />
            )}{' '}
            {relation.label}
            <span className="sr-only">{relation.ok ? '（已解绑）' : '（需解绑）'}</span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
