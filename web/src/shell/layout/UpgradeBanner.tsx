// 01 §2.5: the upgrade banner. Shown once per console version (CLIENT_VERSION) until closed; links to
// 版本记录 (route Edition) when that page is mounted, except on the login route.
import { Alert } from 'antd';
import { useMemo, useState, type CSSProperties } from 'react';
import { ShellLink } from '../navigation/ShellLink';
import { CLIENT_VERSION } from '@/lib/constants/layout';
import { getItem, setItem } from '@/lib/storage';
import { useCurrentRoute } from '../navigation/use-current-route';
import { useRouteTable } from '../route-table';

const CLOSED_VERSION_KEY = 'upgrade_banner_closed';

export function UpgradeBanner({ style }: { style?: CSSProperties }) {
  const [closed, setClosed] = useState(() => getItem<string>(CLOSED_VERSION_KEY) === CLIENT_VERSION);
  const onLogin = useCurrentRoute()?.name === 'login';
  const editionPath = useRouteTable().byName.get('Edition')?.path;
  // The same element until something it shows changes: the layout re-renders this banner on every
  // navigation (the route), and antd's Alert re-reading its theme tokens cost ~20 ms of each tab switch
  // at 4x CPU with a dozen pages kept open (docs/adr/0024).
  const banner = useMemo(
    () => (
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
                <ShellLink to={editionPath} style={{ textDecoration: 'underline' }}>
                  查看版本记录
                </ShellLink>
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
    ),
    [style, editionPath, onLogin],
  );
  return closed ? null : banner;
}
