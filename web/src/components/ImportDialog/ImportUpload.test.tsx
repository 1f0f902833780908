// The smaller import widget (01 §5, 02 §4 "Progress shown in the smaller import widget also rises to
// 90 and then 100", 02 §5 widget messages).
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderInApp } from '../testing';
import { ImportUpload } from './ImportUpload';

const MB = 1024 * 1024;
const TASK = {
  taskId: 'IM202611210930000002',
  type: 'carImport',
  taskType: 'import',
  dataType: 'car',
  dataTypeName: '车辆信息',
  status: 0,
  statusText: '数据正在导入中',
  fileName: '车辆.xlsx',
  totalCount: 0,
  successCount: 0,
  failCount: 0,
  rowErrors: [],
  downloadUrl: '',
  createTime: '2026-11-21 09:30:00',
};

const file = (name: string, size?: number) => {
  const f = new File(['PK'], name);
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};
const choose = (...files: File[]) =>
  fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files } });
const progressValue = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

afterEach(() => vi.useRealTimers());

describe('ImportUpload', { timeout: 20_000 }, () => {
  it('02 §5 "one file only (只支持上传一个文件!)"', async () => {
    renderInApp(<ImportUpload type="carImport" params={{}} />);
    choose(file('a.xlsx'), file('b.xlsx'));
    expect(await screen.findByText('只支持上传一个文件!')).toBeTruthy();
  });

  it('02 §5 "wrong type 只支持上传{accept}文件"', async () => {
    renderInApp(<ImportUpload type="carImport" params={{}} />);
    choose(file('a.csv'));
    expect(await screen.findByText('只支持上传.xlsx, .xls文件')).toBeTruthy();
  });

  it('02 §5 "size at or over the limit (default 10 MB) gives 上传的文件大小超过限制"', async () => {
    renderInApp(<ImportUpload type="carImport" params={{}} />);
    choose(file('a.xlsx', 10 * MB));
    expect(await screen.findByText('上传的文件大小超过限制')).toBeTruthy();
  });

  it('02 §5 a smaller host limit applies the same message', async () => {
    renderInApp(<ImportUpload type="carImport" params={{}} maxSizeMb={1} />);
    choose(file('a.xlsx', MB));
    expect(await screen.findByText('上传的文件大小超过限制')).toBeTruthy();
  });

  it('02 §4 uploads at once: progress to 90, 100 on success; a second file needs the first removed', async () => {
    let answer: (body: unknown) => void = () => undefined;
    const route = mockApi('POST', '/datapump/im_ex/v2', () => new Promise((resolve) => (answer = resolve)));
    const onSuccess = vi.fn();
    renderInApp(<ImportUpload type="carImport" params={{ depId: 1499 }} onSuccess={onSuccess} />);
    vi.useFakeTimers();
    choose(file('车辆.xlsx'));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    const seen: number[] = [];
    for (let i = 0; i < 10; i++) {
      await act(async () => vi.advanceTimersByTimeAsync(300));
      seen.push(progressValue());
    }
    expect(seen).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 90]);
    expect(route.calls[0]?.fields).toMatchObject({ type: 'carImport', params: '{"depId":1499}' });
    await act(async () => {
      answer({ code: 0, data: TASK });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(progressValue()).toBe(100);
    expect(onSuccess).toHaveBeenCalledWith(TASK);
    vi.useRealTimers();

    choose(file('再来.xlsx'));
    expect(await screen.findByText('只支持上传一个文件!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '删除 车辆.xlsx' }));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
