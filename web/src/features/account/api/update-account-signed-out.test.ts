// 更新账户信息 without a session (docs/adr/0065): login with the account's password, profileUpdate with
// that session, then logout, also when the save is refused; a refused login saves nothing.
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { updateAccountSignedOut } from './update-account-signed-out';

const input = {
  userName: 'newuser',
  password: 'Newuser@2026',
  realName: '李新',
  phone: '13911112222',
};

describe('account update without a session (docs/adr/0065)', () => {
  it('signs in, saves the profile with that session and signs out', async () => {
    const login = mockApi('POST', '/f_l/login/v2', {
      code: 0,
      object: { sessionId: 'tmp-session', userName: 'newuser' },
    });
    const save = mockApi('POST', '/u_ac/profile/update/v1', { code: '200', message: '保存成功', data: {} });
    const logout = mockApi('POST', '/f_l/logout/v1', { code: '200' });
    await updateAccountSignedOut(input);
    expect(login.calls[0]?.fields).toMatchObject({ userName: 'newuser' });
    expect(login.calls[0]?.fields.password).not.toBe('Newuser@2026');
    expect(save.calls[0]?.fields).toMatchObject({
      sessionId: 'tmp-session',
      realName: '李新',
      phone: '13911112222',
    });
    expect(save.calls[0]?.headers.get('DOOR-Authorization')).toBe('tmp-session');
    expect(logout.calls[0]?.fields).toMatchObject({ sessionId: 'tmp-session' });
  });

  it('a refused save still signs out; a refused login saves nothing', async () => {
    mockApi('POST', '/f_l/login/v2', { code: 0, object: { sessionId: 'tmp-session', userName: 'newuser' } });
    mockApi('POST', '/u_ac/profile/update/v1', { code: '11201', message: '手机号码已被其他账号使用' });
    const logout = mockApi('POST', '/f_l/logout/v1', { code: '200' });
    await expect(updateAccountSignedOut(input)).rejects.toBeTruthy();
    expect(logout.calls).toHaveLength(1);

    mockApi('POST', '/f_l/login/v2', { code: '10001', message: '用户名或密码错误' });
    const save = mockApi('POST', '/u_ac/profile/update/v1', { code: '200', data: {} });
    await expect(updateAccountSignedOut(input)).rejects.toBeTruthy();
    expect(save.calls).toHaveLength(0);
  });
});
