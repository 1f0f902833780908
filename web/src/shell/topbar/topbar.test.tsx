// The top bar's tools (01 §2.6): 我的账户 and the 1320 px label rule, expiry / balance / SIM-card popovers,
// page search, fullscreen, notice panel (badge 10, three tabs, 2 s load, message counts 2/4/9/10), UI size
// (更改成功) and the user popover / dropdown.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notice } from '@/lib/realtime/testing/notices';
import { mockApi, type RecordedCall } from '@/test/fetch-mock';
import { TopBar } from '../layout/TopBar';
import { getLayoutPreferences, updateLayoutPreferences } from '../preferences/layout-preferences';
import { endSession } from '../session/session-store';
import { AccountEntry, showsWideLabel } from './AccountEntry';
import { AccountNotices } from './AccountNotices';
import { FullscreenToggle } from './FullscreenToggle';
import { noticePanelContent } from './lazy-notice-panel';
import { NoticePanel } from './NoticePanel';
import { RouteSearch } from './RouteSearch';
import { SizeMenu } from './SizeMenu';
import { renderWithShell, startTestSession } from './testing/session';
import { UserMenu } from './UserMenu';

const innerWidth = window.innerWidth;

// Menus, popovers and the antd message holder take a while on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

/** Only the timers the panel uses; the fake network's promises keep running. */
const useFakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

afterEach(() => {
  cleanup(); // the bar needs the session until it is gone
  vi.useRealTimers();
  vi.restoreAllMocks();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: innerWidth });
  updateLayoutPreferences({ uiSize: 'default' });
  endSession();
});

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

const where = () => screen.getByLabelText('当前地址').textContent;

const EXPIRING = {
  expireFlag: 1 as const,
  expireTime: '2026-12-05 23:59:59',
  accountBalanceNoticeVo: {
    balance: 35.8,
    expectedDay: 3,
    balanceNoticeFlag: 1 as const,
    simCardNoticeFlag: 1 as const,
    aboutToExpireCardNum: 6,
    haveExpiredCardNum: 2,
  },
};

describe('我的账户 (01 §2.6)', () => {
  it('§2.6/§9 the label shows only when the window is wider than 1320 px', async () => {
    expect(showsWideLabel(1321)).toBe(true);
    expect(showsWideLabel(1320)).toBe(false);
    await startTestSession();
    setWidth(1440);
    renderWithShell(<AccountEntry />);
    const entry = screen.getByRole('button', { name: '我的账户' });
    expect(entry.textContent).toBe('我的账户');
    act(() => setWidth(1320));
    expect(screen.getByRole('button', { name: '我的账户' }).textContent).toBe('');
    act(() => setWidth(1321));
    expect(screen.getByRole('button', { name: '我的账户' }).textContent).toBe('我的账户');
    fireEvent.click(screen.getByRole('button', { name: '我的账户' }));
    expect(where()).toBe('/account/index');
  });

  it('§2.6 only when the MyAccount module is permitted', async () => {
    await startTestSession({ accessAuthList: ['ComplexConsole', 'MyAccountHome'] });
    renderWithShell(<AccountEntry />);
    expect(screen.queryByRole('button', { name: '我的账户' })).toBeNull();
  });
});

