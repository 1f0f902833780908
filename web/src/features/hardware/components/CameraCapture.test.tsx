// 01 §2.11 camera capture widget: the 去除背景 switch is passed to the helper's take_photo.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/components/testing';
import { helperSocket } from '@/lib/desktop/instance';
import { CameraCapture } from './CameraCapture';

const CLIENT_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36 ZhsqQtClient/1.0.8';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CameraCapture', () => {
  it('01 §2.11: 去除背景 asks take_photo for a removed background, off by default', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CLIENT_UA);
    vi.spyOn(helperSocket, 'retain').mockReturnValue(() => undefined);
    let shot = 0;
    const takePhoto = vi.spyOn(helperSocket, 'takePhoto').mockImplementation(() => {
      shot += 1;
      return Promise.resolve({
        cmd: 'take_photo',
        success: true,
        cancel: false,
        message: '拍照成功',
        fileList: [
          {
            fileName: `zhsq_${shot}.jpg`,
            filePath: `C:\\Users\\Public\\Pictures\\ZhsqCapture\\zhsq_${shot}.jpg`,
            url: `account_info/${shot}.jpg`,
            urlShow: `/api/static/uploads/account_info/${shot}.jpg`,
            size: 100,
          },
        ],
      });
    });
    renderInApp(<CameraCapture maxCount={2} />);
    const toggle = screen.getByRole('switch', { name: '去除背景' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: /拍照/ }));
    await waitFor(() => expect(takePhoto).toHaveBeenCalledTimes(1));
    expect(takePhoto.mock.calls[0]![0]).toMatchObject({ removeBackground: false, imageQuality: 80 });

    await userEvent.click(screen.getByText('去除背景'));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await screen.findByRole('img', { name: 'zhsq_1.jpg' });
    await userEvent.click(screen.getByRole('button', { name: /拍照/ }));
    await waitFor(() => expect(takePhoto).toHaveBeenCalledTimes(2));
    expect(takePhoto.mock.calls[1]![0]).toMatchObject({ removeBackground: true, everyLimit: 1 });
  });
});
