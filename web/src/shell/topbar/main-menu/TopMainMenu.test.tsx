// Main menu of the top bar (01 §2.6, §9): modules as bar items; the sub-navigation opens 300 ms after
// hovering and closes 100 ms after leaving (fake timers). Custom item kinds: layout/SideMenu.test.tsx
// (jsdom measures no widths, so antd's horizontal menu keeps only its first bar item active).
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shell/session/session-store';
import { renderWithShell, startTestSession } from '../testing/session';
import { CLOSE_DELAY_SECONDS, OPEN_DELAY_SECONDS, TopMainMenu } from './TopMainMenu';

beforeEach(async () => {
  await startTestSession();
});

afterEach(() => {
  cleanup(); // the bar needs the session until it is gone
  vi.useRealTimers();
  endSession();
});

const bar = () => screen.getByRole('navigation', { name: '顶部导航' });
const title = (name: string) => screen.getByText(name).closest<HTMLElement>('[role="menuitem"]')!;

describe('top main menu (01 §2.6)', () => {
  it('§2.6 one bar item per permitted module plus 特色功能; MyAccount stays out (01 §6)', () => {
    renderWithShell(<TopMainMenu />);
    const names = within(bar())
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(names).toEqual(expect.arrayContaining(['安防监控', '综合管控', '运维支持', '特色功能']));
    expect(within(bar()).queryByText('我的账户')).toBeNull();
  });

  it('§9 the menu delays are the spec numbers: open 300 ms, close 100 ms', () => {
    expect(OPEN_DELAY_SECONDS * 1000).toBe(300);
    expect(CLOSE_DELAY_SECONDS * 1000).toBe(100);
  });

  it('§2.6/§9 hovering opens the sub-navigation after 300 ms, leaving closes it after 100 ms', () => {
    vi.useFakeTimers();
    renderWithShell(<TopMainMenu />);
    const security = title('安防监控');

    fireEvent.mouseEnter(security);
    act(() => void vi.advanceTimersByTime(299));
    expect(security.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('预警中心')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(security.getAttribute('aria-expanded')).toBe('true');
    act(() => void vi.advanceTimersByTime(50)); // the popup shows on the next animation frame
    expect(screen.getByText('预警中心')).toBeTruthy();

    fireEvent.mouseLeave(security);
    act(() => void vi.advanceTimersByTime(99));
    expect(security.getAttribute('aria-expanded')).toBe('true');
    act(() => void vi.advanceTimersByTime(1));
    expect(security.getAttribute('aria-expanded')).toBe('false');
  });

  it('§2.6 a quick pass over an item (under 300 ms) opens nothing', () => {
    vi.useFakeTimers();
    renderWithShell(<TopMainMenu />);
    const security = title('安防监控');
    fireEvent.mouseEnter(security);
    act(() => void vi.advanceTimersByTime(200));
    fireEvent.mouseLeave(security);
    act(() => void vi.advanceTimersByTime(1000));
    expect(security.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('预警中心')).toBeNull();
  });

  it('§2.6 groups open the same way and a page entry navigates inside the console', () => {
    vi.useFakeTimers();
    renderWithShell(<TopMainMenu />);
    fireEvent.mouseEnter(title('安防监控'));
    act(() => void vi.advanceTimersByTime(350));
    fireEvent.mouseEnter(title('预警中心'));
    act(() => void vi.advanceTimersByTime(350));
    fireEvent.click(screen.getByText('车辆预警'));
    expect(screen.getByLabelText('当前地址').textContent).toBe('/security/CarWarning');
  });
});
