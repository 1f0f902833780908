// Paths of the My Account pages this user may open (01 §2.2: each child's key is its route name), so
// buttons to pages the user lacks are not shown.
import { MY_ACCOUNT_ROUTES } from '@/lib/constants/my-account';
import { useRouteTable } from '@/shell/route-table';
import { useLoadedSession } from '@/shell/session/use-session';

export type AccountPage = keyof typeof MY_ACCOUNT_ROUTES;

export function useAccountLinks(): Partial<Record<AccountPage, string>> {
  const { permitted } = useLoadedSession();
  const { byName } = useRouteTable();
  const links: Partial<Record<AccountPage, string>> = {};
  for (const [page, name] of Object.entries(MY_ACCOUNT_ROUTES) as [AccountPage, string][]) {
    const path = permitted.has(name) ? byName.get(name)?.path : undefined;
    if (path) links[page] = path;
  }
  return links;
}
