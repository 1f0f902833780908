// Hidden routes of the operations group that name their record in the query (?id=, their catalogue
// paths have no parameter: /notice/system/edit, /operation/replaceLogInfo …): the id reader, and
// navigation to a route with or without a record.
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { useRouteTable } from '@/shell/route-table';

/** The record id of `?id=`, or undefined when absent or not a number. */
export function useQueryId(): number | undefined {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  return /^\d+$/.test(raw) ? Number(raw) : undefined;
}

/** Navigation to a catalogue route, with `?id=` when given; back goes to a list route. */
export function useRouteNavigation() {
  const navigate = useShellNavigate();
  const table = useRouteTable();
  const pathOf = (route: string) => table.byName.get(route)?.path ?? table.declaredByName.get(route)?.path;
  return {
    open: (route: string, id?: number) => {
      const path = pathOf(route);
      if (path) void navigate(id === undefined ? path : `${path}?id=${id}`);
    },
    back: (route: string) => {
      const path = pathOf(route);
      void (path ? navigate(path) : navigate(-1));
    },
  };
}

/** A row or toolbar button that opens a hidden route for one record. */
export function RouteLinkButton(props: {
  route: string;
  id?: number;
  children: ReactNode;
  primary?: boolean;
}) {
  const { open } = useRouteNavigation();
  return (
    <Button
      type={props.primary ? 'primary' : 'link'}
      size={props.primary ? undefined : 'small'}
      onClick={() => open(props.route, props.id)}
    >
      {props.children}
    </Button>
  );
}
