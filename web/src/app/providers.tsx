// App-wide providers: antd (zh_CN, no auto space in two-character buttons), dayjs zh-cn, react-query,
// the route table for the shell, and the request layer's effects.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { configureUploadAgent } from '../lib/upload/agent';
import { getSessionState, onSessionEnd } from '../shell/session/session-store';
import { RouteTableProvider } from '../shell/route-table';
import { ApiEffects } from './api-effects';
import { catalogueRoutes } from './catalogue';
import { menuSourceModules, mountedRoutes } from './route-table';

dayjs.locale('zh-cn');
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

export function AppProviders(props: {
  queryClient: QueryClient;
  router: Parameters<typeof ApiEffects>[0]['router'];
  children: ReactNode;
}) {
  return (
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <AntApp>
        <QueryClientProvider client={props.queryClient}>
          <RouteTableProvider routes={mountedRoutes} modules={menuSourceModules} declared={catalogueRoutes}>
            <ApiEffects router={props.router}>{props.children}</ApiEffects>
          </RouteTableProvider>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
