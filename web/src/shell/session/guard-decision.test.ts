// The guard's decisions, one per point of 01 §2.4 and the session states of 01 §4.
import { describe, expect, it } from 'vitest';
import { decideNavigation, type GuardInput } from './guard-decision';

const base: GuardInput = {
  hasToken: true,
  loaded: true,
  target: { name: 'ComplexConsole', access: 'permission' },
  targetPath: '/complex/ComplexHome',
  permitted: new Set(['ComplexConsole', 'profile', 'perfecting', 'updateAccount', 'changePwd']),
  limited: false,
  homePath: '/complex/ComplexHome',
};

const at = (name: string, access: 'public' | 'session' | 'permission', targetPath = `/${name}`) => ({
  target: { name, access },
  targetPath,
});

describe('guard (01 §2.4)', () => {
  it('§2.4.1 no token: updateAccount is allowed', () => {
    expect(
      decideNavigation({ ...base, hasToken: false, loaded: false, ...at('updateAccount', 'public') }),
    ).toEqual({
      kind: 'allow',
    });
  });

  it('§2.4.2 no token: any other route except login redirects to login (with the target as redirect)', () => {
    const input = { ...base, hasToken: false, loaded: false };
    expect(decideNavigation({ ...input, ...at('login', 'public') })).toEqual({ kind: 'allow' });
    expect(
      decideNavigation({ ...input, ...at('ComplexConsole', 'permission', '/complex/ComplexHome?x=1') }),
    ).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fcomplex%2FComplexHome%3Fx%3D1' });
    expect(decideNavigation({ ...input, ...at('home', 'session') })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it("§2.6 after the user's own 退出 login opens without a redirect back", () => {
    const input = { ...base, hasToken: false, loaded: false, signedOut: true, ...at('profile', 'session') };
    expect(decideNavigation(input)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('§2.4.3 with a token, visiting login goes to the home page', () => {
    expect(decideNavigation({ ...base, ...at('login', 'public') })).toEqual({
      kind: 'redirect',
      to: '/home',
    });
  });

  it('§2.4.4 right after login, the redirect query is the target (in-app paths only)', () => {
    const login = (query: string) =>
      decideNavigation({ ...base, loaded: false, ...at('login', 'public', `/login${query}`) });
    expect(login('?redirect=%2FupdateAccount')).toEqual({ kind: 'redirect', to: '/updateAccount' });
    expect(login('?redirect=https%3A%2F%2Fevil.example')).toEqual({ kind: 'redirect', to: '/home' });
    expect(login('?redirect=%2F%2Fevil.example')).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('§2.4.4 first navigation with a token and no routes loaded: load the session first', () => {
    const input = { ...base, loaded: false, permitted: new Set<string>() };
    expect(decideNavigation({ ...input, ...at('ComplexConsole', 'permission') })).toEqual({ kind: 'load' });
    expect(decideNavigation({ ...input, ...at('perfecting', 'session') })).toEqual({ kind: 'load' });
    expect(decideNavigation({ ...input, ...at('error-500', 'public') })).toEqual({ kind: 'allow' });
  });

  it('§2.4.4 after loading: perfecting, changePwd and updateAccount are honoured, else the target', () => {
    for (const name of ['perfecting', 'changePwd', 'updateAccount'])
      expect(decideNavigation({ ...base, ...at(name, 'session') })).toEqual({ kind: 'allow' });
    expect(decideNavigation(base)).toEqual({ kind: 'allow' });
  });

  it('§2.4.4 coming from login without a target (/home) goes to the home page', () => {
    expect(decideNavigation({ ...base, ...at('home', 'session') })).toEqual({
      kind: 'redirect',
      to: '/complex/ComplexHome',
    });
  });

  it('§4 another account signing in goes to the police dashboard, not the previous account’s redirect', () => {
    const login = { ...base, loaded: false, landing: '/complex/DashboardPolice' };
    expect(
      decideNavigation({ ...login, ...at('login', 'public', '/login?redirect=%2Festate%2FDoorDevice') }),
    ).toEqual({ kind: 'redirect', to: '/complex/DashboardPolice' });
    // an account that may not open it is sent to its own home page instead of error-404
    const police = { ...base, fallbackHome: 'DashboardPolice', ...at('DashboardPolice', 'permission') };
    expect(decideNavigation(police)).toEqual({ kind: 'redirect', to: '/complex/ComplexHome' });
    expect(decideNavigation({ ...police, permitted: new Set(['DashboardPolice']) })).toEqual({
      kind: 'allow',
    });
  });

  it('§6 a route the user may not open is not there: error-404', () => {
    expect(decideNavigation({ ...base, ...at('DoorDevice', 'permission') })).toEqual({
      kind: 'redirect',
      to: '/error-404',
    });
  });

  it('§2.4.5 an account without menus is limited to profile completion', () => {
    const limited = { ...base, limited: true, homePath: '/perfecting' };
    expect(decideNavigation({ ...limited, ...at('updateAccount', 'public') })).toEqual({ kind: 'allow' });
    expect(decideNavigation({ ...limited, ...at('perfecting', 'session') })).toEqual({ kind: 'allow' });
    expect(decideNavigation({ ...limited, ...at('ComplexConsole', 'permission') })).toEqual({
      kind: 'redirect',
      to: '/perfecting',
    });
    expect(decideNavigation({ ...limited, ...at('home', 'session') })).toEqual({
      kind: 'redirect',
      to: '/perfecting',
    });
  });

  it('unmatched paths are left to the router (error-404 catch-all)', () => {
    expect(decideNavigation({ ...base, target: undefined })).toEqual({ kind: 'allow' });
  });
});
