// 01 §2.4.6–7, §8; 02 §8: the client check before a desktop page — outside the client, on a Mac, helper
// missing (restart message + installer from latestQtVer, else the fixed zip), helper answering.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QT_INSTALLER_FALLBACK_URL } from '@/lib/constants/desktop';
import { fakeFetch, mockApi } from '@/test/fetch-mock';
import { DesktopGate } from './DesktopGate';

const CLIENT_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36 ZhsqQtClient/1.0.8';
const MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 Safari/605.1.15';

function withUserAgent(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

/** The loopback helper: every port refuses unless `answer` says otherwise; /api goes to mockApi. */
function loopback(answer?: (port: number, path: string) => object | undefined) {
  vi.stubGlobal('fetch', async (request: Request, init?: RequestInit) => {
    const url = new URL(request.url);
    if (url.hostname !== '127.0.0.1') return fakeFetch(request, init);
    const body = answer?.(Number(url.port), url.pathname);
    if (!body) throw new TypeError('Failed to fetch');
    return Response.json(body);
  });
}

function renderGate(children: ReactNode = <p>监控页面</p>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <DesktopGate zoomTip>{() => children}</DesktopGate>
      </AntApp>
    </QueryClientProvider>,
  );
}

const about = {
  name: '智慧社区服务控件',
  version: '1.0.8',
  buildDate: '2026-02-28',
  port: 8083,
  wsPort: 8084,
  os: 'Windows 10',
  installPath: 'C:\\Program Files\\ZhsqServiceControl',
  devices: [],
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DesktopGate', () => {
  it('outside the desktop client: 请在QT客户端上使用此功能, no helper call', async () => {
    renderGate();
    expect(await screen.findByText('请在QT客户端上使用此功能')).toBeTruthy();
    expect(screen.queryByText('监控页面')).toBeNull();
  });

  it('on a Mac: 请切换到 Windows 系统使用', async () => {
    withUserAgent(MAC_UA);
    renderGate();
    expect(await screen.findByText('请切换到 Windows 系统使用')).toBeTruthy();
  });

  it('helper missing: 请重启QT服务控件 with the download from latestQtVer', async () => {
    withUserAgent(CLIENT_UA);
    loopback();
    mockApi('GET', '/f_pm/latestQtVer/v1', {
      code: '200',
      data: {
        version: '1.0.9',
        updates: {
          windows: { downloadUrl: '/api/static/uploads/client/zhsq-qt-service-1.0.9.zip', version: '1.0.9' },
        },
      },
    });
    renderGate();
    expect(await screen.findByText('请重启QT服务控件')).toBeTruthy();
    const link = await screen.findByRole('link', { name: /下载服务控件 v1\.0\.9/ });
    expect(link.getAttribute('href')).toBe('/api/static/uploads/client/zhsq-qt-service-1.0.9.zip');
    expect(screen.getByRole('button', { name: /重\s?试/ })).toBeTruthy();
  });

  it('helper missing and latestQtVer failing: the fixed installer zip', async () => {
    withUserAgent(CLIENT_UA);
    loopback();
    mockApi('GET', '/f_pm/latestQtVer/v1', { code: '20999', message: '版本服务不可用' });
    renderGate();
    const link = await screen.findByRole('link', { name: /下载服务控件$/ });
    await vi.waitFor(() => expect(link.getAttribute('href')).toBe(QT_INSTALLER_FALLBACK_URL));
  });

  it('helper answering on 8083: the page, with the zoom tip when zoomed', async () => {
    withUserAgent(CLIENT_UA);
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(1.25);
    loopback((port, path) =>
      port === 8083 && path === '/software/about' ? { status: true, data: about } : undefined,
    );
    renderGate();
    expect(await screen.findByText('监控页面')).toBeTruthy();
    expect(screen.getByText(/请将浏览器缩放和系统显示比例调整为 100%/)).toBeTruthy();
    expect(localStorage.getItem('zhsq_qt_port')).toBe('{"value":8083}');
  });
});
