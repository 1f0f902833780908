/**
 * @vitest-environment jsdom
 * DOMPurify's result depends on the DOM's HTML parser: under happy-dom's a <script> stays in place,
 * browsers' and jsdom's drop it. The sanitiser is tested where it behaves as in a browser.
 */
// 消息通知 page (/edition/systemNotice?id=, 02 §2, §3, §4): the notice named by id from /sys/notify/v2,
// sanitised, read once viewed, and the new-system-message dot cleared.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isNoticeRead } from '@/lib/realtime/notice-read';
import { notice } from '@/lib/realtime/testing/notices';
import { pushFlags } from '@/shell/realtime/flags-store';
import { renderInShell } from '@/shell/realtime/testing/render';
import { endSession } from '@/shell/session/session-store';
import { mockApi } from '@/test/fetch-mock';
import { loadAdminSession } from '@/test/admin-session';
import EditionSystemNoticePage from './EditionSystemNoticePage';

const notices = [
  notice({ id: 5, title: '关于平台系统升级维护的通知' }),
  notice({
    id: 4,
    title: '春季消防安全宣传',
    type: '2',
    content: '/api/static/uploads/notice/fire-safety.svg',
    windowButton: 1,
    buttonText: '了解更多',
    buttonLinkType: 2,
    buttonLinkUrl: 'https://www.119.gov.cn',
  }),
  notice({
    id: 3,
    title: '含脚本的通知',
    content: '<p>正文</p><img src="x" onerror="window.__xss=1">',
    windowLocation: 1,
  }),
];

beforeEach(async () => {
  await loadAdminSession();
  mockApi('GET', '/sys/notify/v2', { code: '0', object: { records: notices, total: notices.length } });
});

afterEach(() => {
  cleanup(); // the page needs the session until it is gone
  endSession();
});

function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInShell(
    <QueryClientProvider client={client}>
      <EditionSystemNoticePage />
    </QueryClientProvider>,
    path,
  );
}

describe('消息通知 page (02 §4)', () => {
  it('shows the notice named by ?id and marks it read; clears the system-message dot', async () => {
    act(() => pushFlags.raise('systemMessage'));
    renderPage('/edition/systemNotice?id=4');
    const detail = await screen.findByRole('region', { name: '通知内容' });
    expect(within(detail).getByRole('heading', { name: '春季消防安全宣传' })).toBeTruthy();
    expect(within(detail).getByRole('img').getAttribute('src')).toBe(
      '/api/static/uploads/notice/fire-safety.svg',
    );
    expect(within(detail).getByRole('link', { name: '了解更多' }).getAttribute('href')).toBe(
      'https://www.119.gov.cn',
    );
    expect(pushFlags.get().systemMessage).toBe(false);
    expect(isNoticeRead(notices[1]!, '1')).toBe(true);
    expect(isNoticeRead(notices[0]!, '1')).toBe(false);
  });

  it('without id the newest; choosing from the list changes ?id; HTML is sanitised', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderPage('/edition/systemNotice');
    const detail = await screen.findByRole('region', { name: '通知内容' });
    expect(within(detail).getByRole('heading').textContent).toBe('关于平台系统升级维护的通知');
    await user.click(within(screen.getByRole('navigation', { name: '通知列表' })).getByText('含脚本的通知'));
    expect(screen.getByLabelText('当前地址').textContent).toBe('/edition/systemNotice?id=3');
    expect(await screen.findByText('正文')).toBeTruthy();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('an unknown id says so', async () => {
    renderPage('/edition/systemNotice?id=999');
    expect(await screen.findByText('该通知不存在或已下线')).toBeTruthy();
  });
});
