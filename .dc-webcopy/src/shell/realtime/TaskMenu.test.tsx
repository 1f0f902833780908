// Task menu (01 §2.6) and push flags (01 §4): 报表中心, 版本记录, 消息通知 with red dots; the icon shows a
// dot when any applies; following an item clears its flag.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { anyFlag, pushFlags } from './flags-store';
import { TaskMenu } from './TaskMenu';
import { renderInShell } from './testing/render';

afterEach(() => act(() => pushFlags.reset()));

const flagOf = (title: string) => screen.getByText(title).getAttribute('data-task-flag');

describe('task menu (01 §2.6)', () => {
  it('no flag, no dot', async () => {
    const user = userEvent.setup({ delay: null });
    renderInShell(<TaskMenu />);
    await user.click(screen.getByRole('button', { name: '任务菜单' }));
    expect(flagOf('报表中心')).toBe('off');
    expect(flagOf('版本记录')).toBe('off');
    expect(flagOf('消息通知')).toBe('off');
  });

  it('release notice: dot on 版本记录 and on the icon; opening 版本记录 clears it', async () => {
    const user = userEvent.setup({ delay: null });
    renderInShell(<TaskMenu />);
    act(() => pushFlags.raise('releaseNotice', { noticeTime: '2026-03-18 18:00:00' }));
    await user.click(screen.getByRole('button', { name: '任务菜单（有新提醒）' }));
    expect(flagOf('版本记录')).toBe('on');
    expect(flagOf('报表中心')).toBe('off');
    await user.click(screen.getByText('版本记录'));
    expect(screen.getByLabelText('当前地址').textContent).toBe('/edition/index');
    expect(pushFlags.get().releaseNotice).toBe(false);
    expect(screen.getByRole('button', { name: '任务菜单' })).toBeTruthy();
  });

  it('report-ready and system-message dots; each item clears its own flag', async () => {
    const user = userEvent.setup({ delay: null });
    renderInShell(<TaskMenu />);
    act(() => {
      pushFlags.raise('reportReady');
      pushFlags.raise('systemMessage');
    });
    await user.click(screen.getByRole('button', { name: '任务菜单（有新提醒）' }));
    expect(flagOf('报表中心')).toBe('on');
    expect(flagOf('消息通知')).toBe('on');
    await user.click(screen.getByText('报表中心'));
    expect(screen.getByLabelText('当前地址').textContent).toBe('/report/index');
    expect(pushFlags.get()).toMatchObject({ reportReady: false, systemMessage: true });
    expect(anyFlag(pushFlags.get())).toBe(true);
  });
});
