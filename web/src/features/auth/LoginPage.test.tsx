// The login form without antd's Form (use-login-fields): the same rules, messages and behaviour.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FLASH_MESSAGE_STORAGE_KEY, type FlashMessage } from '@/lib/constants/storage';
import { getItem, setItem } from '@/lib/storage';
import { mockApi } from '@/test/fetch-mock';
import LoginPage from './LoginPage';

function renderLogin() {
  mockApi('GET', '/el_map/map/getLocationInfo/v1', { code: '200', data: { platFormName: '某某社区' } });
  render(<LoginPage />);
  return userEvent.setup({ delay: null });
}

const userName = () => screen.getByLabelText('用户名');
const password = () => screen.getByLabelText('密码');

describe('LoginPage', () => {
  it('checks every field on submit, says why beside each and focuses the first', async () => {
    const login = mockApi('POST', '/f_l/login/v2', { code: 0, object: { sessionId: 's', userName: 'a' } });
    const user = renderLogin();

    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(screen.getByText('请输入用户名').id).toBe('login_userName_help');
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(userName().getAttribute('aria-invalid')).toBe('true');
    expect(userName().getAttribute('aria-describedby')).toBe('login_userName_help');
    expect(document.activeElement).toBe(userName());
    expect(login.calls).toHaveLength(0);
  });

  it('checks a field as it changes: spaces are no user name, a cleared password is missing', async () => {
    const user = renderLogin();

    await user.type(userName(), '   ');
    expect(screen.getByText('请输入用户名')).toBeTruthy();
    await user.type(userName(), 'admin');
    expect(screen.queryByText('请输入用户名')).toBeNull();
    expect(userName().getAttribute('aria-invalid')).toBe('false');

    await user.type(password(), 'x');
    expect(screen.queryByText('请输入密码')).toBeNull();
    await user.clear(password());
    expect(screen.getByText('请输入密码')).toBeTruthy();
  });

  it('stops the user name at 32 characters', async () => {
    const user = renderLogin();
    await user.type(userName(), 'a'.repeat(40));
    expect((userName() as HTMLInputElement).value).toHaveLength(32);
  });

  it('shows the server message until the form changes (记住我 too)', async () => {
    mockApi('POST', '/f_l/login/v2', { code: '10001', message: '用户名或密码错误' });
    const user = renderLogin();
    expect(await screen.findByRole('heading', { name: '某某社区' })).toBeTruthy();

    await user.type(userName(), 'admin');
    await user.type(password(), 'wrong');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toContain('用户名或密码错误');

    await user.click(screen.getByRole('checkbox', { name: '记住我' }));
    await waitFor(() => expect(screen.queryByText('用户名或密码错误')).toBeNull());
    expect((screen.getByRole('checkbox', { name: '记住我' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows a one-shot message left for it (账户信息已更新，请登录) once, then forgets it', async () => {
    const updated: FlashMessage = { text: '账户信息已更新，请登录', type: 'success' };
    setItem(FLASH_MESSAGE_STORAGE_KEY, updated, { session: true });
    renderLogin();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('账户信息已更新，请登录');
    expect(alert.closest('.ant-alert-success')).not.toBeNull();
    await waitFor(() => expect(getItem(FLASH_MESSAGE_STORAGE_KEY)).toBeUndefined());
  });

  it('leaves a message tagged with this document to the document loaded after it', () => {
    const expired: FlashMessage = { text: '登录凭证过期, 重新登录', from: performance.timeOrigin };
    setItem(FLASH_MESSAGE_STORAGE_KEY, expired, { session: true });
    renderLogin();
    expect(screen.queryByText('登录凭证过期, 重新登录')).toBeNull();
    expect(getItem(FLASH_MESSAGE_STORAGE_KEY)).toEqual(expired);
    sessionStorage.clear();
  });
});
