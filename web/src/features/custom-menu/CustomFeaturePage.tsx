// /features/new{id} (01 §2.4.4, §2.6): a custom menu item of type '0' (external link) opened inside the
// console. Items that open a new tab or an in-app route never reach this page.
import { Navigate, useParams } from 'react-router-dom';
import { ERROR_404_PATH } from '@/lib/constants/routes';
import { httpUrlOrUndefined } from '@/lib/safe-url';
import { useLoadedSession } from '@/shell/session/use-session';

export default function CustomFeaturePage() {
  const { customPath } = useParams();
  const { customMenus } = useLoadedSession();
  const menu = customMenus.find((item) => item.segment === customPath && item.customType === '0');
  // only an http(s) address is framed: a javascript: or data: address would run in the console's origin
  const src = httpUrlOrUndefined(menu?.context);
  if (!menu || !src) return <Navigate to={ERROR_404_PATH} replace />;
  return (
    <iframe
      title={menu.title}
      src={src}
      style={{ width: '100%', height: 'calc(100vh - 150px)', border: 'none', background: '#fff' }}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
    />
  );
}
