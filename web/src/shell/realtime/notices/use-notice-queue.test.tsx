// Post-login notices (02 §4, §9): per user by id and update time, notifyWindow on, forced or within
// the first 2 navigations of the session.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_RECHECK_DELAY_MS } from '@/lib/constants/system-notices';
import { notice } from '@/lib/realtime/testing/notices';
import { mockApi } from '@/test/fetch-mock';
import { renderInShell } from '../testing/render';
import { NoticeModal } from './NoticeModal';
import { useNoticeQueue } from './use-notice-queue';

function PostLogin({ navigations }: { navigations: number }) {
  const { current, close } = useNoticeQueue({ windowLocation: 2, userId: '1', navigations });
  return <NoticeModal notice={current} onClose={close} />;
}

const page = (records: ReturnType<typeof notice>[]) => ({
  code: '0',
  object: { records, total: records.length },
});

async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function closeDialog(title: string) {
  act(() =>
    screen.getByRole('dialog', { name: title }).querySelector<HTMLButtonElement>('.ant-btn-primary')?.click(),
  );
  await flush(NOTICE_RECHECK_DELAY_MS);
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

describe('post-login notices (02 §4)', () => {
  it('an unforced notice shows within the first 2 navigations, not on the 3rd; a forced one always', async () => {
    mockApi('GET', '/sys/notify/v2', page([notice({ id: 7, title: '普通通知' })]));
    const view = renderInShell(<PostLogin navigations={3} />);
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();

    mockApi('GET', '/sys/notify/v2', page([notice({ id: 8, title: '强制通知', notifyWindowForce: 1 })]));
    renderInShell(<PostLogin navigations={30} />);
    await flush();
    expect(screen.getByRole('dialog', { name: '强制通知' })).toBeTruthy();
  });

  it('is checked on every navigation; read once, it stays read until its update time changes', async () => {
    const first = notice({ id: 9, title: '平台升级通知', updateTime: '2026-03-18 08:00:00' });
    const list = mockApi('GET', '/sys/notify/v2', page([first]));
    const view = renderInShell(<PostLogin navigations={1} />);
    await flush();
    await closeDialog('平台升级通知');
    expect(screen.queryByRole('dialog', { name: '平台升级通知' })).toBeNull();

    view.rerender(<></>);
    const again = renderInShell(<PostLogin navigations={2} />);
    await flush(NOTICE_RECHECK_DELAY_MS);
    expect(list.calls).toHaveLength(2);
    expect(screen.queryByRole('dialog', { name: '平台升级通知' })).toBeNull();
    again.unmount();

    mockApi('GET', '/sys/notify/v2', page([{ ...first, updateTime: '2026-03-18 12:00:00' }]));
    renderInShell(<PostLogin navigations={2} />);
    await flush();
    expect(screen.getByRole('dialog', { name: '平台升级通知' })).toBeTruthy();
  });

  it('notices with notifyWindow 0 never pop up', async () => {
    mockApi('GET', '/sys/notify/v2', page([notice({ id: 1, notifyWindow: 0, notifyWindowForce: 1 })]));
    renderInShell(<PostLogin navigations={1} />);
    await flush(NOTICE_RECHECK_DELAY_MS);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
