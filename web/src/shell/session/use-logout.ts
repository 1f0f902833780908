// 退出 (01 §2.6): confirm 确定退出系统吗？, end the server session, clear local state, go to login.
import { App } from 'antd';
import { useCallback } from 'react';
import { LOGOUT_CONFIRM } from '@/lib/constants/layout';
import { logoutOnServer } from './api/logout';
import { endSession } from './session-store';

/**
 * Logs out without asking. The guard then sends the user to login — with a redirect back to the
 * current page unless it was the user's own 退出 — so no second navigation races it here.
 */
export function useSignOut(): (options?: { redirectBack?: boolean }) => Promise<void> {
  return useCallback(async ({ redirectBack = false } = {}) => {
    await logoutOnServer();
    endSession({ signedOut: !redirectBack });
  }, []);
}

export function useConfirmLogout(): () => void {
  const { modal } = App.useApp();
  const signOut = useSignOut();
  return useCallback(() => {
    modal.confirm({
      title: '提示',
      content: LOGOUT_CONFIRM,
      okText: '确定',
      cancelText: '取消',
      onOk: () => signOut(),
    });
  }, [modal, signOut]);
}
