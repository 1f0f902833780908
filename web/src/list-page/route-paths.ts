// Paths of a declaration's hidden add / edit / detail routes, filled from the catalogue's patterns.
import { generatePath } from 'react-router-dom';
import type { RouteTable } from '@/shell/route-table';
import type { ResourcePageDeclaration, Row } from './types';

export type RouteMode = 'add' | 'edit' | 'detail';

/** The hidden route's path for a record, or undefined when the declaration uses a dialog instead. */
export function modePath(
  table: RouteTable,
  declaration: ResourcePageDeclaration,
  mode: RouteMode,
  row?: Row,
): string | undefined {
  const name = declaration.routes?.[mode];
  if (!name) return undefined;
  const route = table.byName.get(name) ?? table.declaredByName.get(name);
  if (!route) return undefined;
  const params: Record<string, string> = {};
  for (const match of route.path.matchAll(/:(\w+)\??/g)) {
    const param = match[1]!;
    const source = declaration.routeParams?.[param] ?? (param === 'id' ? 'id' : param);
    if (row && row[source] !== undefined && row[source] !== null) params[param] = String(row[source]);
  }
  const path = generatePath(route.path, params);
  // A hidden route without an id parameter (systemManagement/edit) takes the record as ?id=.
  return row && mode !== 'add' && !/:\w/.test(route.path) ? `${path}?id=${row.id}` : path;
}
