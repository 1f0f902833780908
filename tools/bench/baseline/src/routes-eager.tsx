// Route table with every page in the entry chunk (the eager build the console's home is compared with).
// The pages of cold.ts and lighthouse.ts (/list, /resident, /console/...) are measured lazily loaded only
// and stay out of this build's size.
import { Navigate, type RouteObject } from 'react-router-dom';
import LayoutPage from './LayoutPage';
import LoginPage from './LoginPage';
import TablePage from './TablePage';
import TreePage from './TreePage';

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  { path: '/login', Component: LoginPage },
  {
    Component: LayoutPage,
    children: [
      { path: '/home', Component: TablePage },
      { path: '/tree', Component: TreePage },
    ],
  },
];
