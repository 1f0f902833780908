// 01 §4 alert pop-up links: the target pages apply depId and time (start of today) as their first
// filters; 02 §7 smoke alarms are handled through smokeAlarmRecordHandle.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/components/testing';
import { endSession, startSession } from '@/shell/session/session-store';
import { loadSession } from '@/shell/session/load-session';
import { mockApi } from '@/test/fetch-mock';
import { adminMenuTree, communityPage, SESSION_ID, userInfo } from '@/test/fixtures';
import CarWarningPage from './CarWarningPage';
import SmokeDetectorWarningPage from './SmokeDetectorWarningPage';
import TemperatureWarningPage from './TemperatureWarningPage';

function renderAt(path: string, page: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInApp(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/security/*" element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const HEAT = {
  id: 100021,
  depId: 1499,
  depName: '阳光雅居',
  userName: '王建国',
  temperature: 37.8,
  healthCodeStatusDesc: '绿码',
  covid19CheckTimeDesc: '48小时内',
  isNoMask: 0,
  isHandler: 0,
  deviceName: '1号岗亭测温门禁',
  photoUrl: '/x.svg',
  captureTime: '2026-11-21 08:41:06',
};

beforeEach(async () => {
  startSession(SESSION_ID, false);
  mockApi('POST', '/f_l/getUserInfo/v1', { code: '200', data: userInfo() });
  mockApi('GET', '/auth/left/tree/v2', {
    code: '200',
    data: { ...adminMenuTree, accessAuthList: ['TemperatureWarning', 'CarWarning', 'SmokeDetectorWarning'] },
  });
  mockApi('GET', '/h_ai/getArea/v1', { code: '200', data: [] });
  mockApi('GET', '/u_dc/sgdw/getDict/v1', { code: '200', data: {} });
  mockApi('GET', '/h_d/treeList/v2', { code: '0', object: communityPage });
  // the community select names the link's depId from the community list
  mockApi('GET', '/h_d/list/house/v2', { code: '0', object: communityPage });
  await loadSession([]);
});
afterEach(() => endSession());

describe('alert target pages', { timeout: 60_000 }, () => {
  it('01 §4: 疫情预警 starts filtered by the link’s community and today from its time', async () => {
    const heat = mockApi('GET', '/d_vc/heatlist/v1', { code: '200', data: [HEAT], totalCount: 1 });
    renderAt(
      '/security/TemperatureWarning?depId=1499&time=2026-11-21+00%3A00%3A00',
      <TemperatureWarningPage />,
    );
    expect(await screen.findByText('王建国', undefined, { timeout: 5000 })).toBeTruthy();
    const query = heat.calls.at(-1)!.fields;
    expect(query).toMatchObject({
      depId: '1499',
      beginTime: '2026-11-21 00:00:00',
      endTime: '2026-11-21 23:59:59',
      page: '1',
      limit: '15',
    });
    expect(screen.getByDisplayValue('2026-11-21 00:00:00')).toBeTruthy();
    expect(screen.getByDisplayValue('2026-11-21 23:59:59')).toBeTruthy();
    expect(screen.getByText('37.8')).toBeTruthy();
    // the community filter shows the linked community's name, not its id
    expect(await screen.findByTitle('锦绣花园')).toBeTruthy();
  });

  it('01 §4: the vehicle link sends only the time; 车辆预警 filters every community from it', async () => {
    const cars = mockApi('GET', '/e_ccw/list/v1', { code: 0, object: { content: [], totalCount: 0 } });
    renderAt('/security/CarWarning?time=2026-11-21+00%3A00%3A00', <CarWarningPage />);
    await waitFor(() => expect(cars.calls.length).toBeGreaterThan(0));
    const query = cars.calls.at(-1)!.fields;
    expect(query.beginTime).toBe('2026-11-21 00:00:00');
    expect(query.depId).toBeUndefined();
  });

  it('02 §7: 处理 on an unhandled smoke alarm posts smokeAlarmRecordHandle and reloads', async () => {
    const record = {
      id: 500003,
      depId: 1499,
      depName: '阳光雅居',
      address: '阳光雅居 > 3栋 > 1单元 > 1202',
      deviceSn: 'YG20240318A0017',
      deviceName: '独立式光电烟感',
      alarmType: 1,
      alarmTypeName: '烟雾报警',
      alarmTime: '2026-11-21 02:16:48',
      handleStatus: 0,
      handleResult: null,
      handleRemark: null,
      handleTime: null,
      handleUserName: null,
    };
    const page = mockApi('GET', '/smoke_alarm_record/page/v2', {
      code: 0,
      object: { records: [record], total: 1, current: 1, size: 15 },
    });
    const handle = mockApi('POST', '/smoke_alarm_record/handle/v2', {
      code: 0,
      message: '处理成功',
      object: { ...record, handleStatus: 1, handleResult: 2, handleRemark: '误报' },
    });
    renderAt('/security/SmokeWarning?depId=1499&time=2026-11-21+00%3A00%3A00', <SmokeDetectorWarningPage />);
    await screen.findByText('阳光雅居 > 3栋 > 1单元 > 1202', undefined, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: '处理' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择处理结果')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('误报'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(handle.calls).toHaveLength(1));
    expect(handle.calls[0]!.fields).toMatchObject({ id: '500003', handleResult: '2' });
    await waitFor(() => expect(page.calls.length).toBeGreaterThan(1));
  });
});
