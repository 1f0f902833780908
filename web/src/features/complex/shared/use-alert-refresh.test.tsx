// Live dashboard refresh under a burst of alerts (docs/adr/0034), paused while the dashboard is a
// hidden kept-alive page (docs/adr/0024).
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageActiveProvider } from '@/shell/keep-alive/page-active';
import type { AlertMessage } from '@/shell/realtime/realtime-session';
import { useAlertRefresh } from './use-alert-refresh';

const channel = vi.hoisted(() => ({ listener: undefined as ((message: AlertMessage) => void) | undefined }));
vi.mock('@/shell/realtime/realtime-session', () => ({
  onAlertMessage: (listener: (message: AlertMessage) => void) => {
    channel.listener = listener;
    return () => (channel.listener = undefined);
  },
}));

const KEY = ['dashboard', 'overview'];
const alert = { type: 'heat', payload: { depName: '锦绣花园' } } as AlertMessage;

function Live({ fetchCount }: { fetchCount: () => Promise<number> }) {
  useQuery({ queryKey: KEY, queryFn: fetchCount });
  useAlertRefresh([KEY]);
  return null;
}

describe('useAlertRefresh', () => {
  it('a burst refetches once at a time (never cancelling), plus once after for the alerts meanwhile', async () => {
    const answers: ((n: number) => void)[] = [];
    const fetchCount = vi.fn(() => new Promise<number>((resolve) => answers.push(resolve)));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Live fetchCount={fetchCount} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(fetchCount).toHaveBeenCalledTimes(1));
    act(() => answers[0]!(0));
    await waitFor(() => expect(client.getQueryData(KEY)).toBe(0));

    act(() => {
      for (let i = 0; i < 50; i++) channel.listener!(alert);
    });
    await waitFor(() => expect(fetchCount).toHaveBeenCalledTimes(2));
    act(() => answers[1]!(1));
    // the 49 alerts that came during the refetch make exactly one more
    await waitFor(() => expect(fetchCount).toHaveBeenCalledTimes(3));
    act(() => answers[2]!(2));
    await waitFor(() => expect(client.getQueryData(KEY)).toBe(2));
    expect(fetchCount).toHaveBeenCalledTimes(3);
    expect(client.getQueryCache().find({ queryKey: KEY })?.state.fetchStatus).toBe('idle');
  });

  it('01 §2.5: a hidden kept-alive dashboard ignores alerts and refetches once when shown again', async () => {
    const fetchCount = vi.fn(() => Promise.resolve(fetchCount.mock.calls.length));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = (active: boolean) => (
      <QueryClientProvider client={client}>
        <PageActiveProvider active={active}>
          <Live fetchCount={fetchCount} />
        </PageActiveProvider>
      </QueryClientProvider>
    );
    const { rerender } = render(view(true));
    await waitFor(() => expect(client.getQueryData(KEY)).toBe(1));
    rerender(view(false));
    act(() => {
      for (let i = 0; i < 5; i++) channel.listener!(alert);
    });
    await act(() => Promise.resolve());
    expect(fetchCount).toHaveBeenCalledTimes(1);
    rerender(view(true));
    await waitFor(() => expect(client.getQueryData(KEY)).toBe(2));
    expect(fetchCount).toHaveBeenCalledTimes(2);
  });
});
