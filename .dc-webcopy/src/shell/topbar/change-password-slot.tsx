// The change-password dialog lives with the account feature (01 §2.7); the shell may not import
// features, so the app hands the dialog component to the top bar through this slot.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export interface ChangePasswordDialogProps {
  open: boolean;
  userName: string;
  /** Its first 16 characters encrypt the passwords (01 §9). */
  sessionId: string;
  onClose: () => void;
}

const ChangePasswordSlot = createContext<ComponentType<ChangePasswordDialogProps> | undefined>(undefined);

export function ChangePasswordSlotProvider(props: {
  dialog: ComponentType<ChangePasswordDialogProps>;
  children: ReactNode;
}) {
  return <ChangePasswordSlot.Provider value={props.dialog}>{props.children}</ChangePasswordSlot.Provider>;
}

/** The dialog the app provided, or undefined (then 修改密码 opens the /changePwd page). */
export function useChangePasswordDialog(): ComponentType<ChangePasswordDialogProps> | undefined {
  return useContext(ChangePasswordSlot);
}
