// Whole-app journeys through the real router, guard and pages (01 §2.4, §2.6, §4), with the network
// declared per test.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encryptWithFixedKey } from '../lib/crypto';
import { STORAGE_PREFIX } from '../lib/constants/storage';
import { endSession, startSession } from '../shell/session/session-store';
import { mockApi } from '../test/fetch-mock';
import { adminMenuTree, communityPage, SESSION_ID, userInfo } from '../test/fixtures';
import { emptyOverview, unsavedLayout } from '../features/complex/dashboards/testing/fixtures';
import { App } from './App';

async function renderAt(hash: string) {
  window.location.hash = hash;
  // jsdom fires hashchange/popstate for that change asynchronously; let it pass before the router
  // starts listening, or it would cancel the router's first redirect.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return render(<App />);
}

/** System notices (02 §4): the login page and the layout ask for them; none to show here. */
function mockNoNotices() {
  return mockApi('GET', '/sys/notify/v2', { code: '0', object: { records: [], total: 0 } });
}

function mockSessionStart(menuTree = adminMenuTree, user = userInfo()) {
  mockNoNotices();
  mockApi('POST', '/f_l/getUserInfo/v1', { code: '200', data: user });
  mockApi('GET', '/h_ai/getArea/v1', { code: '200', data: [] });
  mockApi('GET', '/h_d/treeList/v2', { code: '0', object: communityPage });
  const menu = mockApi('GET', '/auth/left/tree/v2', { code: '200', data: menuTree });
  const dict = mockApi('GET', '/u_dc/sgdw/getDict/v1', { code: '200', data: { account_status: [] } });
  return { menu, dict };
}

function mockConsole() {
  // The console is an editable dashboard (01 §3, docs/adr/0047): its saved layout and the aggregate its
  // panels read.
  mockApi('GET', '/l_o/get/v2', unsavedLayout('HomeEditor'));
  mockApi('GET', '/dashboard/overview/v2', { code: '200', data: emptyOverview() });
  mockApi('GET', '/h_wm/getMsgCount/v2', {
    code: '200',
    data: [
      { msgType: 2, msgTypeName: '报修', count: 3 },
      { msgType: 4, msgTypeName: '预警', count: 5 },
      { msgType: 9, msgTypeName: '授权审核', count: 1 },
      { msgType: 10, msgTypeName: '关怀', count: 0 },
    ],
  });
}

// No other tab of this browser is open to share a session: start without waiting for one to answer.
beforeAll(() => {
  endSession();
});

afterEach(() => {
  endSession();
});

// Whole-app renders in jsdom: 16-33 s each on a slow CI machine.
describe('console journeys', { timeout: 120_000 }, () => {
  it('§2.4.2–5 no token → login; signing in loads the session and lands on the console home', async () => {
    mockApi('GET', '/el_map/map/getLocationInfo/v1', {
      code: '200',
      data: { platFormName: '智慧社区综合服务平台' },
    });
    const login = mockApi('POST', '/f_l/login/v2', {
      code: 0,
      message: '登录成功',
      object: { sessionId: SESSION_ID, userName: 'admin' },
    });
    const { menu, dict } = mockSessionStart();
    mockConsole();
    const user = userEvent.setup({ delay: null });

    await renderAt('#/complex/ComplexHome');
    expect(await screen.findByRole('heading', { name: '智慧社区综合服务平台' })).toBeTruthy();
    expect(window.location.hash).toBe('#/login?redirect=%2Fcomplex%2FComplexHome');

    await user.type(screen.getByLabelText('用户名'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'Admin@2026');
    await user.click(screen.getByRole('checkbox', { name: '记住我' }));
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByRole('heading', { name: '控制台' })).toBeTruthy();
    expect(login.calls[0]?.fields).toEqual({
      userName: 'admin',
      password: encryptWithFixedKey('Admin@2026'),
    });
    expect(localStorage.getItem(`${STORAGE_PREFIX}token`)).toContain(SESSION_ID);
    expect(menu.calls[0]?.fields).toMatchObject({ type: '3', value: '1', sessionId: SESSION_ID });
    expect(dict.calls[0]?.fields.dictType).toBe(
      'account_status,dep_type,visitor_status,health_code_status,pay_source,order_status,sim_package',
    );
    expect(await screen.findByText('1250.50 元')).toBeTruthy();
    expect(screen.getByText('超级管理员')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(nav).getByText('控制台')).toBeTruthy();
    expect(within(nav).getByText('特色功能')).toBeTruthy();
  });

  it('§2.4 login failure shows the server message next to the form', async () => {
    mockNoNotices();
    mockApi('GET', '/el_map/map/getLocationInfo/v1', {
      code: '200',
      data: { platFormName: '智慧社区综合服务平台' },
    });
    mockApi('POST', '/f_l/login/v2', { code: '10001', message: '用户名或密码错误' });
    const user = userEvent.setup({ delay: null });

    await renderAt('#/login');
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();

    await user.type(screen.getByLabelText('用户名'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'wrong');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toContain('用户名或密码错误');
    expect(sessionStorage.length + localStorage.length).toBe(0);
  });

  it('§2.4.5 an account without menus is limited to 完善资料', async () => {
    startSession(SESSION_ID, false);
    mockSessionStart({ menuList: [], accessAuthList: [] }, userInfo({ userName: 'newuser', roleIds: ['9'] }));

    await renderAt('#/complex/ComplexHome');
    expect(await screen.findByRole('heading', { name: '完善资料' })).toBeTruthy();
    expect(window.location.hash).toBe('#/perfecting');
    expect(screen.getByDisplayValue('newuser')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '进入系统' })).toBeNull();
  });

  it('§2.6 退出 asks 确定退出系统吗？, logs out and returns to login', async () => {
    startSession(SESSION_ID, false);
    mockSessionStart();
    mockConsole();
    const logout = mockApi('POST', '/f_l/logout/v1', { code: '200', message: '退出成功' });
    mockApi('GET', '/el_map/map/getLocationInfo/v1', {
      code: '200',
      data: { platFormName: '智慧社区综合服务平台' },
    });
    const user = userEvent.setup({ delay: null });

    await renderAt('#/home');
    expect(await screen.findByRole('heading', { name: '控制台' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /用户菜单/ }));
    await user.click(await screen.findByText('退出'));
    expect(await screen.findByText('确定退出系统吗？')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));

    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(logout.calls[0]?.fields).toEqual({ sessionId: SESSION_ID });
    expect(sessionStorage.getItem(`${STORAGE_PREFIX}token`)).toBeNull();
  });

  it('§2 unknown paths and routes the user may not open go to error-404', async () => {
    await renderAt('#/no/such/page');
    expect(await screen.findByText('抱歉，您访问的页面不存在或没有访问权限。')).toBeTruthy();
    expect(window.location.hash).toBe('#/error-404');
  });
});
