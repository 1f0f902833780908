// 报表中心 (01 §2.1 "/report/index … tabs Import and Export", §2.11 "Report page import/export tabs",
// §4 report-ready flag, §8 import/export messages link here; 02 §4 import/export dialogs).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushFlags } from '@/shell/realtime/flags-store';
import { renderInShell } from '@/shell/realtime/testing/render';
import { endSession } from '@/shell/session/session-store';
import { mockApi } from '@/test/fetch-mock';
import { loadAdminSession } from '@/test/admin-session';
import ReportPage, { maskPhone } from './ReportPage';

const base = {
  dataType: 'resident',
  dataTypeName: '住户信息',
  rowErrors: [],
  createTime: '2026-11-21 09:30:00',
};
const IMPORTED = {
  ...base,
  taskId: 'IM202611210930000002',
  type: 'residentImport',
  taskType: 'import',
  status: 1,
  statusText: '导入成功',
  fileName: '住户.xlsx',
  totalCount: 3,
  successCount: 2,
  failCount: 1,
  rowErrors: [{ row: 3, message: '手机号格式不正确' }],
  downloadUrl: '/api/datapump/task/file/v2?taskId=IM202611210930000002',
  finishTime: '2026-11-21 09:30:03',
};
const FAILED = {
  ...base,
  taskId: 'IM202611210931000003',
  type: 'residentImport',
  taskType: 'import',
  status: 2,
  statusText: '导入失败：文件中没有数据',
  fileName: '空.xlsx',
  totalCount: 0,
  successCount: 0,
  failCount: 0,
  downloadUrl: '',
  finishTime: '2026-11-21 09:31:03',
};
const EXPORTED = {
  ...base,
  taskId: 'EX202611210930000001',
  type: 'residentExport',
  taskType: 'export',
  status: 1,
  statusText: '您需要的数据已经导出',
  fileName: '住户信息_20261121093000.xlsx',
  totalCount: 36,
  successCount: 36,
  failCount: 0,
  downloadUrl: '/api/datapump/task/file/v2?taskId=EX202611210930000001',
  finishTime: '2026-11-21 09:30:03',
};
const PROCESSING = {
  ...EXPORTED,
  taskId: 'EX202611210935000004',
  status: 0,
  statusText: '文件正在生成中',
  totalCount: 0,
  successCount: 0,
  downloadUrl: '',
  finishTime: undefined,
};

function mockTasks() {
  return mockApi('GET', '/datapump/task/list/v2', (call: { fields: Record<string, string> }) => {
    const records = call.fields.taskType === 'import' ? [IMPORTED, FAILED] : [EXPORTED];
    return { code: 0, object: { records, total: records.length } };
  });
}

beforeEach(async () => {
  await loadAdminSession();
});

afterEach(() => {
  cleanup();
  endSession();
  pushFlags.reset();
  vi.restoreAllMocks();
});

function renderPage(path = '/report/index') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInShell(
    <QueryClientProvider client={client}>
      <ReportPage />
    </QueryClientProvider>,
    path,
  );
}

describe('ReportPage', { timeout: 20_000 }, () => {
  it('01 §2.1 tabs 导入 / 导出; the import list shows status, row counts and the per-row errors', async () => {
    const route = mockTasks();
    renderPage();
    // role queries over the whole antd page are slow in jsdom: read the tabs directly
    expect([...document.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual([
      '导入',
      '导出',
    ]);
    await screen.findByText('住户.xlsx');
    expect(route.calls[0]?.fields).toMatchObject({ taskType: 'import', page: '1', limit: '15' });
    const row = screen.getByText('住户.xlsx').closest('tr')!;
    expect(within(row).getByText('已完成')).toBeTruthy();
    expect(within(row).getByText('提交 2026-11-21 09:30:00')).toBeTruthy();
    expect(within(row).getByText('完成 2026-11-21 09:30:03')).toBeTruthy();
    expect(within(row).getByText('下载错误报告')).toBeTruthy();
    const failedRow = screen.getByText('空.xlsx').closest('tr')!;
    expect(within(failedRow).getByText('导入失败：文件中没有数据')).toBeTruthy();
    expect(within(failedRow).queryByText('下载错误报告')).toBeNull();

    fireEvent.click(row.querySelector('.ant-table-row-expand-icon')!);
    await waitFor(() =>
      expect(document.querySelector('ul[aria-label="失败明细"]')?.textContent).toContain(
        '第 3 行：手机号格式不正确',
      ),
    );
  });

  it('?tab=export shows the export list with its download; processing rows show 处理中 and no counts', async () => {
    mockApi('GET', '/datapump/task/list/v2', {
      code: 0,
      object: { records: [PROCESSING, EXPORTED], total: 2 },
    });
    renderPage('/report/index?tab=export');
    const body = (await screen.findByText('处理中')).closest('tbody')!;
    const rows = body.querySelectorAll('tr.ant-table-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('处理中')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByText('下载')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('36')).toBeTruthy();

    const file = mockApi(
      'GET',
      '/datapump/task/file/v2',
      () =>
        new Response(new Blob(['PK']), {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(EXPORTED.fileName)}`,
          },
        }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(within(rows[1] as HTMLElement).getByText('下载'));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(file.calls[0]?.fields.taskId).toBe(EXPORTED.taskId);
  });

  it('01 §4: the report-ready dot stays down while the page is open; 刷新 reloads the list', async () => {
    pushFlags.raise('reportReady');
    const route = mockTasks();
    renderPage();
    await screen.findByText('住户.xlsx');
    expect(pushFlags.get().reportReady).toBe(false);
    act(() => pushFlags.raise('reportReady')); // a report finishes while the page is open
    expect(pushFlags.get().reportReady).toBe(false);
    const before = route.calls.length;
    fireEvent.click(screen.getByText('刷新').closest('button')!);
    await waitFor(() => expect(route.calls.length).toBeGreaterThan(before));
  });

  it('02 §4 导入住户 opens the import dialog with the template link and the hints', async () => {
    mockTasks();
    renderPage();
    fireEvent.click(screen.getByText('导入住户').closest('button')!);
    const dialog = (await screen.findByText('开始导入')).closest<HTMLElement>('.ant-modal')!;
    expect(within(dialog).getByText('下载导入模板')).toBeTruthy();
    expect(within(dialog).getByText('单次导入不超过10000行数据')).toBeTruthy();
  });

  it('masks the account phone for the SMS dialog', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('')).toBe('');
  });
});
