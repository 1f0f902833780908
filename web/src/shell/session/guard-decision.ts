// The navigation guard as a pure decision (01 §2.4 points 1–5, §4 session states).
import { ACCOUNT_ROUTE_NAMES, ERROR_404_PATH, HOME_PATH, LOGIN_PATH } from '@/lib/constants/routes';
import type { ShellRouteAccess } from '../route-types';

export interface GuardTarget {
  name: string;
  access: ShellRouteAccess;
}

export interface GuardInput {
  hasToken: boolean;
  /** The session ended by the user's own 退出 (no redirect back after the next login). */
  signedOut?: boolean;
  /** User, menus and dictionary are loaded (state "routes loaded"). */
  loaded: boolean;
  /** The matched route; undefined when nothing matched (the router's catch-all sends it to error-404). */
  target?: GuardTarget;
  /** Path and query of the target, for the login redirect query. */
  targetPath: string;
  permitted: ReadonlySet<string>;
  /** Account without menus: only profile completion (01 §2.4.5). */
  limited: boolean;
  /** Path of the chosen home page. */
  homePath: string;
  /** Where login leads before its redirect (another account signed in: the police dashboard). */
  landing?: string;
  /** The route the home page falls back to: sent home instead of 404 when the user may not open it. */
  fallbackHome?: string;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'load' };

const ERROR_ROUTES = new Set(['error-404', 'error-500']);
const LIMITED_ROUTES = new Set([...ACCOUNT_ROUTE_NAMES, ...ERROR_ROUTES]);

/** The login page's `redirect` query, when it is an in-app path (never another origin). */
export function redirectTarget(loginPath: string): string | undefined {
  const query = loginPath.includes('?') ? loginPath.slice(loginPath.indexOf('?')) : '';
  const target = new URLSearchParams(query).get('redirect');
  return target && target.startsWith('/') && !target.startsWith('//') ? target : undefined;
}

function loginWithRedirect(targetPath: string, target: GuardTarget, signedOut: boolean): string {
  // Going home needs no redirect: login lands there anyway; nor does a deliberate 退出.
  if (target.name === 'home' || signedOut) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(targetPath)}`;
}

/**
 * Whether the guard will load the session to show `target` (rule 4 below): signed in, not loaded,
 * and neither the login page nor an error page.
 */
export function needsSessionLoad(input: Pick<GuardInput, 'hasToken' | 'loaded' | 'target'>): boolean {
  const { target } = input;
  return Boolean(
    target && input.hasToken && !input.loaded && target.name !== 'login' && !ERROR_ROUTES.has(target.name),
  );
}

export function decideNavigation(input: GuardInput): GuardDecision {
  const { target } = input;
  if (!target) return { kind: 'allow' };

  // 1–2. No token: public routes (login, updateAccount, error pages) only; anything else → login.
  if (!input.hasToken) {
    return target.access === 'public'
      ? { kind: 'allow' }
      : { kind: 'redirect', to: loginWithRedirect(input.targetPath, target, input.signedOut ?? false) };
  }

  // 3. With a token, login goes to the home page, or to the target it was given (2.4.4: "go to the
  // target, or to the home page when coming from login without a target query").
  // Another account than the last one starts from the police dashboard, never the previous one's page.
  if (target.name === 'login')
    return { kind: 'redirect', to: input.landing ?? redirectTarget(input.targetPath) ?? HOME_PATH };

  // 4. First navigation with a token: load user, areas, tree, menus and dictionary, then decide again.
  if (!input.loaded) return needsSessionLoad(input) ? { kind: 'load' } : { kind: 'allow' };

  // 5. Home resolves to the chosen home page; an account without menus stays on profile completion.
  if (input.limited)
    return LIMITED_ROUTES.has(target.name) ? { kind: 'allow' } : { kind: 'redirect', to: '/perfecting' };
  if (target.name === 'home') return { kind: 'redirect', to: input.homePath };
  if (input.permitted.has(target.name)) return { kind: 'allow' };
  // The police dashboard a switched account lands on: its own home when it may not open it.
  return { kind: 'redirect', to: target.name === input.fallbackHome ? input.homePath : ERROR_404_PATH };
}
