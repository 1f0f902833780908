// 退出 (01 §2.6): confirm 确定退出系统吗？, end the server session, clear local state, go to login.
import { App } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH, LOGOUT_CONFIRM } from '../../lib/constants';
import { logoutOnServer } from './api/logout';
import { endSession } from './session-store';

/** Logs out without asking, then goes to login (with an optional redirect back). */
export function useSignOut(): (redirectTo?: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (redirectTo?: string) => {
      await logoutOnServer();
      endSession({ signedOut: !redirectTo });
      const query = redirectTo ? `?redirect=${encodeURIComponent(redirectTo)}` : '';
      await navigate(LOGIN_PATH + query, { replace: true });
    },
    [navigate],
  );
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
