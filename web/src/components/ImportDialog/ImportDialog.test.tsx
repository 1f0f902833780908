// The bulk import dialog (02 §4 "Bulk import dialog", §5 import messages and hints, §7 datapump/im_ex/v2).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderInApp } from '../testing';
import { ImportDialog, type ImportDialogProps } from './ImportDialog';

const MB = 1024 * 1024;
const TASK = {
  taskId: 'IM202611210930000001',
  type: 'residentImport',
  taskType: 'import',
  dataType: 'resident',
  dataTypeName: '住户信息',
  status: 0,
  statusText: '数据正在导入中',
  fileName: '住户.xlsx',
  totalCount: 0,
  successCount: 0,
  failCount: 0,
  rowErrors: [],
  downloadUrl: '',
  createTime: '2026-11-21 09:30:00',
};

function xlsx(name = '住户.xlsx', size?: number): File {
  const file = new File(['PK'], name, { type: 'application/octet-stream' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderDialog(props: Partial<ImportDialogProps> = {}) {
  const onClose = vi.fn();
  const onSuccess = vi.fn();
  renderInApp(
    <ImportDialog
      open
      type="residentImport"
      params={{ depId: 1499 }}
      onClose={onClose}
      onSuccess={onSuccess}
      {...props}
    />,
  );
  return { onClose, onSuccess };
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
/** Chooses files the way a drop or a picker would, bypassing the input's accept filter. */
const choose = (...files: File[]) => fireEvent.change(fileInput(), { target: { files } });
const start = () => fireEvent.click(screen.getByRole('button', { name: '开始导入' }));
const progressValue = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ImportDialog', { timeout: 20_000 }, () => {
  it('02 §5 "File must be chosen: 请先上传数据文件"', async () => {
    renderDialog();
    start();
    expect(await screen.findByText('请先上传数据文件')).toBeTruthy();
  });

  it('02 §5 "Excel type: .xls or .xlsx only: 仅支持导入Excel（.xls .xlsx）格式，请调整后重试"', async () => {
    renderDialog();
    choose(new File(['a,b'], '住户.csv'));
    start();
    expect(await screen.findByText('仅支持导入Excel（.xls .xlsx）格式，请调整后重试')).toBeTruthy();
  });

  it('02 §9 "default file size limit 10 MB": 上传的文件大小超过限制', async () => {
    renderDialog();
    choose(xlsx('住户.xlsx', 10 * MB));
    start();
    expect(await screen.findByText('上传的文件大小超过限制')).toBeTruthy();
  });

  it('02 §5 "Zip type must be zip: 压缩包格式必须为zip，请调整后重试"', async () => {
    renderDialog({ type: 'residentFaceImport', fileKind: 'zip' });
    choose(new File(['x'], '照片.rar'));
    start();
    expect(await screen.findByText('压缩包格式必须为zip，请调整后重试')).toBeTruthy();
  });

  it('02 §5 "size under 35 MB: 大小不能超过35M，请调整后重试"', async () => {
    renderDialog({ type: 'residentFaceImport', fileKind: 'zip' });
    choose(xlsx('照片.zip', 35 * MB));
    start();
    expect(await screen.findByText('大小不能超过35M，请调整后重试')).toBeTruthy();
  });

  it('02 §5 "Import or export without type or params: 导入、导出类型或参数不能为空！"', async () => {
    renderDialog({ type: '' });
    choose(xlsx());
    start();
    expect(await screen.findByText('导入、导出类型或参数不能为空！')).toBeTruthy();
  });

  it('02 §5 hints: Excel up to 10,000 rows by default; photo, zip, face and period hints on request', () => {
    renderDialog();
    expect(screen.getByText('单次导入不超过10000行数据')).toBeTruthy();
    expect(screen.queryByText(/人脸照片/)).toBeNull();
  });

  it('02 §5 hints for the face-photo zip import', () => {
    renderDialog({
      fileKind: 'zip',
      hints: ['idPhoto', 'facePhoto', 'zipName', 'faceAuth', 'authPeriod', 'buildingOverwrite'],
    });
    for (const text of [
      '身份证照片大小不超过500K',
      '人脸照片大小不超过500K，尺寸在110*100至720*1260之间，否则无法开门',
      '压缩包内的照片请以手机号或身份证号命名',
      '批量上传人脸后将自动开启人脸授权',
      '授权期限：已有授权期限的保持不变，否则业主/家属为永久，租客/临时客人/代理人为1年',
      '楼栋/单元导入：已存在的数据将被覆盖，不存在的将新增',
    ])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText('支持 .zip 压缩包，大小不超过35M')).toBeTruthy();
  });

  it('02 §4 progress rises by 10 up to 90 while uploading, is set to 100 on code 0, then the dialog closes', async () => {
    let answer: (body: unknown) => void = () => undefined;
    const route = mockApi('POST', '/datapump/im_ex/v2', () => new Promise((resolve) => (answer = resolve)));
    const { onClose, onSuccess } = renderDialog();
    choose(xlsx());
    vi.useFakeTimers();
    start();
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(progressValue()).toBe(0);
    const seen: number[] = [];
    for (let i = 0; i < 12; i++) {
      await act(async () => vi.advanceTimersByTimeAsync(300));
      seen.push(progressValue());
    }
    expect(seen).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 90, 90, 90]);
    // multipart: type, params as JSON text, the file (jsdom loses its name; the e2e journey checks it)
    expect(route.calls[0]?.fields).toMatchObject({ type: 'residentImport', params: '{"depId":1499}' });
    expect(route.calls[0]?.fields.file).toBeDefined();
    expect(route.calls[0]?.fields.smsCode).toBeUndefined();
    await act(async () => {
      answer({ code: 0, message: '数据正在导入中', data: TASK });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(progressValue()).toBe(100);
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(300));
    expect(onSuccess).toHaveBeenCalledWith(TASK);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("02 §4 success code '0' (string) closes too", async () => {
    mockApi('POST', '/datapump/im_ex/v2', { code: '0', data: TASK });
    const { onClose } = renderDialog();
    choose(xlsx());
    start();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('a failure code keeps the dialog open with the server message and resets the progress', async () => {
    mockApi('POST', '/datapump/im_ex/v2', { code: '10507', message: '上传的文件大小超过限制' });
    const { onClose } = renderDialog();
    choose(xlsx());
    start();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    // antd drops the button's loading state in an effect after the render that hides the progress
    expect(await screen.findByRole('button', { name: '开始导入' })).toBeTruthy();
  });

  it('downloads the import template of the data type as a file', async () => {
    const route = mockApi(
      'GET',
      '/datapump/import_template/download/v2',
      () =>
        new Response(new Blob(['PK']), {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': `attachment; filename="_.xlsx"; filename*=UTF-8''${encodeURIComponent('住户信息导入模板.xlsx')}`,
          },
        }),
    );
    const created = vi.fn(() => 'blob:template');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('住户信息导入模板.xlsx');
    });
    renderDialog({ templateDataType: 'resident' });
    await userEvent.click(screen.getByRole('button', { name: /下载导入模板/ }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(route.calls[0]?.fields.dataType).toBe('resident');
  });
});
