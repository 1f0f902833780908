// 02 §4: the post-login display rule counts page navigations of the session (login excluded).
import { describe, expect, it } from 'vitest';
import { countNavigation, sessionNavigations } from './PostLoginNotices';

describe('navigation counter (02 §4)', () => {
  it('02 §4: counts each location once, also hash changes the router did not push (key "default")', () => {
    const before = sessionNavigations();
    const edition = { pathname: '/edition/index', key: 'default' };
    countNavigation(edition);
    countNavigation(edition); // StrictMode runs the effect twice for one location
    countNavigation({ pathname: '/report/index', key: 'default' });
    expect(sessionNavigations() - before).toBe(2);
  });
});
