// The layout editor (01 §2.9 editor button, §3 editor layout state): the click alternative to dragging
// (select a panel, 放入 a slot), template choice, 保存 through /l_o/save/v2 back to the dashboard,
// 恢复默认 and a confirmed 取消.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/components/testing';
import { RouteTableProvider } from '@/shell/route-table';
import type { ShellRoute } from '@/shell/route-types';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { POLICE_DASHBOARD } from '../dashboards';
import { LayoutEditor } from './LayoutEditor';

const route = (name: string, path: string): ShellRoute => ({
  name,
  path,
  title: name,
  authKey: name,
  access: 'permission',
  layout: 'frame',
  hidden: false,
  watermark: false,
  module: 'Complex',
});
const ROUTES = [
  route('DashboardPolice', '/complex/DashboardPolice'),
  route('PoliceEditor', '/complex/DashboardEdit'),
];
const UNSAVED = {
  code: '200',
  data: {
    pageKey: 'PoliceEditor',
    layoutId: 'Template1',
    layoutConfig: '{}',
    queryDay: 7,
    saved: false,
    updateTime: null,
  },
};

function renderEditor() {
  mockApi('GET', '/l_o/get/v2', UNSAVED);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInApp(
    <QueryClientProvider client={client}>
      <RouteTableProvider routes={ROUTES} modules={[]}>
        <MemoryRouter initialEntries={['/complex/DashboardEdit']}>
          <Routes>
            <Route path="/complex/DashboardEdit" element={<LayoutEditor def={POLICE_DASHBOARD} />} />
            <Route path="/complex/DashboardPolice" element={<p>综合态势大屏</p>} />
          </Routes>
        </MemoryRouter>
      </RouteTableProvider>
    </QueryClientProvider>,
  );
}

// Label and text queries: role queries over the whole editor are slow in jsdom.
const slotList = (title: string) => screen.getByLabelText(`${title}面板`);

afterEach(cleanup);

describe('LayoutEditor', () => {
  it('01 §3: places a selected panel with 放入, switches template and saves, then shows the dashboard', async () => {
    renderEditor();
    const palette = await screen.findByLabelText('可用面板');
    expect((screen.getByLabelText(/三栏 1-2-1/) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(palette).getByText('收费情况'));
    fireEvent.click(screen.getByText('放入左栏'));
    expect(within(slotList('左栏')).getByText('收费情况')).toBeTruthy();
    expect(within(palette).queryByText('收费情况')).toBeNull();

    fireEvent.click(screen.getByLabelText(/两栏等宽/));
    expect(screen.queryByLabelText('中栏面板')).toBeNull();
    expect(within(slotList('右栏')).getByText('小区概况')).toBeTruthy();

    const save = mockApi('POST', '/l_o/save/v2', (call: RecordedCall) => ({
      code: '200',
      message: '保存成功',
      data: { ...UNSAVED.data, ...call.fields, queryDay: 7, saved: true, updateTime: '2026-11-21 09:30:00' },
    }));
    fireEvent.click(screen.getByText('保存'));
    expect(await screen.findByText('综合态势大屏')).toBeTruthy();
    const fields = save.calls[0]!.fields;
    expect(fields).toMatchObject({ pageKey: 'PoliceEditor', layoutId: 'Template2', queryDay: '7' });
    const config = JSON.parse(fields.layoutConfig!) as Record<string, string[]>;
    expect(Object.keys(config)).toEqual(['left', 'right']);
    expect(config.left).toEqual([...POLICE_DASHBOARD.defaultSlots.left!, 'fees']);
  }, 30_000);

  it('移除 / 上移 change the slots; 取消 with unsaved changes asks first; 恢复默认 undoes them', async () => {
    renderEditor();
    await screen.findByLabelText('可用面板');
    fireEvent.click(screen.getByLabelText('上移告警类型'));
    expect(within(slotList('左栏')).getAllByRole('button', { name: /^(告警|设备)/ })[0]!.textContent).toBe(
      '告警类型',
    );
    fireEvent.click(screen.getByLabelText('移除实时告警'));
    expect(within(screen.getByLabelText('可用面板')).getByText('实时告警')).toBeTruthy();

    fireEvent.click(screen.getByText('取消'));
    // antd's confirm is labelled by an id the test setup makes non-unique: find it by its class.
    const confirm = await waitFor(
      () => {
        const dialog = document.querySelector<HTMLElement>('.ant-modal-confirm');
        expect(dialog?.textContent).toContain('放弃未保存的修改？');
        return dialog!;
      },
      { timeout: 5000 },
    );
    fireEvent.click(within(confirm).getByText('继续编辑'));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull(), { timeout: 5000 });

    fireEvent.click(screen.getByText('恢复默认'));
    expect(within(slotList('右栏')).getByText('实时告警')).toBeTruthy();
    fireEvent.click(screen.getByText('取消'));
    expect(await screen.findByText('综合态势大屏')).toBeTruthy();
  }, 30_000);
});
