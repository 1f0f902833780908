// Test harness for the top bar: a loaded session over a small route table (modules with a group, the
// account module, the pages the bar links to) and a render inside the console's providers.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { components } from '@zhsq/contract/api';
import { mockApi } from '@/test/fetch-mock';
import { communityPage, menuItem, SESSION_ID, userInfo } from '@/test/fixtures';
import { RouteTableProvider } from '@/shell/route-table';
import type { ShellModule, ShellRoute } from '@/shell/route-types';
import { startSession } from '@/shell/session/session-store';
import { loadSession } from '@/shell/session/load-session';
import { ChangePasswordSlotProvider, type ChangePasswordDialogProps } from '../change-password-slot';

type UserInfo = components['schemas']['UserInfo'];

function page(name: string, path: string, title: string, module: string, extra: Partial<ShellRoute> = {}) {
  const route: ShellRoute = {
    name,
    path,
    title,
    authKey: name,
    access: 'permission',
    layout: 'frame',
    hidden: false,
    watermark: true,
    module,
    ...extra,
  };
  return route;
}

export const testRoutes: ShellRoute[] = [
  page('ComplexConsole', '/complex/ComplexHome', '控制台', 'Complex'),
  page('DashboardPolice', '/complex/DashboardPolice', '综合态势', 'Complex'),
  page('TemperatureWarning', '/security/TemperatureWarning', '疫情预警', 'Security', { group: 'warning' }),
  page('CarWarning', '/security/CarWarning', '车辆预警', 'Security', { group: 'warning' }),
  page('MyAccountHome', '/account/index', '我的账户', 'MyAccount'),
  page('AccountRecharge', '/account/recharge', '充值', 'MyAccount', { tab: false }),
  page('TrafficCardManagement', '/simCard/index', '流量卡管理', 'Operation'),
  page('profile', '/profile/index', '个人中心', 'Static', { access: 'session', hidden: true }),
  page('changePwd', '/changePwd', '修改密码', 'Static', { access: 'session', hidden: true, layout: 'bare' }),
  page('EditionSystemNotice', '/edition/systemNotice', '消息通知', 'Static', {
    access: 'session',
    hidden: true,
  }),
];

/** Security first: jsdom measures no widths, so antd's horizontal menu keeps only its first item active. */
export const testModules: ShellModule[] = [
  {
    key: 'Security',
    title: '安防监控',
    icon: 'SafetyOutlined',
    children: [
      {
        kind: 'group',
        key: 'warning',
        title: '预警中心',
        icon: 'AlertOutlined',
        routes: [
          { kind: 'route', name: 'TemperatureWarning' },
          { kind: 'route', name: 'CarWarning' },
        ],
      },
    ],
  },
  {
    key: 'Complex',
    title: '综合管控',
    icon: 'DashboardOutlined',
    children: [
      { kind: 'route', name: 'ComplexConsole' },
      { kind: 'route', name: 'DashboardPolice' },
    ],
  },
  {
    key: 'Operation',
    title: '运维支持',
    icon: 'ToolOutlined',
    children: [{ kind: 'route', name: 'TrafficCardManagement' }],
  },
  {
    key: 'MyAccount',
    title: '我的账户',
    icon: 'WalletOutlined',
    children: [
      { kind: 'route', name: 'MyAccountHome' },
      { kind: 'route', name: 'AccountRecharge' },
    ],
  },
];

export const ALL_KEYS = [
  'ComplexConsole',
  'TemperatureWarning',
  'CarWarning',
  'MyAccount',
  'MyAccountHome',
  'AccountRecharge',
  'TrafficCardManagement',
  'custom9001',
  'custom9002',
];

/** A menu tree with the three custom kinds of 01 §2.6. */
export const customMenus = [
  menuItem({
    id: 9001,
    name: 'custom9001',
    title: '物业官网',
    description: '物业官网',
    custom: 1,
    customType: '0',
    windowLocation: '0',
    context: 'https://www.example.cn',
  }),
  menuItem({
    id: 9002,
    name: 'custom9002',
    title: '门禁发卡工具',
    description: '门禁发卡工具',
    custom: 1,
    customType: '2',
    context: 'C:\\Program Files\\ZHSQ\\CardTool\\CardTool.exe',
  }),
];

export async function startTestSession(
  options: { user?: Partial<UserInfo>; accessAuthList?: string[] } = {},
): Promise<void> {
  startSession(SESSION_ID, false);
  mockApi('POST', '/f_l/getUserInfo/v1', { code: '200', data: userInfo(options.user) });
  mockApi('GET', '/h_ai/getArea/v1', { code: '200', data: [] });
  mockApi('GET', '/h_d/treeList/v2', { code: '0', object: communityPage });
  mockApi('GET', '/auth/left/tree/v2', {
    code: '200',
    data: {
      accessAuthList: options.accessAuthList ?? ALL_KEYS,
      menuList: [menuItem({ id: 1, name: 'Complex', title: '综合管控' }), ...customMenus],
    },
  });
  mockApi('GET', '/u_dc/sgdw/getDict/v1', { code: '200', data: {} });
  await loadSession(testRoutes);
}

function Where() {
  const location = useLocation();
  return <output aria-label="当前地址">{location.pathname + location.search}</output>;
}

export function renderWithShell(
  ui: ReactNode,
  options: { path?: string; dialog?: (props: ChangePasswordDialogProps) => ReactNode } = {},
) {
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
    { initialEntries: [options.path ?? '/complex/ComplexHome'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (
    <RouteTableProvider routes={testRoutes} modules={testModules}>
      <RouterProvider router={router} />
    </RouteTableProvider>
  );
  return render(
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <AntApp>
        <QueryClientProvider client={client}>
          {options.dialog ? (
            <ChangePasswordSlotProvider dialog={options.dialog}>{tree}</ChangePasswordSlotProvider>
          ) : (
            tree
          )}
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
}
