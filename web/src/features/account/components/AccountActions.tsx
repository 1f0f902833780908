// Leave the account pages: 进入系统 (when the account has menus) and 退出登录.
import { Button } from 'antd';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { HOME_PATH } from '@/lib/constants/routes';
import { useConfirmLogout } from '@/shell/session/use-logout';

export function AccountActions({ limited }: { limited: boolean }) {
  const navigate = useShellNavigate();
  const confirmLogout = useConfirmLogout();
  return (
    <>
      {!limited && <Button onClick={() => void navigate(HOME_PATH)}>进入系统</Button>}
      <Button onClick={confirmLogout}>退出登录</Button>
    </>
  );
}
