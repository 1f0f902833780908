// 02 §7 finger-vein collection over the helper's websocket (a fake socket here): progress frames move the
// bar and list their messages, the result is uploaded to uploadFVFile/v1, 终止 stops the collection.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Hardware from '@/lib/desktop/hardware';
import { renderInApp } from '@/components/testing';
import type { ClientWsFingerVeinProgress, ClientWsFingerVeinResult } from '@zhsq/contract/asyncapi';
import { uploadFingerVeinTemplate } from '@/lib/desktop/hardware';
import { FingerVeinTerminated, HelperSocket } from '@/lib/desktop/helper-socket';
import { FingerVeinDialog } from './FingerVeinDialog';

vi.mock('@/lib/desktop/hardware', async (importOriginal) => ({
  ...(await importOriginal<typeof Hardware>()),
  uploadFingerVeinTemplate: vi.fn(),
}));

/** The helper's websocket as far as the dialog sees it: frames are pushed by the test. */
class FakeSocket {
  progress?: (frame: ClientWsFingerVeinProgress) => void;
  result?: { resolve: (r: ClientWsFingerVeinResult) => void; reject: (e: Error) => void };
  terminated = 0;
  install() {
    vi.spyOn(HelperSocket.prototype, 'retain').mockReturnValue(() => undefined);
    vi.spyOn(HelperSocket.prototype, 'collectFingerVein').mockImplementation((data, onProgress) => {
      this.progress = onProgress;
      return new Promise((resolve, reject) => (this.result = { resolve, reject }));
    });
    vi.spyOn(HelperSocket.prototype, 'terminateFingerVein').mockImplementation(() => {
      this.terminated += 1;
      this.result?.reject(new FingerVeinTerminated());
      return Promise.resolve({
        cmd: 'finger_vein_terminate',
        success: true,
        stopped: true,
        message: '已终止',
      });
    });
    return this;
  }
  press(step: number, message: string) {
    act(() => this.progress?.({ cmd: 'finger_vein_collect', type: 'progress', step, total: 3, message }));
  }
}

beforeEach(() => {
  vi.mocked(uploadFingerVeinTemplate).mockReset();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('FingerVeinDialog', { timeout: 30000 }, () => {
  it('02 §7: shows progress, uploads the template on success and hands back its address', async () => {
    const socket = new FakeSocket().install();
    vi.mocked(uploadFingerVeinTemplate).mockResolvedValue({
      url: 'fv/abc.dat',
      urlShow: '/api/static/uploads/fv/abc.dat',
    });
    const onCollected = vi.fn();
    renderInApp(<FingerVeinDialog open userId="R7" onClose={() => undefined} onCollected={onCollected} />);
    await userEvent.click(screen.getByText('开始采集'));
    expect(HelperSocket.prototype.collectFingerVein).toHaveBeenCalledWith(
      { userId: 'R7', finger: 2, samples: 3 },
      expect.any(Function),
    );
    socket.press(0, '请将手指放在指静脉采集仪上');
    socket.press(1, '第 1 次采集成功，请移开手指后再次放置');
    expect(await screen.findByText('第 1 次采集成功，请移开手指后再次放置')).toBeTruthy();
    expect(screen.getByText('1/3')).toBeTruthy();
    socket.press(3, '第 3 次采集成功');
    await act(async () =>
      socket.result!.resolve({
        cmd: 'finger_vein_collect',
        type: 'result',
        success: true,
        message: '采集成功',
        fileName: 'FV_R7_2.dat',
        base64: 'RlYwMQ==',
        size: 4,
      }),
    );
    await waitFor(() => expect(onCollected).toHaveBeenCalledWith('fv/abc.dat'));
    expect(uploadFingerVeinTemplate).toHaveBeenCalledWith('FV_R7_2.dat', 'RlYwMQ==');
    expect(screen.getByText('指静脉采集成功')).toBeTruthy();
  });

  it('02 §7: 终止 stops the collection; a refused collection shows the helper message', async () => {
    const socket = new FakeSocket().install();
    const onCollected = vi.fn();
    renderInApp(<FingerVeinDialog open userId="R7" onClose={() => undefined} onCollected={onCollected} />);
    await userEvent.click(screen.getByText('开始采集'));
    socket.press(0, '请将手指放在指静脉采集仪上');
    await userEvent.click(await screen.findByText('终止'));
    expect(socket.terminated).toBe(1);
    expect(await screen.findByText('已终止采集')).toBeTruthy();
    expect(screen.queryByText('终止')).toBeNull();

    await userEvent.click(screen.getByText('开始采集'));
    await act(async () =>
      socket.result!.resolve({
        cmd: 'finger_vein_collect',
        type: 'result',
        success: false,
        message: '指静脉采集仪正忙，请先终止当前采集',
      }),
    );
    expect(await screen.findByText('指静脉采集仪正忙，请先终止当前采集')).toBeTruthy();
    expect(onCollected).not.toHaveBeenCalled();
    expect(uploadFingerVeinTemplate).not.toHaveBeenCalled();
  });
});