describe('expiry, balance and SIM-card popovers (01 §2.6, §4)', () => {
  it('§4 nothing when the flags are 0', async () => {
    await startTestSession();
    const { container } = renderWithShell(<AccountNotices />);
    expect(container.querySelectorAll('button')).toHaveLength(0);
  });

  it('§2.6/§4 on load the expiry notice opens; dismissing it opens the balance, then the SIM-card notice', async () => {
    await startTestSession({ user: EXPIRING });
    const user = userEvent.setup({ delay: null });
    renderWithShell(<AccountNotices />);

    expect(await screen.findByText('帐号即将到期')).toBeTruthy();
    expect(
      screen.getByText('您的登录账号将于 2026-12-05 23:59:59 到期，如需继续使用，请联系上级申请续期。'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '知道了' }));

    const balance = (await screen.findByText('账户余额即将用完')).closest<HTMLElement>('.ant-popover')!;
    expect(within(balance).getByText('账户余额：35.80 元')).toBeTruthy();
    expect(within(balance).getByText('预计还可使用 3 天')).toBeTruthy();
    await user.click(within(balance).getByRole('button', { name: '知道了' }));

    const sim = (await screen.findByText('流量卡续费提醒')).closest<HTMLElement>('.ant-popover')!;
    expect(within(sim).getByText('流量卡到期后将影响门禁设备的正常使用')).toBeTruthy();
    expect(within(sim).getByText('即将到期：6 张')).toBeTruthy();
    expect(within(sim).getByText('已到期：2 张')).toBeTruthy();
    await user.click(within(sim).getByRole('button', { name: '去续费' }));
    expect(where()).toBe('/simCard/index?status=2,4');
  });

  it('§2.6 an empty balance says 账户余额已用完 and 去充值 opens AccountRecharge', async () => {
    await startTestSession({
      user: {
        accountBalanceNoticeVo: { ...EXPIRING.accountBalanceNoticeVo, balance: 0, simCardNoticeFlag: 0 },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithShell(<AccountNotices />);
    const popover = (await screen.findByText('账户余额已用完')).closest<HTMLElement>('.ant-popover')!;
    expect(within(popover).getByText('账户余额：0.00 元')).toBeTruthy();
    expect(within(popover).getByText('相关收费服务已暂停')).toBeTruthy();
    await user.click(within(popover).getByRole('button', { name: '去充值' }));
    expect(where()).toBe('/account/recharge');
  });

  it('§2.6 without the page key there is no 去充值 button', async () => {
    await startTestSession({
      user: { accountBalanceNoticeVo: { ...EXPIRING.accountBalanceNoticeVo, simCardNoticeFlag: 0 } },
      accessAuthList: ['ComplexConsole'],
    });
    renderWithShell(<AccountNotices />);
    const popover = (await screen.findByText('账户余额即将用完')).closest<HTMLElement>('.ant-popover')!;
    expect(within(popover).queryByRole('button', { name: '去充值' })).toBeNull();
  });
});

// The box and its fuzzy search load when the icon is first pressed (RouteSearch): found, not got.
describe('page search (01 §2.6)', () => {
  it('§2.6 finds a permitted page by its title and navigates there', async () => {
    await startTestSession();
    const user = userEvent.setup({ delay: null });
    renderWithShell(<RouteSearch />);
    await user.click(screen.getByRole('button', { name: '页面搜索' }));
    await user.type(await screen.findByRole('combobox', { name: '搜索页面' }), '车辆预');
    await user.click(await screen.findByText('安防监控 > 预警中心 > 车辆预警'));
    expect(where()).toBe('/security/CarWarning');
    expect(screen.getByRole('button', { name: '页面搜索' })).toBeTruthy();
  });

  it('§2.6 DashboardPolice is not offered to a user without it', async () => {
    await startTestSession();
    const user = userEvent.setup({ delay: null });
    renderWithShell(<RouteSearch />);
    await user.click(screen.getByRole('button', { name: '页面搜索' }));
    await user.type(await screen.findByRole('combobox', { name: '搜索页面' }), '综合态势');
    expect(await screen.findByText('没有找到相关页面')).toBeTruthy();
  });
});

describe('fullscreen (01 §2.6)', () => {
  it("§2.6 without the Fullscreen API: warning 'you browser can not work'", async () => {
    await startTestSession();
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    renderWithShell(<FullscreenToggle />);
    fireEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(await screen.findByText('you browser can not work')).toBeTruthy();
  });

  it('§2.6 with it: the whole console goes fullscreen', async () => {
    await startTestSession();
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    const request = vi.fn(async () => undefined);
    document.documentElement.requestFullscreen = request;
    renderWithShell(<FullscreenToggle />);
    fireEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(request).toHaveBeenCalledOnce();
  });
});

describe('notice panel (01 §2.6)', () => {
  function mockPanelCalls() {
    mockApi('GET', '/sys/notify/v2', {
      code: '0',
      object: { records: [notice({ id: 5, title: '关于平台系统升级维护的通知' })], total: 1 },
    });
    mockApi('GET', '/h_wm/getMsgCount/v2', {
      code: '200',
      data: [
        { msgType: 2, msgTypeName: '报修', count: 3 },
        { msgType: 4, msgTypeName: '预警', count: 5 },
        { msgType: 9, msgTypeName: '授权审核', count: 1 },
        { msgType: 10, msgTypeName: '关怀', count: 0 },
      ],
    });
    return mockApi('GET', '/sys/msg/pull/v2', (call: RecordedCall) => ({
      code: '0',
      object: {
        total: 1,
        unreadTotal: 1,
        records: [
          {
            id: call.fields.readStatus === '0' ? 60001 : 60024,
            msgType: 2,
            msgTypeName: '报修',
            title: call.fields.readStatus === '0' ? '待处理的报修' : '新的报修工单',
            content: '厨房水龙头漏水。',
            depName: '锦绣花园',
            createTime: '2026-03-18 08:12:00',
            readStatus: 0,
          },
        ],
      },
    }));
  }

  it('§2.6 fixed badge 10; tabs 通知 / 消息 / 待办, each after the 2 s simulated load', async () => {
    await startTestSession();
    const messages = mockPanelCalls();
    // The tabs' code loads after the first paint (lazy-notice-panel.ts); here it is there already.
    await noticePanelContent.load();
    useFakeClock();
    renderWithShell(<NoticePanel />);
    expect(screen.getByTitle('10')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '通知中心' }));
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['通知', '消息', '待办']);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1999)));
    expect(screen.getByText('加载中…')).toBeTruthy();
    expect(screen.queryByText('关于平台系统升级维护的通知')).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(screen.getByText('关于平台系统升级维护的通知')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /消息/ }));
    expect(screen.getByText('加载中…')).toBeTruthy();
    await act(async () => void (await vi.advanceTimersByTimeAsync(2000)));
    expect(screen.getByText('新的报修工单')).toBeTruthy();
    // 01 §2.6 message counts by type 2 / 4 / 9 / 10 as badges.
    expect(screen.getByLabelText('报修 未读 3')).toBeTruthy();
    expect(screen.getByLabelText('预警 未读 5')).toBeTruthy();
    expect(screen.getByLabelText('授权 未读 1')).toBeTruthy();
    expect(screen.getByLabelText('关怀 未读 0')).toBeTruthy();
    fireEvent.click(screen.getByText('预警'));
    await act(async () => void (await vi.advanceTimersByTimeAsync(10)));
    expect(messages.calls.at(-1)?.fields).toMatchObject({ msgType: '4', page: '1', limit: '10' });

    fireEvent.click(screen.getByRole('tab', { name: '待办' }));
    await act(async () => void (await vi.advanceTimersByTimeAsync(1999)));
    expect(screen.queryByText('待处理的报修')).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(screen.getByText('待处理的报修')).toBeTruthy();
    expect(messages.calls.at(-1)?.fields).toMatchObject({ readStatus: '0' });
  });

  it('§2.6 a notice opens its 消息通知 page', async () => {
    await startTestSession();
    mockPanelCalls();
    await noticePanelContent.load();
    useFakeClock();
    renderWithShell(<NoticePanel />);
    fireEvent.click(screen.getByRole('button', { name: '通知中心' }));
    await act(async () => void (await vi.advanceTimersByTimeAsync(2000)));
    fireEvent.click(screen.getByText('关于平台系统升级维护的通知'));
    expect(where()).toBe('/edition/systemNotice?id=5');
  });
});

