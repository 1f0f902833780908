// The change-password dialog (01 §2.7, 450 px). After a change: close, log out, and go to login with a
// redirect back to the current path (01 §4).
import { Modal } from 'antd';
import { useSignOut } from '../../../shell/session/use-logout';
import { ChangePasswordForm } from './ChangePasswordForm';

export function ChangePasswordDialog(props: {
  open: boolean;
  userName: string;
  sessionId: string;
  onClose: () => void;
}) {
  const signOut = useSignOut();
  return (
    <Modal
      title="修改密码"
      open={props.open}
      width={450}
      footer={null}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <ChangePasswordForm
        userName={props.userName}
        sessionId={props.sessionId}
        onChanged={() => {
          props.onClose();
          void signOut({ redirectBack: true });
        }}
      />
    </Modal>
  );
}
