// An editable dashboard page (01 §3): renders the saved template and panels over the aggregate,
// falls back to the default layout with a warning when the saved one is unreadable (never a blank page),
// and flashes a live alert in 实时告警.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/components/testing';
import type { AlertMessage } from '@/shell/realtime/realtime-session';
import { mockApi } from '@/test/fetch-mock';
import type { DashboardOverview } from '../api/get-overview';
import { POLICE_DASHBOARD } from '../dashboards';
import { LAYOUT_FALLBACK_WARNING } from '../layout/layout-model';

// Every chart's setOption, to count the times charts are drawn.
const charts = vi.hoisted(() => ({ setOption: vi.fn() }));
vi.mock('@/components/EChart/load-echarts', () => ({
  loadECharts: () =>
    Promise.resolve({
      init: () => ({ setOption: charts.setOption, on: vi.fn(), resize: vi.fn(), dispose: vi.fn() }),
    }),
}));
const alert = vi.hoisted(() => ({ latest: undefined as AlertMessage | undefined }));
vi.mock('@/features/complex/shared/use-alert-refresh', () => ({ useAlertRefresh: () => alert.latest }));

const { DashboardPage } = await import('./DashboardPage');

const days = ['2026-11-20', '2026-11-21'];
const OVERVIEW: DashboardOverview = {
  beginDate: days[0]!,
  endDate: days[1]!,
  queryDay: 7,
  scope: { communities: 2, buildings: 8, units: 12, rooms: 300 },
  residents: { total: 5, byType: [{ label: '业主', count: 5 }] },
  devices: {
    total: 3,
    online: 2,
    offline: 1,
    kinds: [{ kind: 'DoorDevice', label: '门口机', online: 2, offline: 1 }],
  },
  inOut: { total: 0, in: 0, out: 0, hourly: [] },
  alarms: {
    total: 12,
    today: 3,
    unhandled: 4,
    byType: [{ label: '烟感报警', count: 12 }],
    daily: days.map((date) => ({ date, count: 6 })),
    latest: [
      {
        key: 'smoke-1',
        type: 'smoke',
        typeName: '烟感报警',
        depId: 1499,
        depName: '阳光雅居',
        content: '1栋一单元201 烟雾报警',
        time: '2026-11-21 08:12:00',
        handled: false,
      },
    ],
  },
  vehicles: { in: 0, out: 0, parked: 0, daily: [] },
  fees: { bills: 0, unpaidBills: 0, receivable: 0, received: 0, rate: 0 },
  repairs: { total: 0, newInRange: 0, byState: [] },
  visitors: { today: 0, inRange: 0 },
};

function renderDashboard(layoutId: string, layoutConfig: string) {
  mockApi('GET', '/l_o/get/v2', {
    code: '200',
    data: { pageKey: 'PoliceEditor', layoutId, layoutConfig, queryDay: 7, saved: true, updateTime: null },
  });
  const overview = mockApi('GET', '/dashboard/overview/v2', { code: '200', data: OVERVIEW });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = renderInApp(
    <QueryClientProvider client={client}>
      <DashboardPage def={POLICE_DASHBOARD} />
    </QueryClientProvider>,
  );
  return { view, overview, client };
}

afterEach(() => {
  cleanup();
  alert.latest = undefined;
  charts.setOption.mockClear();
});

describe('DashboardPage', () => {
  it('01 §3: renders the saved template with its panels over the aggregate of the saved query day', async () => {
    const { overview } = renderDashboard('Template2', '{"left":["alarmStats"],"right":["liveAlarms"]}');
    expect(await screen.findByRole('group', { name: '近 7 天告警' })).toHaveProperty(
      'textContent',
      '近 7 天告警12条',
    );
    expect(document.querySelector('[data-template]')?.getAttribute('data-template')).toBe('Template2');
    expect(screen.queryByRole('region', { name: '告警趋势' })).toBeNull();
    expect(overview.calls[0]!.fields).toMatchObject({ queryDay: '7' });
    const live = screen.getByRole('region', { name: '实时告警' });
    expect(within(live).getByText('阳光雅居 1栋一单元201 烟雾报警')).toBeTruthy();
  });

  it('a broken saved layoutConfig falls back to the default layout with a warning, never a blank page', async () => {
    renderDashboard('Template2', '{oops');
    expect(await screen.findByText(LAYOUT_FALLBACK_WARNING)).toBeTruthy();
    expect(document.querySelector('[data-template]')?.getAttribute('data-template')).toBe('Template1');
    for (const title of ['告警概况', '告警趋势', '实时告警']) {
      expect(screen.getByRole('region', { name: title })).toBeTruthy();
    }
  });

  it('a render from above (its kept-alive tab hidden or shown) draws no chart again', async () => {
    const { view, client } = renderDashboard('Template1', '{"left":["alarmStats","alarmTrend"]}');
    const chartBoxes = () => document.querySelectorAll('.dash-chart [role="img"]').length;
    await waitFor(() => expect(chartBoxes()).toBeGreaterThan(0));
    await waitFor(() => expect(charts.setOption).toHaveBeenCalledTimes(chartBoxes()));
    const drawn = charts.setOption.mock.calls.length;
    await act(async () => {
      view.rerender(
        <QueryClientProvider client={client}>
          <DashboardPage def={POLICE_DASHBOARD} />
        </QueryClientProvider>,
      );
    });
    expect(charts.setOption).toHaveBeenCalledTimes(drawn);
  });

  it('a live alert flashes in 实时告警', async () => {
    const { view, client } = renderDashboard('Template1', '{"right":["liveAlarms"]}');
    await screen.findByRole('list', { name: '最新告警' });
    alert.latest = { type: 'smoke', payload: { depName: '阳光雅居' } as AlertMessage['payload'] };
    await act(async () => {
      view.rerender(
        <QueryClientProvider client={client}>
          <DashboardPage def={POLICE_DASHBOARD} />
        </QueryClientProvider>,
      );
    });
    const live = screen.getByRole('region', { name: '实时告警' });
    expect(within(live).getByRole('alert').textContent).toBe('新告警：烟感报警 · 阳光雅居');
  });
});
