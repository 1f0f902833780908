// The catalogue entry of the deepest matched route.
import { useMatches } from 'react-router-dom';
import type { ShellRoute } from '../route-types';
import { isRouteHandle, useRouteTable } from '../route-table';

export function useCurrentRoute(): ShellRoute | undefined {
  const matches = useMatches();
  const { byName } = useRouteTable();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return byName.get(handle.name);
  }
  return undefined;
}
