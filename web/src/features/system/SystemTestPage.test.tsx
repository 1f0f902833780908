// 02 §2 test (系统自检): each check reports status and facts; outside the desktop client the local
// services are not probed until 重新检测; 重新检测 runs a check again.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/components/testing';
import { mockApi } from '@/test/fetch-mock';
import { checkBrowser, checkChannels, checkHelper } from './system-checks';
import SystemTestPage from './SystemTestPage';

const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.86 Safari/537.36';
const env = (userAgent: string, devicePixelRatio = 1) => ({
  userAgent,
  platform: 'Win32',
  devicePixelRatio,
  hasWebSocket: true,
});

afterEach(() => vi.restoreAllMocks());

describe('02 §2 系统自检 checks', () => {
  it('reads the Chrome version, screen and window size; a zoomed page is a warning (02 §8 zoom tip)', () => {
    const screenSize = { width: 1920, height: 1080 };
    const view = { innerWidth: 1440, innerHeight: 900 };
    const ok = checkBrowser(env(CHROME_UA), screenSize, view);
    expect(ok.status).toBe('ok');
    expect(ok.summary).toBe('Chrome 131');
    expect(ok.items).toEqual(
      expect.arrayContaining([
        { label: '浏览器', value: 'Chrome 131.0.6778.86' },
        { label: '屏幕分辨率', value: '1920 × 1080' },
        { label: '窗口大小', value: '1440 × 900' },
      ]),
    );
    expect(checkBrowser(env(CHROME_UA, 1.25), screenSize, view)).toMatchObject({ status: 'warning' });
    expect(checkBrowser(env('Mozilla/5.0 (Macintosh) Safari/605.1.15'), screenSize, view)).toMatchObject({
      status: 'error',
      summary: '不是 Chrome 浏览器',
    });
  });

  it('outside the desktop client the helper is not probed unless asked (请在QT客户端上使用此功能)', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const result = await checkHelper(false, env(CHROME_UA));
    expect(result).toMatchObject({ status: 'skipped', summary: '请在QT客户端上使用此功能' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('01 §4: no real-time socket opened is an error, listed per channel', () => {
    expect(checkChannels()).toMatchObject({
      status: 'error',
      summary: '0/3 个通道已连接',
      items: [
        { label: '告警通道', value: '未建立' },
        { label: '通知通道', value: '未建立' },
        { label: '出入记录通道', value: '未建立' },
      ],
    });
  });
});

describe('02 §2 系统自检 page', () => {
  it('shows each check with its status, and 重新检测 runs the check again', async () => {
    const user = userEvent.setup({ delay: null });
    const isLogin = mockApi('POST', '/f_l/isLogin/v1', {
      code: '200',
      data: { login: true, userName: 'admin' },
    });
    renderInApp(
      <QueryClientProvider client={new QueryClient()}>
        <SystemTestPage />
      </QueryClientProvider>,
    );
    const session = await screen.findByRole('region', { name: '后台会话' });
    expect(await within(session).findByText('会话有效')).toBeTruthy();
    expect(within(session).getByText('正常')).toBeTruthy();
    expect(within(session).getByText('admin')).toBeTruthy();
    const helper = screen.getByRole('region', { name: '桌面服务控件' });
    expect(await within(helper).findByText('未检测')).toBeTruthy();
    expect(within(helper).getByText('请在QT客户端上使用此功能')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: '实时通道' })).getByText('0/3 个通道已连接'),
    ).toBeTruthy();

    await user.click(within(session).getByRole('button', { name: '重新检测后台会话' }));
    await vi.waitFor(() => expect(isLogin.calls).toHaveLength(2));
  });

  it('a session the backend refuses is 异常 with its message', async () => {
    mockApi('POST', '/f_l/isLogin/v1', { code: '500', message: '服务维护中' });
    renderInApp(
      <QueryClientProvider client={new QueryClient()}>
        <SystemTestPage />
      </QueryClientProvider>,
    );
    const session = await screen.findByRole('region', { name: '后台会话' });
    expect(await within(session).findByText('服务维护中')).toBeTruthy();
    expect(within(session).getByText('异常')).toBeTruthy();
  });
});
