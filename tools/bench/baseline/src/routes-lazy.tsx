// Route table with every page in its own lazy chunk (what the console does).
import { Navigate, type RouteObject } from 'react-router-dom';

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  { path: '/login', lazy: async () => ({ Component: (await import('./LoginPage')).default }) },
  {
    path: '/console/resident',
    lazy: async () => ({ Component: (await import('./ConsoleFramePage')).default }),
  },
  {
    path: '/console/tabs',
    lazy: async () => ({ Component: (await import('./TabsSwitchPage')).default }),
  },
  {
    path: '/console/police',
    lazy: async () => ({ Component: (await import('./PoliceDashboardPage')).default }),
  },
  {
    lazy: async () => ({ Component: (await import('./LayoutPage')).default }),
    children: [
      { path: '/home', lazy: async () => ({ Component: (await import('./TablePage')).default }) },
      { path: '/tree', lazy: async () => ({ Component: (await import('./TreePage')).default }) },
      { path: '/list', lazy: async () => ({ Component: (await import('./ListPage')).default }) },
      { path: '/resident', lazy: async () => ({ Component: (await import('./ResidentPage')).default }) },
    ],
  },
];
