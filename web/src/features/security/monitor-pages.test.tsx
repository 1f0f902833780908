// 车辆监控 (02 §2 VehicleMonitor, 02 §4 camera tree: ticked camera ids in shared state) and the
// stranger pop-up's link into 陌生人抓拍 (01 §4: depName and searchDepTree=true select the community).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/components/testing';
import { RouteTableProvider } from '@/shell/route-table';
import type { ShellRoute } from '@/shell/route-types';
import { clearTreeSelections, getTreeSelection, setCheckedCameras } from '@/shell/tree/tree-selection';
import { resetTreeStore, treeController } from '@/shell/tree/tree-store';
import { mockApi } from '@/test/fetch-mock';
import StrangerSnapsPage from './StrangerSnapsPage';
import VehicleMonitorPage from './VehicleMonitorPage';

const route = (name: string, path: string, tree: ShellRoute['tree']): ShellRoute => ({
  name,
  path,
  title: name,
  authKey: name,
  access: 'permission',
  layout: 'frame',
  hidden: false,
  watermark: true,
  tree,
  module: 'Security',
});
const ROUTES = [
  route('VehicleMonitor', '/security/vehicleMonitor', 'MonitorTree'),
  route('StrangerSnaps', '/security/strangerSnaps', 'NormalTree'),
];

function renderAt(path: string, page: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInApp(
    <QueryClientProvider client={client}>
      <RouteTableProvider routes={ROUTES} modules={[]}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/security/*" element={page} />
          </Routes>
        </MemoryRouter>
      </RouteTableProvider>
    </QueryClientProvider>,
  );
}

const snapshot = (id: number, cameraId: number) => ({
  id,
  carNumber: `粤A·${id}K2L9`,
  plateColor: 1,
  carCategory: 1,
  ownerName: '陈晓明',
  depId: 1499,
  depName: '阳光雅居',
  cameraId,
  cameraName: '东门入口车牌识别',
  direction: 1,
  photoUrl: `/car-${id}.svg`,
  snapTime: `2026-11-21 08:0${id}:27`,
});

afterEach(() => {
  cleanup();
  clearTreeSelections();
  resetTreeStore();
});

describe('车辆监控', { timeout: 30_000 }, () => {
  it('02 §4: asks for the newest captures of the ticked cameras and shows one card per camera', async () => {
    const latest = mockApi('GET', '/s_io/carSnapshot/latest/v2', {
      code: 0,
      object: [
        {
          cameraId: 1499001,
          cameraName: '东门入口车牌识别',
          depId: 1499,
          depName: '阳光雅居',
          snapshots: [snapshot(1, 1499001), snapshot(2, 1499001)],
        },
        {
          cameraId: 1499002,
          cameraName: '东门出口车牌识别',
          depId: 1499,
          depName: '阳光雅居',
          snapshots: [],
        },
      ],
    });
    act(() => setCheckedCameras('MonitorTree', [1499001, 1499002]));
    renderAt('/security/vehicleMonitor', <VehicleMonitorPage />);
    expect(await screen.findByText('东门出口车牌识别', undefined, { timeout: 5000 })).toBeTruthy();
    expect(latest.calls[0]!.fields).toMatchObject({ cameraIds: '1499001,1499002', limit: '5' });
    expect(screen.getByText('粤A·1K2L9')).toBeTruthy();
    expect(screen.getByText('该相机暂无抓拍')).toBeTruthy();
    expect(screen.getByText('车辆监控（已勾选 2 台相机）')).toBeTruthy();
  });

  it('no ticked camera: a hint instead of a request', () => {
    renderAt('/security/vehicleMonitor', <VehicleMonitorPage />);
    expect(screen.getByText('请在左侧车辆相机树中勾选要查看的相机')).toBeTruthy();
  });
});

describe('陌生人抓拍 from the pop-up', { timeout: 30_000 }, () => {
  it('01 §4: searchDepTree searches the tree by depName, selects the community and lists its captures', async () => {
    mockApi('GET', '/h_d/searchTree/v1', { code: '0', object: { content: [], totalCount: 0 } });
    const list = mockApi('GET', '/d_sw/swlist/v1', { code: '200', data: [], totalCount: 0 });
    renderAt(
      '/security/strangerSnaps?depId=1503&depName=金色嘉园&time=2026-11-21+00%3A00%3A00&searchDepTree=true',
      <StrangerSnapsPage />,
    );
    await waitFor(() => expect(list.calls.length).toBeGreaterThan(0));
    expect(getTreeSelection('NormalTree')).toMatchObject({
      nodeId: 'dep:1503',
      label: '金色嘉园',
      depId: 1503,
    });
    expect(treeController('NormalTree').getState().query).toMatchObject({ depName: '金色嘉园' });
    expect(list.calls.at(-1)!.fields).toMatchObject({ depId: '1503', startTime: '2026-11-21 00:00:00' });
  });
});
