/**
 * @vitest-environment jsdom
 * DOMPurify's result depends on the DOM's HTML parser: under happy-dom's a <script> stays in place,
 * browsers' and jsdom's drop it. The sanitiser is tested where it behaves as in a browser.
 */
// System notices (02 §3, §4, §9): modal with a single confirm, letter and image styles, sanitised HTML,
// login-page notices in memory, the next unread one 500 ms after closing, and the button link.
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_RECHECK_DELAY_MS } from '@/lib/constants/system-notices';
import { forgetLoginPageNotices } from '@/lib/realtime/notice-read';
import { notice } from '@/lib/realtime/testing/notices';
import { mockApi } from '@/test/fetch-mock';
import { renderInShell } from '../testing/render';
import { LoginNotices } from './LoginNotices';
import { NoticeContent } from './NoticeContent';
import { NoticeModal } from './NoticeModal';
import { sanitizeHtml } from './sanitize';

const page = (records: ReturnType<typeof notice>[]) => ({
  code: '0',
  object: { records, total: records.length },
});

/** Runs pending timers and promise callbacks (fetch, React updates) under fake timers. */
async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('notice content (02 §3)', () => {
  it("letter style (type '1'): heading, content, signature and date", () => {
    render(<NoticeContent notice={notice()} />);
    expect(screen.getByText('尊敬的各位用户：')).toBeTruthy();
    expect(screen.getByText('平台将于本周日 00:00-04:00 进行系统升级维护。')).toBeTruthy();
    expect(screen.getByText('智慧社区运营中心')).toBeTruthy();
    expect(screen.getByText('2026-03-16')).toBeTruthy();
  });

  it('image style: the content is the picture', () => {
    render(
      <NoticeContent notice={notice({ type: '2', content: '/api/static/uploads/notice/fire-safety.svg' })} />,
    );
    expect(screen.getByRole('img', { name: '关于平台系统升级维护的通知' }).getAttribute('src')).toBe(
      '/api/static/uploads/notice/fire-safety.svg',
    );
  });

  it('server HTML is sanitised: no script, no event handler, no javascript: link', () => {
    const html =
      '<p>维护<b>通知</b></p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2">' +
      '<a href="javascript:alert(1)">链接</a><a href="https://www.119.gov.cn">官网</a>';
    const { container } = render(<NoticeContent notice={notice({ content: html })} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.querySelector('b')?.textContent).toBe('通知');
    const link = screen.getByRole('link', { name: '官网' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    expect(sanitizeHtml('<svg><script>1</script></svg><iframe src="/x"></iframe>')).not.toMatch(
      /script|iframe/,
    );
  });
});

describe('login-page notices (02 §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    forgetLoginPageNotices();
  });
  afterEach(() => {
    vi.useRealTimers();
    forgetLoginPageNotices();
  });

  it('shows unread windowLocation 1 notices one at a time; the next is checked 500 ms after closing', async () => {
    const list = mockApi(
      'GET',
      '/sys/notify/v2',
      page([
        notice({ id: 3, windowLocation: 1, title: '平台登录安全提示' }),
        notice({ id: 2, windowLocation: 1, title: '业主APP全新升级', notifyWindow: 0 }),
        notice({ id: 1, windowLocation: 1, title: '春节期间客服值班安排' }),
      ]),
    );
    renderInShell(<LoginNotices />, '/login');
    await flush();
    expect(list.calls[0]?.fields.windowLocation).toBe('1');
    const first = screen.getByRole('dialog', { name: '平台登录安全提示' });
    // a single confirm
    expect(
      within(first)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['', '确定']);
    act(() => within(first).getByRole('button', { name: '确定' }).click());
    await flush(NOTICE_RECHECK_DELAY_MS - 1);
    expect(screen.queryByRole('dialog', { name: '春节期间客服值班安排' })).toBeNull();
    await flush(1);
    expect(screen.getByRole('dialog', { name: '春节期间客服值班安排' })).toBeTruthy();
  });

  it('read notices are remembered in memory: a second login page in this page life shows none', async () => {
    mockApi('GET', '/sys/notify/v2', page([notice({ id: 3, windowLocation: 1, title: '平台登录安全提示' })]));
    const first = renderInShell(<LoginNotices />, '/login');
    await flush();
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    await flush(NOTICE_RECHECK_DELAY_MS);
    first.unmount();
    renderInShell(<LoginNotices />, '/login');
    await flush(NOTICE_RECHECK_DELAY_MS);
    expect(screen.queryByRole('dialog', { name: '平台登录安全提示' })).toBeNull();
  });

  it('the button: link type 2 opens a new tab, otherwise /edition/systemNotice?id=', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    mockApi(
      'GET',
      '/sys/notify/v2',
      page([
        notice({
          id: 4,
          windowLocation: 1,
          title: '春季消防安全宣传',
          windowButton: 1,
          buttonText: '了解更多',
          buttonLinkType: 2,
          buttonLinkUrl: 'https://www.119.gov.cn',
        }),
        notice({
          id: 2,
          windowLocation: 1,
          title: '业主APP全新升级',
          windowButton: 1,
          buttonText: '查看详情',
          buttonLinkType: 1,
        }),
      ]),
    );
    renderInShell(<LoginNotices />, '/login');
    await flush();
    act(() => screen.getByRole('button', { name: '了解更多' }).click());
    expect(open).toHaveBeenCalledWith('https://www.119.gov.cn', '_blank', 'noopener,noreferrer');
    await flush(NOTICE_RECHECK_DELAY_MS);
    act(() => screen.getByRole('button', { name: '查看详情' }).click());
    await flush();
    expect(screen.getByLabelText('当前地址').textContent).toBe('/edition/systemNotice?id=2');
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ])('a type 2 link %s is never opened', async (buttonLinkUrl) => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    open.mockClear();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi(
      'GET',
      '/sys/notify/v2',
      page([
        notice({
          id: 40 + buttonLinkUrl.length,
          windowLocation: 1,
          title: '春季消防安全宣传',
          windowButton: 1,
          buttonText: '了解更多',
          buttonLinkType: 2,
          buttonLinkUrl,
        }),
      ]),
    );
    renderInShell(<LoginNotices />, '/login');
    await flush();
    act(() => screen.getByRole('button', { name: '了解更多' }).click());
    expect(open).not.toHaveBeenCalled();
  });
});

describe('preview mode (02 §4)', () => {
  it('shows the same pop-up; its button only closes it: no link followed, nothing recorded', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    open.mockClear(); // an earlier test spied on it too
    const onClose = vi.fn();
    const external = notice({
      id: 7,
      windowButton: 1,
      buttonText: '了解更多',
      buttonLinkType: 2,
      buttonLinkUrl: 'https://www.119.gov.cn',
    });
    const view = renderInShell(
      <NoticeModal notice={external} onClose={onClose} preview />,
      '/notice/system/edit',
    );
    const dialog = screen.getByRole('dialog', { name: external.title });
    expect(within(dialog).getByText('尊敬的各位用户：')).toBeTruthy();
    act(() => within(dialog).getByRole('button', { name: '了解更多' }).click());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
    view.unmount();

    const internal = notice({ id: 8, windowButton: 1, buttonText: '查看详情', buttonLinkType: 1 });
    renderInShell(<NoticeModal notice={internal} onClose={onClose} preview />, '/notice/system/edit');
    act(() => screen.getByRole('button', { name: '查看详情' }).click());
    expect(screen.getByLabelText('当前地址').textContent).toBe('/notice/system/edit');
    expect(localStorage.length).toBe(0);
    open.mockRestore();
  });
});
