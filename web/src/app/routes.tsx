// The entry's route objects: only what the login page needs. Every other route is added by
// app-routes.tsx when the router first meets a path it does not know (App.tsx), so the login page
// loads no route table, react-query or layout code (docs/adr/0054).
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { LOGIN_PATH } from '../lib/constants/routes';
import { NavigationEffects } from '../shell/navigation/NavigationEffects';
import type { RouteHandle } from '../shell/route-table';
import { PublicEntryGuard } from '../shell/session/PublicEntryGuard';
import { RouteErrorPage } from './RouteErrorPage';

/** The route app-routes.tsx patches its routes into. */
export const ROOT_ROUTE_ID = 'root';

/** While the first route's code loads: nothing (index.html's boot spinner shows meanwhile). */
function NothingYet() {
  return null;
}

function RootFrame() {
  return (
    <>
      <NavigationEffects />
      <Outlet />
    </>
  );
}

const loginHandle: RouteHandle = { name: 'login' };

export function createEntryRoutes(): RouteObject[] {
  return [
    // 01 §2.1: / redirects to /login (which sends a signed-in user home).
    { path: '/', element: <Navigate to={LOGIN_PATH} replace />, HydrateFallback: NothingYet },
    {
      id: ROOT_ROUTE_ID,
      element: <RootFrame />,
      HydrateFallback: NothingYet,
      errorElement: <RouteErrorPage />,
      children: [
        {
          element: <PublicEntryGuard name="login" />,
          children: [
            {
              path: LOGIN_PATH,
              handle: loginHandle,
              lazy: async () => ({ Component: (await import('./login-route')).default }),
            },
          ],
        },
      ],
    },
  ];
}
