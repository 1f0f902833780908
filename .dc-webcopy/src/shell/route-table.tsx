// The route table the app mounted (catalogue routes that have a page), handed to the shell so the
// guard, menu and breadcrumb read the same declarations without the shell importing the app.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ShellModule, ShellRoute } from './route-types';

export interface RouteTable {
  routes: readonly ShellRoute[];
  modules: readonly ShellModule[];
  byName: ReadonlyMap<string, ShellRoute>;
  /** Every declared route, mounted or not: links to pages not built yet still get their real path. */
  declaredByName: ReadonlyMap<string, ShellRoute>;
}

/** Attached to every mounted route object so the guard knows which catalogue entry matched. */
export interface RouteHandle {
  name: string;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).name === 'string';
}

const RouteTableContext = createContext<RouteTable | null>(null);

export function RouteTableProvider(props: {
  routes: readonly ShellRoute[];
  modules: readonly ShellModule[];
  /** All declared routes; defaults to `routes`. */
  declared?: readonly ShellRoute[];
  children: ReactNode;
}) {
  const { routes, modules, declared = routes, children } = props;
  const table = useMemo(
    () => ({
      routes,
      modules,
      byName: new Map(routes.map((route) => [route.name, route])),
      declaredByName: new Map(declared.map((route) => [route.name, route])),
    }),
    [routes, modules, declared],
  );
  return <RouteTableContext.Provider value={table}>{children}</RouteTableContext.Provider>;
}

export function useRouteTable(): RouteTable {
  const table = useContext(RouteTableContext);
  if (!table) throw new Error('RouteTableProvider 缺失');
  return table;
}
