// The login redirect of a link opened without a session, decided before the router starts: the same
// answer SessionGuard gives once the signed-in routes are loaded (01 §2.4 points 1–2).
import { describe, expect, it } from 'vitest';
import { anonymousRedirect, routesWithPages } from './anonymous-entry';
import { mountedRoutes } from './route-table';

describe('anonymousRedirect', () => {
  it('decides over the routes the router mounts', () => {
    expect(routesWithPages.map((route) => route.name)).toEqual(mountedRoutes.map((route) => route.name));
  });

  it('a guarded page goes to login with the page as its redirect, query kept', () => {
    expect(anonymousRedirect('/user/resident')).toBe('/login?redirect=%2Fuser%2Fresident');
    expect(anonymousRedirect('/user/resident?name=a')).toBe('/login?redirect=%2Fuser%2Fresident%3Fname%3Da');
  });

  it('paths with parameters and splats match their routes', () => {
    expect(anonymousRedirect('/features/new12')).toBe('/login?redirect=%2Ffeatures%2Fnew12');
    expect(anonymousRedirect('/redirect/user/resident')).toBe(
      '/login?redirect=%2Fredirect%2Fuser%2Fresident',
    );
    expect(anonymousRedirect('/user/resident/edit/7')).toBe('/login?redirect=%2Fuser%2Fresident%2Fedit%2F7');
  });

  it('home and a deliberate 退出 go to login without a redirect back', () => {
    expect(anonymousRedirect('/home')).toBe('/login');
    expect(anonymousRedirect('/user/resident', true)).toBe('/login');
  });

  it('public routes and unknown paths are left to the router (updateAccount, error-404)', () => {
    expect(anonymousRedirect('/updateAccount')).toBeUndefined();
    expect(anonymousRedirect('/error-404')).toBeUndefined();
    expect(anonymousRedirect('/no/such/page')).toBeUndefined();
  });
});
