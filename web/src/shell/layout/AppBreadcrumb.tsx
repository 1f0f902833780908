// Breadcrumb above the page (01 §2.5).
import { Breadcrumb } from 'antd';
import { ShellLink } from '../navigation/ShellLink';
import { useCurrentRoute } from '../navigation/use-current-route';
import { useRouteTable } from '../route-table';
import { useLoadedSession } from '../session/use-session';
import { buildBreadcrumb } from './breadcrumb-model';

export function AppBreadcrumb() {
  const route = useCurrentRoute();
  const table = useRouteTable();
  const { homeName } = useLoadedSession();
  if (!route) return null;
  const crumbs = buildBreadcrumb(route, table.modules, table.byName, homeName);
  return (
    <Breadcrumb
      items={crumbs.map((crumb, index) => ({
        key: `${index}-${crumb.title}`,
        title:
          crumb.path && index < crumbs.length - 1 ? (
            <ShellLink to={crumb.path}>{crumb.title}</ShellLink>
          ) : (
            crumb.title
          ),
      }))}
    />
  );
}
