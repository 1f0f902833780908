// Pieces the property module's declarations share: the side trees' refresh after the hierarchy
// changes, row-action links guarded by the permission directive, and the key that switches an engine
// button off where the page routes its own way.
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { generatePath, useNavigate } from 'react-router-dom';
import { useRouteTable } from '@/shell/route-table';
import { Permitted } from '@/shell/session/Permitted';
import type { ShellTreeType } from '@/shell/route-types';
import { resourceKeys } from '@/features/resources/engine/resource-queries';
import { treeController } from '@/shell/tree/tree-store';

/**
 * A permission key no account holds. The engine fills a hidden route's parameters from the record,
 * which an add route has none of; /user/Landlord/add/:id wants an id all the same (the resident to
 * start from), so the engine's 新增 is switched off with this key and the page brings its own button.
 */
export const ENGINE_BUTTON_OFF = 'EngineButtonOff';

const COMMUNITY_TREES: readonly ShellTreeType[] = [
  'BasicTree',
  'NormalTree',
  'DeepNormalTree',
  'OperationTree',
];

/**
 * After a community, building, unit or room was added, renamed or removed: every community tree that
 * has been loaded reloads (the mock changed the very records the tree serves), and the reference
 * selects (buildings of a community, …) ask again.
 */
export function useRefreshCommunityTrees(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const tree of COMMUNITY_TREES) {
      const controller = treeController(tree);
      if (controller.getState().status !== 'idle') controller.refresh();
    }
    void queryClient.invalidateQueries({ queryKey: resourceKeys.refs });
  }, [queryClient]);
}

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
  const navigate = useNavigate();
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
