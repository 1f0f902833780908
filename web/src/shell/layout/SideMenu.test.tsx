// Side menu options of 01 §2.6: the custom item kinds ('0' new tab, '2' local program through the desktop
// helper after the client check), the sidebar logo of the settings drawer and the role theme.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateLayoutPreferences } from '../preferences/layout-preferences';
import { endSession } from '../session/session-store';
import { renderWithShell, startTestSession } from '../topbar/testing/session';
import { launchSoftware } from '../topbar/main-menu/launch-software';
import { SideMenu } from './SideMenu';

vi.mock('../topbar/main-menu/launch-software', () => ({ launchSoftware: vi.fn(async () => undefined) }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.mocked(launchSoftware).mockClear();
  updateLayoutPreferences({ sidebarLogo: false });
  endSession();
});

async function openFeatures() {
  fireEvent.click(await screen.findByText('特色功能'));
}

describe('side menu (01 §2.6)', () => {
  it("§2.6 custom '0' with windowLocation '0' opens a new tab", async () => {
    await startTestSession();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithShell(<SideMenu />);
    await openFeatures();
    fireEvent.click(screen.getByText('物业官网'));
    expect(open).toHaveBeenCalledWith('https://www.example.cn', '_blank', 'noopener,noreferrer');
  });

  it("§2.6 custom '2' outside the desktop client says 请在QT客户端上使用此功能 and starts nothing", async () => {
    await startTestSession();
    renderWithShell(<SideMenu />);
    await openFeatures();
    fireEvent.click(screen.getByText('门禁发卡工具'));
    expect(await screen.findByText('请在QT客户端上使用此功能')).toBeTruthy();
    expect(launchSoftware).not.toHaveBeenCalled();
  });

  it("§2.6 custom '2' inside the desktop client starts the program through the helper", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Windows NT 10.0) ZhsqQtClient/2.3.1',
    );
    await startTestSession();
    renderWithShell(<SideMenu />);
    await openFeatures();
    fireEvent.click(screen.getByText('门禁发卡工具'));
    expect(await screen.findByText('已启动门禁发卡工具')).toBeTruthy();
    expect(launchSoftware).toHaveBeenCalledWith('C:\\Program Files\\ZHSQ\\CardTool\\CardTool.exe');
  });

  it('§2.6 settings drawer 侧边栏 Logo shows the agent logo and platform name on top of the menu', async () => {
    await startTestSession();
    renderWithShell(<SideMenu />);
    expect(screen.queryByRole('link', { name: '侧边栏标志' })).toBeNull();
    act(() => updateLayoutPreferences({ sidebarLogo: true }));
    const logo = screen.getByRole('link', { name: '侧边栏标志' });
    expect(logo.textContent).toBe('锦绣智慧社区');
  });

  it('§2.6 the menu is light in the blue theme and dark in the dark theme (role 2)', async () => {
    await startTestSession();
    const { container, unmount } = renderWithShell(<SideMenu />);
    expect(container.querySelector('.ant-menu-light')).toBeTruthy();
    unmount();
    endSession();
    await startTestSession({ user: { roleIds: ['2'] } });
    const dark = renderWithShell(<SideMenu />);
    expect(dark.container.querySelector('.ant-menu-dark')).toBeTruthy();
  });
});
