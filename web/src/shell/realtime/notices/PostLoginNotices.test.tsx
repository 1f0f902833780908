// 02 §4: the post-login display rule counts page navigations of the session (login excluded); no
// pop-up over 消息通知, which shows the notices itself.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notice } from '@/lib/realtime/testing/notices';
import { mockApi } from '@/test/fetch-mock';
import { loadAdminSession } from '@/test/admin-session';
import { endSession } from '@/shell/session/session-store';
import { renderInShell } from '../testing/render';
import { countNavigation, PostLoginNotices, sessionNavigations } from './PostLoginNotices';

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

describe('post-login pop-up and the 消息通知 page', () => {
  let list: ReturnType<typeof mockApi>;
  beforeEach(async () => {
    endSession(); // a new session: the navigation count starts again
    await loadAdminSession();
    const records = [notice({ id: 7, windowLocation: 2, title: '电梯年检通知' })];
    list = mockApi('GET', '/sys/notify/v2', { code: '0', object: { records, total: 1 } });
  });
  afterEach(() => {
    cleanup();
    endSession(); // also resets the navigation count
  });

  it('02 §4: none over 消息通知 (the page shows it); the next page within the rule pops it up', async () => {
    const { router } = renderInShell(<PostLoginNotices />, '/edition/systemNotice');
    // its navigation is counted, but no check is made
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(sessionNavigations()).toBe(1);
    expect(list.calls).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => router.navigate('/report/index'));
    expect(await screen.findByRole('dialog', { name: '电梯年检通知' })).toBeTruthy();
  });
});
