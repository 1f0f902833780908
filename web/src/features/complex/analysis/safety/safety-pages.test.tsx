// 安全详情 (02 §2 SecurityDetail, hidden, props from the route): the route's depId / featureName /
// parentSceneId are sent to safetyDetail, the records are listed, and an unknown feature is a clear
// Chinese error state instead of a blank page.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/components/testing';
import { RouteTableProvider } from '@/shell/route-table';
import type { ShellRoute } from '@/shell/route-types';
import { mockApi } from '@/test/fetch-mock';
import SecurityDetailPage from './SecurityDetailPage';

const route = (name: string, path: string, hidden: boolean): ShellRoute => ({
  name,
  path,
  title: name,
  authKey: name,
  access: 'permission',
  layout: 'frame',
  hidden,
  watermark: true,
  module: 'Complex',
});
const ROUTES = [
  route('SafetyIndex', '/complex/securityCenter', false),
  route('SecurityDetail', '/complex/detail/:depId/:featureName/:parentSceneId', true),
  route('SecurityTrend', '/complex/trend', true),
];

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInApp(
    <QueryClientProvider client={client}>
      <RouteTableProvider routes={ROUTES} modules={[]}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/complex/detail/:depId/:featureName/:parentSceneId"
              element={<SecurityDetailPage />}
            />
          </Routes>
        </MemoryRouter>
      </RouteTableProvider>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('安全详情', { timeout: 30_000 }, () => {
  it('02 §2 SecurityDetail: route params drive the query and the records are listed', async () => {
    const detail = mockApi('GET', '/analysis/safety/detail/v2', {
      code: 0,
      object: {
        depId: 1499,
        depName: '阳光雅居',
        featureName: 'door',
        label: '门禁安全',
        parentSceneId: 101,
        sceneName: '门禁告警',
        score: 72,
        grade: '中',
        beginDate: '2026-11-15',
        endDate: '2026-11-21',
        scenes: [
          { sceneId: 101, sceneName: '门禁告警', count: 1, unhandled: 1, deduction: 5 },
          { sceneId: 102, sceneName: '未开门预警', count: 0, unhandled: 0, deduction: 0 },
        ],
        total: 1,
        records: [
          {
            key: '101-12',
            sceneId: 101,
            sceneName: '门禁告警',
            time: '2026-11-20 22:51:37',
            content: '强行开门（紧急）',
            location: '1栋一单元门口机',
            points: 5,
            handled: false,
          },
        ],
      },
    });
    renderAt('/complex/detail/1499/door/101');
    expect(await screen.findByText('强行开门（紧急）')).toBeTruthy();
    expect(screen.getByText('阳光雅居 · 门禁安全 · 门禁告警')).toBeTruthy();
    const query = new URL(detail.calls[0]!.url).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      depId: '1499',
      featureName: 'door',
      parentSceneId: '101',
    });
  });

  it('02 §2 SecurityDetail: an unknown feature shows the server’s Chinese message', async () => {
    mockApi('GET', '/analysis/safety/detail/v2', { code: '20405', message: '安全场景不存在：abc' });
    renderAt('/complex/detail/1499/abc/0');
    expect(await screen.findByText('无法查看安全详情')).toBeTruthy();
    expect(screen.getByText('安全场景不存在：abc')).toBeTruthy();
  });

  it('02 §2 SecurityDetail: a non-numeric community in the address is an error state without a request', async () => {
    renderAt('/complex/detail/x/door/0');
    expect(await screen.findByText(/地址参数不正确/)).toBeTruthy();
  });
});
