// The change-password dialog (01 §2.7, 450 px), opened from the top bar's user popover and the profile
// pages. After a change: the dialog closes, the user is logged out (routes and tree reset) and goes to
// /login with a redirect back to the current path (01 §4). A click on the mask does not close it, so
// typed passwords are not lost by accident.
import { DraggableModal } from '@/components/DraggableModal/DraggableModal';
import { CHANGE_PASSWORD_TITLE, CHANGE_PASSWORD_WIDTH } from '@/lib/constants/top-bar';
import { useSignOut } from '@/shell/session/use-logout';
import { ChangePasswordForm } from './ChangePasswordForm';

export function ChangePasswordDialog(props: {
  open: boolean;
  userName: string;
  sessionId: string;
  onClose: () => void;
}) {
  const signOut = useSignOut();
  return (
    <DraggableModal
      title={CHANGE_PASSWORD_TITLE}
      open={props.open}
      width={CHANGE_PASSWORD_WIDTH}
      footer={null}
      onCancel={props.onClose}
      mask={{ closable: false }}
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
    </DraggableModal>
  );
}
