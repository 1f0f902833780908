// Every route but the login page: the catalogue's pages inside the signed-in frame (services, route
// guard, change-password slot), and the catch-all. Loaded when the router first meets a path the entry
// does not know (App.tsx), so the login page's first load carries none of it (docs/adr/0054).
import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { ERROR_404_PATH } from '../lib/constants/routes';
import { retryImport } from '../lib/retry-import';
import type { RouteHandle } from '../shell/route-table';
import { preloadPageData } from '../shell/navigation/page-preload';
import { SessionGuard } from '../shell/session/SessionGuard';
import { loadSessionAhead } from '../shell/session/load-session';
import {
  ChangePasswordSlotProvider,
  type ChangePasswordDialogProps,
} from '../shell/topbar/change-password-slot';
import type { CatalogueRoute } from '@zhsq/contract/catalogue';
import { pages } from './pages';
import { mountedRoutes } from './route-table';
import { AppServices, appQueryClient } from './services';
import { useErrorPagesAhead } from './use-error-pages-ahead';

/** The route the entry mounts itself (routes.tsx). */
export const ENTRY_ROUTE_NAMES: ReadonlySet<string> = new Set(['login']);

// Loaded with the top bar that shows it (its form, validators and draggable modal stay out of the
// first load).
const LazyChangePasswordDialog = lazy(() =>
  retryImport(() => import('../features/account/components/ChangePasswordDialog')).then((m) => ({
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

export function pageRoute(route: CatalogueRoute): RouteObject {
  const load = pages[route.name];
  if (!load) throw new Error(`no page for route ${route.name}`);
  const handle: RouteHandle = { name: route.name };
  return {
    path: route.path,
    handle,
    lazy: async () => {
      // A bookmark's or a sign-in's session calls leave with the page's code, and the page first
      // renders with its session (docs/adr/0089).
      const session = loadSessionAhead(mountedRoutes, route);
      const Component = (await retryImport(load)).default;
      await session;
      // Its first request leaves now, not after React has rendered it (docs/adr/0080).
      preloadPageData(Component, { queryClient: appQueryClient(), route });
      return { Component };
    },
  };
}

function SignedInFrame() {
  useErrorPagesAhead();
  return (
    <AppServices>
      <ChangePasswordSlotProvider dialog={ChangePasswordDialog}>
        <SessionGuard />
      </ChangePasswordSlotProvider>
    </AppServices>
  );
}

export function createAppRoutes(mounted: readonly CatalogueRoute[] = mountedRoutes): RouteObject[] {
  const own = mounted.filter((route) => !ENTRY_ROUTE_NAMES.has(route.name));
  return [
    {
      element: <SignedInFrame />,
      children: [
        ...own.filter((route) => route.layout === 'bare').map(pageRoute),
        {
          lazy: async () => ({
            Component: (await retryImport(() => import('../shell/layout/AppLayout'))).default,
          }),
          children: own.filter((route) => route.layout === 'frame').map(pageRoute),
        },
      ],
    },
    // 01 §2: unknown paths go to error-404.
    { path: '*', element: <Navigate to={ERROR_404_PATH} replace /> },
  ];
}
