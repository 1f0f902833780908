// The console: hash router over the mounted route table, inside the app-wide providers.
import { useState } from 'react';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, createQueryClient } from './providers';
import { mountedRoutes } from './route-table';
import { createRoutes } from './routes';

export function createAppRouter() {
  return createHashRouter(createRoutes(mountedRoutes));
}

export function App() {
  const [router] = useState(createAppRouter);
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient} router={router}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
