// App-wide providers: antd (zh_CN, no auto space in two-character buttons, the role theme with the
// settings drawer's colour and the chosen UI size, 01 §2.6), dayjs zh-cn, react-query, the route table
// and the change-password dialog for the shell, and the request layer's effects.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { configureUploadAgent } from '../lib/upload/agent';
import { useLayoutPreferences } from '../shell/preferences/layout-preferences';
import { getSessionState, onSessionEnd } from '../shell/session/session-store';
import { RouteTableProvider } from '../shell/route-table';
import { antdTheme, sizeConfig } from '../shell/settings/theme';
import { useShellTheme } from '../shell/settings/use-shell-theme';
import { ChangePasswordSlotProvider } from '../shell/topbar/change-password-slot';
import type { ChangePasswordDialogProps } from '../shell/topbar/change-password-slot';
import { ApiEffects } from './api-effects';
import { catalogueRoutes } from './catalogue';
import { menuSourceModules, mountedRoutes } from './route-table';

dayjs.locale('zh-cn');

// Loaded with the top bar that shows it, not with the login page (issue 9 bundle: its form, validators
// and draggable modal stay out of the entry chunk).
const LazyChangePasswordDialog = lazy(() =>
  import('../features/account/components/ChangePasswordDialog').then((m) => ({
    default: m.ChangePasswordDialog,
  })),
);
function ChangePasswordDialog(props: ChangePasswordDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyChangePasswordDialog {...props} />
    </Suspense>
  );
}
// Upload file names carry the signed-in user's agent id (02 §9).
configureUploadAgent(() => getSessionState().loaded?.userInfo.agentId);

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    // The request layer already toasts failures; retries would repeat the toast.
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  // Another user must never see the previous user's cached data.
  onSessionEnd(() => queryClient.clear());
  return queryClient;
}

/** antd's theme from the role theme (frame colours), the drawer's colour and the UI size (01 §2.6). */
export function ThemedConfig(props: { children: ReactNode }) {
  const { themeColor, uiSize } = useLayoutPreferences();
  const palette = useShellTheme();
  const size = sizeConfig(uiSize);
  const config = useMemo(() => antdTheme(palette, themeColor, size), [palette, themeColor, size]);
  return (
    <ConfigProvider
      locale={zhCN}
      button={{ autoInsertSpace: false }}
      componentSize={size.componentSize}
      theme={config}
    >
      {props.children}
    </ConfigProvider>
  );
}

export function AppProviders(props: {
  queryClient: QueryClient;
  router: Parameters<typeof ApiEffects>[0]['router'];
  children: ReactNode;
}) {
  return (
    <ThemedConfig>
      <AntApp>
        <QueryClientProvider client={props.queryClient}>
          <RouteTableProvider routes={mountedRoutes} modules={menuSourceModules} declared={catalogueRoutes}>
            <ChangePasswordSlotProvider dialog={ChangePasswordDialog}>
              <ApiEffects router={props.router}>{props.children}</ApiEffects>
            </ChangePasswordSlotProvider>
          </RouteTableProvider>
        </QueryClientProvider>
      </AntApp>
    </ThemedConfig>
  );
}
