// Renders a shell piece inside antd's App, a memory router and a route table that declares the
// pages the real-time pieces link to (mounted or not, as in the console).
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { RouteTableProvider } from '@/shell/route-table';
import type { ShellRoute } from '@/shell/route-types';

function route(name: string, path: string, title: string): ShellRoute {
  return {
    name,
    path,
    title,
    authKey: name,
    access: 'session',
    layout: 'frame',
    hidden: true,
    watermark: false,
    module: 'Static',
  };
}

export const declaredRoutes: ShellRoute[] = [
  route('TemperatureWarning', '/security/TemperatureWarning', '疫情预警'),
  route('IdentifyWarning', '/security/IdentifyWarning', '身份证预警'),
  route('NativePlaceWarning', '/security/NativePlaceWarning', '籍贯预警'),
  route('StrangerSnaps', '/security/strangerSnaps', '陌生人抓拍'),
  route('CarWarning', '/security/CarWarning', '车辆预警'),
  route('SmokeDetectorWarning', '/security/SmokeWarning', '烟感报警'),
  route('Report', '/report/index', '报表中心'),
  route('Edition', '/edition/index', '版本记录'),
  route('EditionSystemNotice', '/edition/systemNotice', '消息通知'),
];

function Where() {
  const location = useLocation();
  return <output aria-label="当前地址">{location.pathname + location.search}</output>;
}

export function renderInShell(ui: ReactNode, initialPath = '/home') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [initialPath] },
  );
  const result = render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <AntApp>
        <RouteTableProvider routes={[]} modules={[]} declared={declaredRoutes}>
          <RouterProvider router={router} />
        </RouteTableProvider>
      </AntApp>
    </ConfigProvider>,
  );
  return { ...result, router };
}
