// The services every signed-in page relies on, loaded after the login page's first paint
// (docs/adr/0054): antd's themed configuration (zh_CN, role theme, UI size), antd's App (message,
// notification, modal), react-query, the request layer's effects, the route table, dayjs in Chinese. The login page gets them through login-extras, the rest of the
// console through app-routes.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { memo, useMemo, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { configureUploadAgent } from '../lib/upload/agent';
import { inertMeasureRows } from '../shell/a11y/inert-measure-rows';
import { RouteTableProvider } from '../shell/route-table';
import { getSessionState, onSessionEnd } from '../shell/session/session-store';
import { ApiEffects } from './api-effects';
import { catalogueRoutes } from '@zhsq/contract/catalogue';
import { menuSourceModules, mountedRoutes } from './route-table';
import { ThemedConfig } from './theme-config';

dayjs.locale('zh-cn');
// Tables come with the services: their hidden measuring rows are kept out of the accessibility tree.
inertMeasureRows(document.body);
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

/** One cache for the document: the login page's extras and the signed-in console share it. */
let queryClient: QueryClient | undefined;
export function appQueryClient(): QueryClient {
  return (queryClient ??= createQueryClient());
}

export function AppServices(props: { children: ReactNode }) {
  // The data router's navigate is stable; the request layer navigates through it (01 §8).
  const navigate = useNavigate();
  const router = useMemo(() => ({ navigate }), [navigate]);
  return <Services router={router}>{props.children}</Services>;
}

/**
 * The providers, apart from useNavigate: that hook reads the route context, which is new on every
 * navigation, and a re-rendered ConfigProvider would re-render every antd component of the console,
 * the kept-alive pages included (docs/adr/0024).
 */
const Services = memo(function Services(props: {
  router: { navigate: NavigateFunction };
  children: ReactNode;
}) {
  const { router } = props;
  return (
    <ThemedConfig>
      <AntApp>
        <QueryClientProvider client={appQueryClient()}>
          <RouteTableProvider routes={mountedRoutes} modules={menuSourceModules} declared={catalogueRoutes}>
            <ApiEffects router={router}>{props.children}</ApiEffects>
          </RouteTableProvider>
        </QueryClientProvider>
      </AntApp>
    </ThemedConfig>
  );
});
