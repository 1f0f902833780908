// Settings drawer (01 §2.6): theme colour presets (更换主题中 while the colour is applied), history-tabs
// switch and sidebar-logo switch, all stored in the layout preferences; the role theme is shown.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLayoutPreferences, updateLayoutPreferences } from '../preferences/layout-preferences';
import { endSession } from '../session/session-store';
import { renderWithShell, startTestSession } from '../topbar/testing/session';
import { SettingsDrawer } from './SettingsDrawer';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  updateLayoutPreferences({ showTabs: true, sidebarLogo: false, themeColor: undefined });
  endSession();
});

describe('settings drawer (01 §2.6)', () => {
  it('§2.6 tabs and sidebar-logo switches write the layout preferences', async () => {
    await startTestSession();
    renderWithShell(<SettingsDrawer open onClose={() => undefined} />);
    const tabs = screen.getByRole('switch', { name: '显示历史标签' });
    const logo = screen.getByRole('switch', { name: '侧边栏 Logo' });
    expect(tabs.getAttribute('aria-checked')).toBe('true');
    expect(logo.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(tabs);
    fireEvent.click(logo);
    expect(getLayoutPreferences()).toMatchObject({ showTabs: false, sidebarLogo: true });
    expect(screen.getByRole('switch', { name: '显示历史标签' }).getAttribute('aria-checked')).toBe('false');
  });

  it('§2.6 a preset colour shows 更换主题中, then becomes the theme colour', async () => {
    await startTestSession();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithShell(<SettingsDrawer open onClose={() => undefined} />);
    const presets = screen.getAllByRole('radio');
    expect(presets.map((p) => p.getAttribute('aria-label'))).toEqual([
      '默认蓝',
      '拂晓蓝',
      '极客蓝',
      '明青',
      '极光绿',
      '日暮黄',
      '火山橙',
      '薄暮红',
      '酱紫',
    ]);
    expect(screen.getByRole('radio', { name: '默认蓝' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.click(screen.getByRole('radio', { name: '极光绿' }));
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(screen.getByText('更换主题中')).toBeTruthy();
    expect(getLayoutPreferences().themeColor).toBe('#52c41a');
    expect(screen.getByRole('radio', { name: '极光绿' }).getAttribute('aria-checked')).toBe('true');
    await act(async () => void (await vi.advanceTimersByTimeAsync(3000)));
    // the message leaves through antd's motion (animation frames, not faked): allow a busy machine time
    await vi.waitFor(() => expect(screen.queryByText('更换主题中')).toBeNull(), { timeout: 5000 });

    fireEvent.click(screen.getByRole('button', { name: '恢复默认' }));
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(getLayoutPreferences().themeColor).toBeUndefined();
  });

  it('§2.6 the theme comes from the role: 深色主题 for role 2, 蓝色主题 otherwise', async () => {
    await startTestSession({ user: { roleIds: ['2'] } });
    renderWithShell(<SettingsDrawer open onClose={() => undefined} />);
    expect(screen.getByText('深色主题')).toBeTruthy();
  });
});
