// 完善资料 / 更新账户信息 form (01 §2.1 perfecting, updateAccount): required and format messages keep the
// typed text; a save sends the profile and the session shows the new user info; a refused save
// (11201) keeps the input.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInShell } from '@/shell/realtime/testing/render';
import { endSession, getSessionState, startSession } from '@/shell/session/session-store';
import { loadSession } from '@/shell/session/load-session';
import { mockApi } from '@/test/fetch-mock';
import { adminMenuTree, communityPage, SESSION_ID, userInfo } from '@/test/fixtures';
import { MSG_PHONE_REQUIRED, MSG_REAL_NAME_REQUIRED, ProfileForm } from './ProfileForm';

beforeEach(async () => {
  startSession(SESSION_ID, false);
  mockApi('POST', '/f_l/getUserInfo/v1', { code: '200', data: userInfo({ realName: '', phone: '' }) });
  mockApi('GET', '/h_ai/getArea/v1', { code: '200', data: [] });
  mockApi('GET', '/h_d/treeList/v2', { code: '0', object: communityPage });
  mockApi('GET', '/auth/left/tree/v2', { code: '200', data: adminMenuTree });
  mockApi('GET', '/u_dc/sgdw/getDict/v1', { code: '200', data: {} });
  await loadSession([]);
});

afterEach(() => {
  cleanup();
  endSession();
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInShell(
    <QueryClientProvider client={client}>
      <ProfileForm userInfo={getSessionState().loaded!.userInfo} />
    </QueryClientProvider>,
    '/perfecting',
  );
}

describe('profile form (01 §2.1 perfecting / updateAccount)', () => {
  it('01 §2.1: asks for 真实姓名 and 手机号码', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(MSG_REAL_NAME_REQUIRED)).toBeTruthy();
    expect(screen.getByText(MSG_PHONE_REQUIRED)).toBeTruthy();
  });

  it('01 §5: names bad formats and keeps the input', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.type(screen.getByLabelText('真实姓名'), 'Tom1');
    await user.type(screen.getByLabelText('手机号码'), '1234');
    await user.clear(screen.getByLabelText('电子邮箱'));
    await user.type(screen.getByLabelText('电子邮箱'), 'bad@');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('只能输入中文、字母和点（·）')).toBeTruthy();
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(await screen.findByText('请输入正确的邮箱地址')).toBeTruthy();
    expect((screen.getByLabelText('真实姓名') as HTMLInputElement).value).toBe('Tom1');
  }, 15_000);

  it('01 §2.1: saves the profile and the session shows the new user info', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = mockApi('POST', '/u_ac/profile/update/v1', (call: { fields: Record<string, string> }) => ({
      code: '200',
      message: '保存成功',
      data: userInfo({ realName: call.fields.realName, phone: call.fields.phone, email: '' }),
    }));
    renderForm();
    await user.type(screen.getByLabelText('真实姓名'), '张·三');
    await user.type(screen.getByLabelText('手机号码'), '13600001234');
    await user.clear(screen.getByLabelText('电子邮箱'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(getSessionState().loaded?.userInfo.realName).toBe('张·三'));
    expect(saved.calls[0]?.fields).toMatchObject({ realName: '张·三', phone: '13600001234' });
    expect(saved.calls[0]?.fields.email).toBeUndefined();
  });

  it('a refused save (mobile in use) keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const refused = mockApi('POST', '/u_ac/profile/update/v1', {
      code: '11201',
      message: '手机号码已被其他账号使用',
    });
    renderForm();
    await user.type(screen.getByLabelText('真实姓名'), '张三');
    await user.type(screen.getByLabelText('手机号码'), '13912345678');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(refused.calls).toHaveLength(1));
    expect((screen.getByLabelText('手机号码') as HTMLInputElement).value).toBe('13912345678');
    expect(getSessionState().loaded?.userInfo.realName).toBe('');
  });
});
