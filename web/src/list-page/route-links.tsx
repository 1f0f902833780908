// Links from a list page to other catalogue routes: row-action links guarded by the permission
// directive, the path of a route with its parameters, and the key that switches an engine button off
// where the page routes its own way.
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { generatePath } from 'react-router-dom';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { useRouteTable } from '@/shell/route-table';
import { Permitted } from '@/shell/session/Permitted';
import type { Row, RowActions } from './types';

/**
 * A permission key no account holds. The engine fills a hidden route's parameters from the record,
 * which an add route has none of; /user/Landlord/add/:id wants an id all the same (the resident to
 * start from), so the engine's 新增 is switched off with this key and the page brings its own button.
 */
export const ENGINE_BUTTON_OFF = 'EngineButtonOff';

/** The path of a catalogue route with its parameters (and query), or undefined when it is not mounted. */
export function useRoutePath(): (
  name: string,
  params?: Record<string, string | number>,
  query?: Record<string, string | number>,
) => string | undefined {
  const table = useRouteTable();
  return (name, params = {}, query) => {
    const route = table.byName.get(name);
    if (!route) return undefined;
    const path = generatePath(
      route.path,
      Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    );
    return query
      ? `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`
      : path;
  };
}

/**
 * A link-styled row action to another catalogue route, shown only with the key and while the route is
 * mounted (its authKey is the permission unless given).
 */
export function RowLink(props: {
  route: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  authKey?: string;
  children: ReactNode;
}) {
  const navigate = useShellNavigate();
  const table = useRouteTable();
  const pathOf = useRoutePath();
  const to = pathOf(props.route, props.params, props.query);
  const authKey = props.authKey ?? table.byName.get(props.route)?.authKey;
  if (!to || !authKey) return null;
  return (
    <Permitted authKey={authKey}>
      <Button type="link" size="small" onClick={() => void navigate(to)}>
        {props.children}
      </Button>
    </Permitted>
  );
}

type LinkTarget = { params?: Record<string, string | number>; query?: Record<string, string | number> };

/** A declaration's row action that is one RowLink: `label` to `route` with `target(row)` (none: no link). */
export function rowLinkActions(
  label: string,
  route: string,
  target: (row: Row) => LinkTarget | undefined,
): RowActions {
  return {
    labels: [label],
    render: (row) => {
      const to = target(row);
      return (
        to && (
          <RowLink route={route} {...to}>
            {label}
          </RowLink>
        )
      );
    },
  };
}
