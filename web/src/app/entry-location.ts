// A bookmark or link opened without a session: the console decides its login redirect before the router
// starts, from the route table alone, while the login page's code is already on its way. The signed-in
// frame (services, guard, layout) is not loaded for a visitor who must sign in first (docs/adr/0072).
import { LOGIN_PATH } from '@/lib/constants/routes';
import { getSessionState } from '../shell/session/session-store';

/** Paths the entry's own routes answer (routes.tsx): nothing to decide ahead for them. */
const ENTRY_PATHS: ReadonlySet<string> = new Set(['', '/', LOGIN_PATH]);

/** The path and query the hash router reads from the address ('#/user/resident?x=1'). */
export function hashTarget(hash: string = window.location.hash): string {
  const target = hash.replace(/^#/, '').split('#')[0] ?? '';
  return target.startsWith('/') ? target : `/${target}`;
}

/**
 * Before the router starts: with no token and no other tab to ask for one (docs/adr/0062), a guarded
 * path is replaced by its login redirect. Public and unknown paths are left to the router; so is
 * everything when the route table cannot load (the router then retries and shows its error page).
 * Undefined when there is nothing to decide: the console starts at once.
 */
export function settleEntryLocation(): Promise<void> | undefined {
  const { token, joining, signedOut } = getSessionState();
  const target = hashTarget();
  if (token || joining || ENTRY_PATHS.has(target.split('?')[0] ?? '')) return undefined;
  // The likely next page: fetched beside the route table, not after it.
  import('./login-route').catch(() => undefined);
  return import('./anonymous-entry').then(
    ({ anonymousRedirect }) => {
      const to = anonymousRedirect(target, signedOut);
      if (to && !getSessionState().token) window.history.replaceState(window.history.state, '', `#${to}`);
    },
    (error: unknown) => console.error('路由表加载失败', error),
  );
}
