// Path of the user's home page (01 §2.4.5), from the loaded session and the mounted routes.
import { LOGIN_PATH } from '@/lib/constants/routes';
import type { LoadedSession } from '../session/session-store';
import type { RouteTable } from '../route-table';

export function homePathOf(session: LoadedSession | undefined, table: RouteTable): string {
  const route = session ? table.byName.get(session.homeName) : undefined;
  // chooseHome only names mounted routes; the fallbacks keep a missing page from looping.
  return route?.path ?? table.byName.get('profile')?.path ?? LOGIN_PATH;
}
