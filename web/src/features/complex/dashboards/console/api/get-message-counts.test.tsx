// One cache entry per endpoint (docs/adr/0012): the 控制台's 未读消息 card and the top bar's notice
// panel read getMsgCount through the same query, so both shown at once ask once and show the same counts.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { messageCountsQuery } from '@/shell/topbar/api/get-message-counts';
import { useMessageCounts } from './get-message-counts';

function ConsoleCard() {
  const counts = useMessageCounts();
  return <p>控制台 {counts.data?.length ?? '…'}</p>;
}

function NoticePanelBadges() {
  const counts = useQuery(messageCountsQuery);
  return <p>通知面板 {counts.data?.length ?? '…'}</p>;
}

describe('getMsgCount', () => {
  it('the 未读消息 card and the notice panel share one request and one answer', async () => {
    const route = mockApi('GET', '/h_wm/getMsgCount/v2', {
      code: '200',
      data: [
        { msgType: 2, msgTypeName: '报修', count: 3 },
        { msgType: 4, msgTypeName: '预警', count: 1 },
      ],
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ConsoleCard />
        <NoticePanelBadges />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('控制台 2')).toBeTruthy();
    expect(await screen.findByText('通知面板 2')).toBeTruthy();
    expect(route.calls).toHaveLength(1);
    expect(client.getQueryCache().findAll()).toHaveLength(1);
  });
});
