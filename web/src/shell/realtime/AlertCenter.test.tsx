// The alert pop-up (01 §4): bottom-right, one at a time, fields of 01 §3, click → route with query,
// close → next cached, 退出前不再提示 silences the kind until logout.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertCenter } from './AlertCenter';
import { alertQueue } from './alert-queue';
import { carAlert, heatAlert, strangerAlert } from './testing/alert-records';
import { renderInShell } from './testing/render';

afterEach(() => act(() => alertQueue.reset()));

const today = dayjs().format('YYYY-MM-DD');
const where = () => screen.getByLabelText('当前地址').textContent;

describe('alert pop-up (01 §4)', () => {
  it('shows one pop-up bottom-right with the fields of its kind; it does not close by itself', () => {
    renderInShell(<AlertCenter />);
    act(() => {
      alertQueue.offer(heatAlert);
      alertQueue.offer(carAlert);
    });
    const popup = screen.getByRole('alertdialog', { name: '疫情预警' });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(popup.style.position).toBe('fixed');
    expect(popup.style.right).toBe('24px');
    expect(popup.style.bottom).toBe('24px');
    for (const text of ['王建国', '37.8℃', '绿码', '48小时内'])
      expect(within(popup).getByText(text)).toBeTruthy();
  });

  it('closing shows the next cached alert; the last close leaves nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderInShell(<AlertCenter />);
    act(() => {
      alertQueue.offer(heatAlert);
      alertQueue.offer(carAlert);
    });
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '关闭' }));
    const car = screen.getByRole('alertdialog', { name: '车辆预警' });
    expect(within(car).getByText('粤A·5K2L9')).toBeTruthy();
    await user.click(within(car).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('退出前不再提示 silences that kind until logout', async () => {
    const user = userEvent.setup({ delay: null });
    renderInShell(<AlertCenter />);
    act(() => alertQueue.offer(heatAlert));
    await user.click(screen.getByRole('checkbox', { name: '退出前不再提示' }));
    await user.click(screen.getByRole('button', { name: '关闭' }));
    act(() => alertQueue.offer(heatAlert));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => alertQueue.offer(carAlert));
    expect(screen.getByRole('alertdialog', { name: '车辆预警' })).toBeTruthy();
    act(() => alertQueue.reset()); // logout
    act(() => alertQueue.offer(heatAlert));
    expect(screen.getByRole('alertdialog', { name: '疫情预警' })).toBeTruthy();
  });

  it('clicking goes to the route with depId and time; stranger adds depName and searchDepTree', async () => {
    const user = userEvent.setup({ delay: null });
    renderInShell(<AlertCenter />);
    act(() => {
      alertQueue.offer(heatAlert);
      alertQueue.offer(strangerAlert);
    });
    await user.click(within(screen.getByRole('alertdialog', { name: '疫情预警' })).getByText('体温'));
    expect(where()).toBe(
      `/security/TemperatureWarning?depId=1499&time=${encodeURIComponent(`${today} 00:00:00`).replace(/%20/g, '+')}`,
    );
    const stranger = screen.getByRole('alertdialog', { name: '陌生人抓拍预警' });
    await user.click(within(stranger).getByRole('button', { name: /查看详情/ }));
    const url = new URL(`http://x${where() ?? ''}`);
    expect(url.pathname).toBe('/security/strangerSnaps');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      depId: '1499',
      time: `${today} 00:00:00`,
      depName: '锦绣花园',
      searchDepTree: 'true',
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
