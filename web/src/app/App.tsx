// The console: a hash router that starts with the login route only and adds the rest of the route
// table (app-routes.tsx) the first time a navigation needs it. antd's themed configuration comes with
// the services (services.tsx): the login form paints with antd's defaults.
import { useState } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { retryImport } from '../lib/retry-import';
import { createEntryRoutes, ROOT_ROUTE_ID } from './routes';

export function createAppRouter() {
  let patched = false;
  return createHashRouter(createEntryRoutes(), {
    // React Router's lazy route discovery: called for paths the known routes do not match.
    async patchRoutesOnNavigation({ patch, signal }) {
      if (patched) return;
      const { createAppRoutes } = await retryImport(() => import('./app-routes'));
      if (patched || signal.aborted) return;
      patch(ROOT_ROUTE_ID, createAppRoutes());
      patched = true;
    },
  });
}

export function App() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
