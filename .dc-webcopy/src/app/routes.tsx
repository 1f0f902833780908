// The router's route objects, built from the mounted route table (one declaration: the catalogue).
import { Spin } from 'antd';
import { Navigate, type RouteObject } from 'react-router-dom';
import { ERROR_404_PATH, LOGIN_PATH } from '../lib/constants';
import { NavigationEffects } from '../shell/navigation/NavigationEffects';
import type { RouteHandle } from '../shell/route-table';
import { SessionGuard } from '../shell/session/SessionGuard';
import type { CatalogueRoute } from './catalogue';
import { pages } from './pages';
import { RouteErrorPage } from './RouteErrorPage';

function pageRoute(route: CatalogueRoute): RouteObject {
  const load = pages[route.name];
  if (!load) throw new Error(`no page for route ${route.name}`);
  const handle: RouteHandle = { name: route.name };
  return {
    path: route.path,
    handle,
    lazy: async () => ({ Component: (await load()).default }),
  };
}

function RootFrame() {
  return (
    <>
      <NavigationEffects />
      <SessionGuard />
    </>
  );
}

export function createRoutes(mounted: readonly CatalogueRoute[]): RouteObject[] {
  return [
    // 01 §2.1: / redirects to /login (which sends a signed-in user home).
    { path: '/', element: <Navigate to={LOGIN_PATH} replace /> },
    {
      element: <RootFrame />,
      errorElement: <RouteErrorPage />,
      // Shown while the first page's lazy chunk loads.
      hydrateFallbackElement: <Spin fullscreen />,
      children: [
        ...mounted.filter((route) => route.layout === 'bare').map(pageRoute),
        {
          lazy: async () => ({ Component: (await import('../shell/layout/AppLayout')).default }),
          children: mounted.filter((route) => route.layout === 'frame').map(pageRoute),
        },
      ],
    },
    // 01 §2: unknown paths go to error-404.
    { path: '*', element: <Navigate to={ERROR_404_PATH} replace /> },
  ];
}
