// Change-password dialog (01 §2.7, §4, §5, §9): fields, the live checklist, every message, the session-key
// encryption, sign-out with a redirect back on success, and the typed values kept on failure.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decryptAesEcb } from '@/lib/crypto';
import { endSession, getSessionState } from '@/shell/session/session-store';
import { renderWithShell, startTestSession } from '@/shell/topbar/testing/session';
import { mockApi } from '@/test/fetch-mock';
import { SESSION_ID } from '@/test/fixtures';
import { ChangePasswordDialog } from './ChangePasswordDialog';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  endSession();
});

async function openDialog(onClose = vi.fn()) {
  await startTestSession();
  renderWithShell(<ChangePasswordDialog open userName="admin" sessionId={SESSION_ID} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: '修改密码' });
  return { dialog, onClose, user: userEvent.setup({ delay: null }) };
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;

describe('change-password dialog (01 §2.7)', () => {
  it('§2.7 450 px; 用户名 read-only, 原密码, 新密码 with its checklist, 确认密码; 提交 and 重置', async () => {
    const { dialog } = await openDialog();
    expect(dialog.closest<HTMLElement>('.ant-modal')?.style.width).toBe('450px');
    expect(field(dialog, '用户名').value).toBe('admin');
    expect(field(dialog, '用户名').readOnly).toBe(true);
    for (const label of ['原密码', '新密码', '确认密码']) expect(field(dialog, label).type).toBe('password');
    expect(within(dialog).getByRole('list', { name: '密码规则' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '提交' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '重置' })).toBeTruthy();
  });

  it('§5 empty submit: 请输入原密码, 请输入新密码, 请再次输入密码', async () => {
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('请输入原密码')).toBeTruthy();
    expect(within(dialog).getByText('请输入新密码')).toBeTruthy();
    expect(within(dialog).getByText('请再次输入密码')).toBeTruthy();
  });

  it('§5 the checklist follows the typing; a weak password and a different repeat are refused', async () => {
    const { dialog, user } = await openDialog();
    const rules = () =>
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.includes('（已满足）'));
    expect(rules()).toEqual([false, false, false, false, false]);
    await user.type(field(dialog, '新密码'), 'abc1');
    expect(rules()).toEqual([false, false, true, true, false]);
    await user.type(field(dialog, '确认密码'), 'abc2');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('密码规则错误，请重新输入')).toBeTruthy();
    expect(await within(dialog).findByText('两次输入的新密码不一致!')).toBeTruthy();
    await user.type(field(dialog, '新密码'), 'Zx@9');
    expect(rules()).toEqual([true, true, true, true, true]);
  });

  it('§5 at most 18 characters in each password field', async () => {
    const { dialog, user } = await openDialog();
    for (const label of ['原密码', '新密码', '确认密码']) {
      await user.type(field(dialog, label), 'Aa1@'.repeat(6));
      expect(field(dialog, label).value).toHaveLength(18);
    }
  });

  it('§9/§4 the passwords travel encrypted with the first 16 characters of the session id; then sign-out with a redirect back', async () => {
    const update = mockApi('POST', '/f_l/updatePwd/v1', { code: '200', message: '密码修改成功' });
    const logout = mockApi('POST', '/f_l/logout/v1', { code: '200', message: '退出成功' });
    const { dialog, user, onClose } = await openDialog();
    await user.type(field(dialog, '原密码'), 'Admin@2026');
    await user.type(field(dialog, '新密码'), 'Newpass@2026');
    await user.type(field(dialog, '确认密码'), 'Newpass@2026');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));

    // (The server's 密码修改成功 toast belongs to the request layer: lib/api tests.)
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = update.calls[0]!.fields;
    const key = SESSION_ID.slice(0, 16);
    expect(sent.oldPwd).not.toBe('Admin@2026');
    expect(decryptAesEcb(sent.oldPwd!, key)).toBe('Admin@2026');
    expect(decryptAesEcb(sent.newPwd!, key)).toBe('Newpass@2026');
    expect(decryptAesEcb(sent.newPassword!, key)).toBe('Newpass@2026');
    expect(onClose).toHaveBeenCalled();
    await vi.waitFor(() => expect(getSessionState().token).toBeUndefined());
    expect(logout.calls).toHaveLength(1);
    // Not the user's own 退出: login opens with a redirect back to the current path.
    expect(getSessionState().signedOut).toBeUndefined();
  });

  it('§4 a refused change keeps what was typed, leaves no spinner and keeps the session', async () => {
    const update = mockApi('POST', '/f_l/updatePwd/v1', { code: '10002', message: '原密码错误' });
    const { dialog, user, onClose } = await openDialog();
    await user.type(field(dialog, '原密码'), 'Wrong@2026');
    await user.type(field(dialog, '新密码'), 'Newpass@2026');
    await user.type(field(dialog, '确认密码'), 'Newpass@2026');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));

    // (The server's 原密码错误 toast belongs to the request layer: lib/api tests.)
    await vi.waitFor(() => expect(update.calls).toHaveLength(1));
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '提交' }).className).not.toContain('ant-btn-loading'),
    );
    expect(field(dialog, '原密码').value).toBe('Wrong@2026');
    expect(field(dialog, '新密码').value).toBe('Newpass@2026');
    expect(field(dialog, '确认密码').value).toBe('Newpass@2026');
    expect(field(dialog, '原密码').disabled).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    expect(getSessionState().token).toBe(SESSION_ID);
  });

  it('§2.7 重置 clears the passwords and keeps the user name', async () => {
    const { dialog, user } = await openDialog();
    await user.type(field(dialog, '原密码'), 'Admin@2026');
    await user.click(within(dialog).getByRole('button', { name: '重置' }));
    expect(field(dialog, '原密码').value).toBe('');
    expect(field(dialog, '用户名').value).toBe('admin');
  });
});