describe('UI size (01 §2.6)', () => {
  it('§2.6 default / medium / small / mini; a change is stored and confirmed with 更改成功', async () => {
    await startTestSession();
    const user = userEvent.setup({ delay: null });
    renderWithShell(<SizeMenu />);
    await user.click(screen.getByRole('button', { name: '布局大小' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['默认', '中等', '小型', '迷你']);
    await user.click(screen.getByRole('menuitem', { name: '迷你' }));
    expect(await screen.findByText('更改成功')).toBeTruthy();
    expect(getLayoutPreferences().uiSize).toBe('mini');
    expect(JSON.parse(localStorage.getItem('zhsq_layout_preferences') ?? '{}')).toMatchObject({
      value: { uiSize: 'mini' },
    });
  });
});

describe('user popover and dropdown (01 §2.6)', () => {
  it('§2.6 the popover shows user name, role name and 到期; 修改密码 opens the change-password dialog', async () => {
    await startTestSession();
    const user = userEvent.setup({ delay: null });
    const dialog = vi.fn((props: { open: boolean; userName: string; sessionId: string }) =>
      props.open ? (
        <div role="dialog" aria-label="修改密码">{`${props.userName}:${props.sessionId}`}</div>
      ) : null,
    );
    renderWithShell(<UserMenu />, { dialog });
    await user.click(screen.getByRole('button', { name: '用户信息' }));
    const card = (await screen.findByText('超级管理员')).closest<HTMLElement>('.ant-popover')!;
    expect(within(card).getByText('admin')).toBeTruthy();
    expect(within(card).getByText('到期')).toBeTruthy();
    expect(within(card).getByText('2027-12-31 23:59:59')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: '修改密码' }));
    expect(screen.getByRole('dialog', { name: '修改密码' }).textContent).toBe(
      'admin:8f14e45fceea167a5a36dedd4bea2543',
    );
  });

  it('§2.6 退出 in the popover asks 确定退出系统吗？', async () => {
    await startTestSession();
    const user = userEvent.setup({ delay: null });
    renderWithShell(<UserMenu />);
    await user.click(screen.getByRole('button', { name: '用户信息' }));
    const card = (await screen.findByText('超级管理员')).closest<HTMLElement>('.ant-popover')!;
    await user.click(within(card).getByRole('button', { name: '退出' }));
    expect(await screen.findByText('确定退出系统吗？')).toBeTruthy();
  });

  it('§2.6 the dropdown holds 个人中心, 首页 and 退出', async () => {
    await startTestSession();
    const user = userEvent.setup({ delay: null });
    renderWithShell(<UserMenu />);
    await user.click(screen.getByRole('button', { name: /用户菜单/ }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['个人中心', '首页', '退出']);
    await user.click(screen.getByRole('menuitem', { name: '个人中心' }));
    expect(where()).toBe('/profile/index');
  });
});

describe('top bar (01 §2.6)', () => {
  it('§2.6 logo and platform name return home; the bar takes the role theme', async () => {
    await startTestSession({ user: { roleIds: ['2'] } });
    mockApi('GET', '/h_wm/getMsgCount/v2', { code: '200', data: [] });
    const { container } = renderWithShell(<TopBar />);
    expect(screen.getByRole('link', { name: /返回首页/ }).getAttribute('href')).toBe('/home');
    expect(screen.getByText('锦绣智慧社区')).toBeTruthy();
    expect(container.querySelector('[data-theme]')?.getAttribute('data-theme')).toBe('themedark');
    for (const name of ['页面搜索', '全屏', '通知中心', '布局大小', '布局设置', '用户信息'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });
});
