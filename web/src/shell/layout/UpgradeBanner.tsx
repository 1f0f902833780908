// 01 §2.5: the upgrade banner. Shown once per console version (CLIENT_VERSION) until closed; links to
// 版本记录 (route Edition) when that page is mounted, except on the login route.
import { Alert } from 'antd';
import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { CLIENT_VERSION } from '../../lib/constants';
import { getItem, setItem } from '../../lib/storage';
import { useCurrentRoute } from '../navigation/use-current-route';
import { useRouteTable } from '../route-table';

const CLOSED_VERSION_KEY = 'upgrade_banner_closed';

export function UpgradeBanner({ style }: { style?: CSSProperties }) {
  const [closed, setClosed] = useState(() => getItem<string>(CLOSED_VERSION_KEY) === CLIENT_VERSION);
  const onLogin = useCurrentRoute()?.name === 'login';
  const editionPath = useRouteTable().byName.get('Edition')?.path;
  if (closed) return null;
  return (
    <Alert
      banner
      // An announcement, not an error: screen readers should not interrupt for it.
      role="status"
      type="info"
      style={style}
      title={
        <span>
          平台已升级至 {CLIENT_VERSION}
          {editionPath && !onLogin && (
            <>
              ，{/* underlined: a link inside text must not rely on colour alone (WCAG 1.4.1) */}
              <Link to={editionPath} style={{ textDecoration: 'underline' }}>
                查看版本记录
              </Link>
            </>
          )}
        </span>
      }
      closable={{
        'aria-label': '关闭升级提示',
        onClose: () => {
          setItem(CLOSED_VERSION_KEY, CLIENT_VERSION);
          setClosed(true);
        },
      }}
    />
  );
}
