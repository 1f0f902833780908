// Path of the user's home page (01 §2.4.5), from the loaded session and the mounted routes.
import type { LoadedSession } from '../session/session-store';
import type { RouteTable } from '../route-table';

export function homePathOf(session: LoadedSession | undefined, table: RouteTable): string {
  const route = session ? table.byName.get(session.homeName) : undefined;
  return route?.path ?? '/profile/index';
}
