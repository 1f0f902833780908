// The login against guessing (openapi/api/paths/auth/login.yaml): 5 wrong passwords of an account in 15
// minutes lock it for 15 minutes (10009), 20 failures of one client lock the client (10010); while
// locked the right password is refused too; every answer is the contract's. Sessions end when idle.
import { createCipheriv } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testApi, type TestApi } from '../../test-support/http.js';
import { LOGIN_AES_KEY } from './password-transform.js';

let now = new Date('2026-03-18T02:00:00Z');
const advance = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));
let api: TestApi;
beforeAll(async () => {
  api = await testApi(() => now);
});
afterAll(() => api.close());
beforeEach(() => {
  api.app.mock.reset();
  api.app.mock.violations.length = 0;
});

function encrypt(password: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(LOGIN_AES_KEY, 'utf8'), null);
  return Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]).toString('base64');
}

async function login(userName: string, password: string, client = '127.0.0.1') {
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/f_l/login/v2',
    remoteAddress: client,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ userName, password: encrypt(password) }).toString(),
  });
  return res.json() as {
    code: unknown;
    message: string;
    retryAfter?: number;
    object?: { sessionId: string };
  };
}

const wrong = async (userName: string, times: number, client?: string) => {
  for (let i = 0; i < times; i++) expect((await login(userName, `Wrong@${i}x`, client)).code).toBe('10001');
};

describe('login throttling', () => {
  it('the fifth wrong password locks the account for 15 minutes; the right one is refused until then', async () => {
    await wrong('operator', 4);
    expect((await login('operator', 'Bad@20260')).code).toBe('10001');
    const locked = await login('operator', 'Operator@2026');
    expect(locked).toEqual({
      code: '10009',
      message: '密码连续错误次数过多，账号已锁定，请 15 分钟后再试',
      retryAfter: 900,
    });
    advance(10);
    expect(await login('operator', 'Operator@2026')).toMatchObject({
      code: '10009',
      message: '密码连续错误次数过多，账号已锁定，请 5 分钟后再试',
      retryAfter: 300,
    });
    // Other accounts are not affected.
    expect((await login('admin', 'Admin@2026')).code).toBe(0);
    advance(5);
    expect((await login('operator', 'Operator@2026')).code).toBe(0);
    expect(api.app.mock.violations).toEqual([]);
  });

  it('attempts while locked are not counted and do not extend the lock', async () => {
    await wrong('operator', 5);
    advance(14);
    for (let i = 0; i < 10; i++) expect((await login('operator', 'Nope@1234')).code).toBe('10009');
    advance(1);
    expect((await login('operator', 'Operator@2026')).code).toBe(0);
  });

  it('failures older than the 15-minute window do not count; a success forgets the failures', async () => {
    await wrong('operator', 4);
    advance(16);
    await wrong('operator', 4);
    expect((await login('operator', 'Operator@2026')).code).toBe(0);
    await wrong('operator', 4);
    expect((await login('operator', 'Operator@2026')).code).toBe(0);
  });

  it('an unknown user name locks like a real one, so the answers do not tell which names exist', async () => {
    await wrong('nobody_here', 5);
    expect(await login('nobody_here', 'Whatever@1')).toMatchObject({ code: '10009', retryAfter: 900 });
  });

  it('twenty failures from one client pause its logins (10010), whatever the account; other clients go on', async () => {
    const names = ['admin', 'operator', 'expiring', 'newuser', 'nobody'];
    for (const name of names) await wrong(name, 4, '10.1.2.3');
    expect(await login('th_kefu01', 'Zhsq@2026', '10.1.2.3')).toEqual({
      code: '10010',
      message: '登录失败次数过多，请 15 分钟后再试',
      retryAfter: 900,
    });
    expect((await login('th_kefu01', 'Zhsq@2026', '10.9.9.9')).code).toBe(0);
    advance(15);
    expect((await login('th_kefu01', 'Zhsq@2026', '10.1.2.3')).code).toBe(0);
    expect(api.app.mock.violations).toEqual([]);
  });

  it('a reset of the mock clears the locks', async () => {
    await wrong('operator', 5);
    api.app.mock.reset();
    expect((await login('operator', 'Operator@2026')).code).toBe(0);
  });
});

describe('sessions of the login', () => {
  it('a token from the login answers until it has been idle 30 minutes, then 100013', async () => {
    const { object } = await login('admin', 'Admin@2026');
    const token = object!.sessionId;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const isLogin = async () =>
      (
        await api.app.inject({
          method: 'POST',
          url: '/api/f_l/isLogin/v1',
          headers: { 'DOOR-Authorization': token, 'content-type': 'application/x-www-form-urlencoded' },
          payload: `sessionId=${token}`,
        })
      ).json() as { code: unknown };
    advance(29);
    expect((await isLogin()).code).toBe('200');
    advance(31);
    expect(await isLogin()).toMatchObject({ code: '100013' });
  });
});
