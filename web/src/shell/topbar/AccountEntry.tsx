// 我的账户 entry (01 §2.6): only when the MyAccount module is permitted; the label shows only when the
// window is wider than 1320 px (the icon alone otherwise, named by its tooltip).
import { WalletOutlined } from '@ant-design/icons';
import { useShellNavigate } from '../navigation/use-shell-navigate';
import { ERROR_404_PATH } from '@/lib/constants/routes';
import { MY_ACCOUNT_KEY, MY_ACCOUNT_TITLE, WIDE_LABEL_THRESHOLD } from '@/lib/constants/top-bar';
import { useRouteTable } from '../route-table';
import { useLoadedSession } from '../session/use-session';
import { BarButton } from './BarButton';
import { useWindowWidth } from './use-window-width';

/** 01 §2.2: the module's home page. */
const ACCOUNT_HOME = 'MyAccountHome';

export function showsWideLabel(width: number): boolean {
  return width > WIDE_LABEL_THRESHOLD;
}

export function AccountEntry() {
  const { accessAuthList } = useLoadedSession();
  const { declaredByName } = useRouteTable();
  const navigate = useShellNavigate();
  const wide = showsWideLabel(useWindowWidth());
  if (!accessAuthList.includes(MY_ACCOUNT_KEY)) return null;
  const path = declaredByName.get(ACCOUNT_HOME)?.path ?? ERROR_404_PATH;
  return (
    <BarButton
      label={MY_ACCOUNT_TITLE}
      icon={<WalletOutlined />}
      onClick={() => void navigate(path)}
      noTooltip={wide}
    >
      {wide ? MY_ACCOUNT_TITLE : undefined}
    </BarButton>
  );
}
