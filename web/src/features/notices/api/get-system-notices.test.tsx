// One cache entry per endpoint (docs/adr/0012): 系统公告 and the notice panel's 通知 tab read sysNotify
// through the same query; the panel shows the first ten of the same answer.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { PANEL_NOTICE_LIMIT, panelNoticesQuery } from '@/shell/topbar/api/get-system-notices';
import { useSystemNotices } from './get-system-notices';

const notices = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  title: `通知 ${i + 1}`,
  type: '2',
  content: '小区停水通知',
  windowLocation: 2,
  updateTime: '2026-11-20 09:00:00',
}));

function NoticeList() {
  const all = useSystemNotices();
  return <p>系统公告 {all.data?.length ?? '…'}</p>;
}

function PanelTab() {
  const first = useQuery(panelNoticesQuery);
  return <p>通知 tab {first.data?.length ?? '…'}</p>;
}

describe('sysNotify', () => {
  it('系统公告 and the 通知 tab share one request; the tab lists the first ten', async () => {
    const route = mockApi('GET', '/sys/notify/v2', {
      code: '0',
      object: { records: notices, total: notices.length },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <NoticeList />
        <PanelTab />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('系统公告 12')).toBeTruthy();
    expect(await screen.findByText(`通知 tab ${PANEL_NOTICE_LIMIT}`)).toBeTruthy();
    expect(route.calls).toHaveLength(1);
  });
});
