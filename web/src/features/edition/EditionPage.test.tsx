// 版本记录 (01 §2.1 Edition, §4): opening the page clears the release-notice flag, lists the releases
// newest first with 当前版本 on v1.0.0, and pages through them.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { pushFlags } from '@/shell/realtime/flags-store';
import { renderInShell } from '@/shell/realtime/testing/render';
import { mockApi } from '@/test/fetch-mock';
import EditionPage from './EditionPage';

const release = (id: number, version: string) => ({
  id,
  version,
  title: `${version} 版本更新`,
  releaseTime: `2026-${String(id).padStart(2, '0')}-01 20:00:00`,
  items: [
    { type: 1, text: `新增功能 ${id}` },
    { type: 3, text: `修复问题 ${id}` },
  ],
});

afterEach(() => pushFlags.reset());

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInShell(
    <QueryClientProvider client={client}>
      <EditionPage />
    </QueryClientProvider>,
    '/edition/index',
  );
}

describe('版本记录 (01 §2.1)', () => {
  it('01 §4: opening 版本记录 clears the release-notice flag', async () => {
    act(() => pushFlags.raise('releaseNotice', { noticeTime: '2026-11-21 09:00:00' }));
    mockApi('GET', '/sys/edition/list/v1', { code: '200', data: [release(12, 'v1.0.0')], totalCount: 1 });
    renderPage();
    expect(pushFlags.get().releaseNotice).toBe(false);
    const latest = await screen.findByRole('region', { name: '版本 v1.0.0' });
    expect(within(latest).getByText('当前版本')).toBeTruthy();
    expect(within(latest).getByText('新增功能 12')).toBeTruthy();
    expect(within(latest).getByText('新增')).toBeTruthy();
    expect(within(latest).getByText('修复')).toBeTruthy();
  });

  it('pages through the releases ten at a time', async () => {
    const user = userEvent.setup({ delay: null });
    const list = mockApi('GET', '/sys/edition/list/v1', (call: { fields: Record<string, string> }) =>
      call.fields.page === '2'
        ? { code: '200', data: [release(2, 'v0.6.0'), release(1, 'v0.5.0')], totalCount: 12 }
        : {
            code: '200',
            data: Array.from({ length: 10 }, (_, i) => release(12 - i, `v0.9.${12 - i}`)),
            totalCount: 12,
          },
    );
    renderPage();
    await screen.findByRole('region', { name: '版本 v0.9.12' });
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await screen.findByRole('region', { name: '版本 v0.5.0' });
    expect(list.calls.map((c) => [c.fields.page, c.fields.limit])).toEqual([
      ['1', '10'],
      ['2', '10'],
    ]);
  });

  it('shows 暂无数据 when there is no release', async () => {
    mockApi('GET', '/sys/edition/list/v1', { code: '200', data: [], totalCount: 0 });
    renderPage();
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });
});
