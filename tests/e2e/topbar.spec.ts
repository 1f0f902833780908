// Top bar and settings journeys in Chromium (01 §2.6, §2.7, §4, §5, §9): page search, UI size, the settings
// drawer's tabs switch, the notice panel, account notices, the change-password round trip, and the bar's
// layout at 1920, 1440 and 1280 px (nothing overflows or overlaps).
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { openSignedIn } from './module-pages';

/** The console's home page, signed in through the API (the login form has its own journeys). */
async function home(page: Page, account: 'admin' | 'expiring' = 'admin') {
  await openSignedIn(page, '/', account);
  await expect(page).not.toHaveURL(/#\/login/);
  await expect(page.getByRole('group', { name: '顶栏工具' })).toBeVisible();
}

test('§2.6 page search finds a route by its title and navigates there', async ({ page }) => {
  await home(page);
  await expect(page.getByRole('heading', { name: '控制台' })).toBeVisible();
  await page.getByRole('button', { name: '页面搜索' }).click();
  await page.getByRole('combobox', { name: '搜索页面' }).fill('门禁卡认');
  // antd renders a hidden accessible list beside the visible options: click the visible one.
  await page.locator('.ant-select-item-option').filter({ hasText: '门禁卡认证' }).click();
  await expect(page).toHaveURL(/#\/factory\/keyWritingCard/);
  await expect(page.getByRole('button', { name: '页面搜索' })).toBeVisible();
});

test('§2.6 main menu: hovering a module opens its sub-navigation; a page entry navigates', async ({
  page,
}) => {
  await home(page);
  await page.goto('/#/profile/index');
  // by role: the kept 控制台 tab (hidden, aria-hidden) has its own 真实姓名 in its account panel
  await expect(page.getByRole('rowheader', { name: '真实姓名' })).toBeVisible();
  const bar = page.getByRole('navigation', { name: '顶部导航' });
  await bar.getByRole('menuitem', { name: /综合管控/ }).hover();
  await page
    .locator('.ant-menu-submenu-popup')
    .getByRole('menuitem', { name: /控制台/ })
    .click();
  await expect(page).toHaveURL(/#\/complex\/ComplexHome/);
  await expect(page.getByRole('heading', { name: '控制台' })).toBeVisible();
});

test('§2.6 UI size: 小型 shows 更改成功, applies antd small size and survives a reload', async ({ page }) => {
  await home(page);
  const refresh = page.getByRole('button', { name: '刷新' });
  await expect(refresh).not.toHaveClass(/ant-btn-sm/);
  await page.getByRole('button', { name: '布局大小' }).click();
  await page.getByRole('menuitem', { name: '小型' }).click();
  await expect(page.getByText('更改成功')).toBeVisible();
  await expect(refresh).toHaveClass(/ant-btn-sm/);

  await page.reload();
  await expect(page.getByRole('button', { name: '刷新' })).toHaveClass(/ant-btn-sm/);
  await page.getByRole('button', { name: '布局大小' }).click();
  await expect(page.getByRole('menuitem', { name: '小型' })).toHaveClass(/selected/);
});

test('§2.6 settings drawer: the history-tabs switch hides and shows the tab bar', async ({
  page,
}, testInfo) => {
  await home(page);
  const tabs = page.getByRole('navigation', { name: '历史标签' });
  await expect(tabs).toBeVisible();
  await page.getByRole('button', { name: '布局设置' }).click();
  const drawer = page.getByRole('dialog', { name: '布局设置' });
  await expect(drawer.getByText('蓝色主题')).toBeVisible();
  await drawer.getByRole('switch', { name: '显示历史标签' }).click();
  await expect(tabs).toHaveCount(0);
  await drawer.getByRole('switch', { name: '侧边栏 Logo' }).click();
  await expect(page.getByRole('link', { name: '侧边栏标志' })).toBeVisible();
  await drawer.getByRole('radio', { name: '酱紫' }).click();
  await expect(page.getByText('更换主题中')).toBeVisible();
  await expect(drawer.getByRole('radio', { name: '酱紫' })).toHaveAttribute('aria-checked', 'true');
  await page.screenshot({ path: testInfo.outputPath('settings-drawer.png') });

  await page.reload();
  await expect(page.getByRole('group', { name: '顶栏工具' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '历史标签' })).toHaveCount(0);
  await page.getByRole('button', { name: '布局设置' }).click();
  await page.getByRole('dialog', { name: '布局设置' }).getByRole('switch', { name: '显示历史标签' }).click();
  await expect(page.getByRole('navigation', { name: '历史标签' })).toBeVisible();
});

test('§2.6 notice panel: badge 10 and the tabs 通知, 消息 (counts by type) and 待办', async ({
  page,
  request,
}, testInfo) => {
  await request.post('/__mock/notices', {
    data: {
      notices: [
        {
          id: 7,
          updateTime: '2026-03-16 18:00:00',
          title: '关于平台系统升级维护的通知',
          type: '1',
          content: '平台将于本周日 00:00-04:00 进行系统升级维护。',
          windowLocation: 2,
          notifyWindow: 0,
          notifyWindowForce: 0,
          windowButton: 0,
        },
      ],
    },
  });
  await home(page);
  const bell = page.getByRole('button', { name: '通知中心' });
  await expect(page.locator('.ant-badge').filter({ has: bell }).getByTitle('10')).toBeVisible();
  await bell.click();
  const panel = page.locator('.ant-popover').filter({ has: page.getByRole('tab', { name: '通知' }) });
  await expect(panel.getByRole('tab')).toHaveText(['通知', '消息', '待办']);
  await expect(panel.getByText('加载中…')).toBeVisible();
  await expect(panel.getByText('关于平台系统升级维护的通知')).toBeVisible();

  await panel.getByRole('tab', { name: '消息' }).click();
  await expect(panel.getByText('加载中…')).toBeVisible();
  for (const label of ['报修', '预警', '授权', '关怀'])
    await expect(panel.getByLabel(new RegExp(`^${label} 未读 \\d+$`))).toBeVisible();
  await expect(panel.locator('li').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('notice-panel.png') });

  await panel.getByRole('tab', { name: '待办' }).click();
  await expect(panel.getByText('加载中…')).toBeVisible();
  await expect(panel.getByText('加载中…')).toHaveCount(0);

  await panel.getByRole('tab', { name: '通知' }).click();
  await panel.getByText('关于平台系统升级维护的通知').click();
  await expect(page).toHaveURL(/#\/edition\/systemNotice\?id=7/);
});

test('§2.6/§4 expiring account: expiry, balance and SIM-card notices open one after another', async ({
  page,
}) => {
  // Through the login form: the notices come with the sign-in.
  await login(page, 'expiring');
  const expiry = page.locator('.ant-popover').filter({ hasText: '帐号即将到期' });
  await expect(expiry).toBeVisible();
  await expect(expiry).toContainText('您的登录账号将于 2026-12-05 23:59:59 到期');
  await expiry.getByRole('button', { name: '知道了' }).click();
  const balance = page.locator('.ant-popover').filter({ hasText: '账户余额即将用完' });
  await expect(balance).toContainText('账户余额：35.80 元');
  await expect(balance).toContainText('预计还可使用 3 天');
  await expect(balance.getByRole('button', { name: '去充值' })).toBeVisible();
  await balance.getByRole('button', { name: '知道了' }).click();
  const sim = page.locator('.ant-popover').filter({ hasText: '流量卡续费提醒' });
  await expect(sim).toContainText('即将到期：6 张');
  await expect(sim).toContainText('已到期：2 张');
  // Role 2: the dark theme.
  await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', 'themedark');
  await sim.getByRole('button', { name: '去续费' }).click();
  await expect(page).toHaveURL(/#\/simCard\/index\?status=2,4/);
});

test('§2.7/§4/§9 change password from the user popover, sign out, back in with the new password', async ({
  page,
}, testInfo) => {
  await home(page);
  await page.goto('/#/factory/keyWritingCard');
  await expect(page.getByRole('group', { name: '顶栏工具' })).toBeVisible();
  await page.getByRole('button', { name: '用户信息' }).click();
  const card = page.locator('.ant-popover').filter({ hasText: '超级管理员' });
  await expect(card).toContainText('到期');
  await page.screenshot({ path: testInfo.outputPath('user-popover.png') });
  await card.getByRole('button', { name: '修改密码' }).click();

  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await expect(dialog.getByLabel('用户名')).toHaveValue('admin');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText('请输入原密码')).toBeVisible();
  await expect(dialog.getByText('请输入新密码')).toBeVisible();
  await expect(dialog.getByText('请再次输入密码')).toBeVisible();

  // A wrong old password: the server's message, the input stays, no spinner.
  await dialog.getByLabel('原密码').fill('Wrong@2026');
  await dialog.getByLabel('新密码').fill('Changed@2026');
  await dialog.getByLabel('确认密码').fill('Changed@2026');
  await expect(dialog.getByRole('list', { name: '密码规则' }).getByText('（已满足）')).toHaveCount(5);
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('原密码错误')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '提交' })).not.toHaveClass(/ant-btn-loading/);
  await expect(dialog.getByLabel('新密码')).toHaveValue('Changed@2026');
  await page.screenshot({ path: testInfo.outputPath('change-password.png') });

  await dialog.getByLabel('原密码').fill('Admin@2026');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/#\/login\?redirect=%2Ffactory%2FkeyWritingCard/);

  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('Admin@2026');
  await page.getByRole('button', { name: /登\s?录/ }).click();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await page.getByLabel('密码').fill('Changed@2026');
  await page.getByRole('button', { name: /登\s?录/ }).click();
  await expect(page).toHaveURL(/#\/factory\/keyWritingCard/);
});

/**
 * What does not fit in the top bar as laid out now: the header scrolls sideways, the brand, menu and
 * tools overlap or leave the window, or a tool wraps below the bar. Empty when it fits.
 */
function topBarProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
    const header = document.querySelector('.ant-layout-header')!;
    const [brand, menu, tools] = [
      box('a[aria-label$="返回首页"]'),
      box('nav[aria-label="顶部导航"]'),
      box('[aria-label="顶栏工具"]'),
    ];
    const problems: string[] = [];
    if (header.scrollWidth > header.clientWidth) problems.push('the header scrolls sideways');
    if (brand.right > menu.left) problems.push('the brand overlaps the menu');
    if (menu.right > tools.left) problems.push('the menu overlaps the tools');
    if (tools.right > window.innerWidth) problems.push('the tools leave the window');
    for (const tool of document.querySelectorAll('[aria-label="顶栏工具"] button')) {
      // every tool inside the bar's height: nothing wraps onto a second line
      if (tool.getBoundingClientRect().bottom > tools.bottom + 1)
        problems.push(`${tool.getAttribute('aria-label') ?? tool.textContent} wraps`);
    }
    return problems;
  });
}

// One console per account, resized from the widest window to the narrowest: the layout must follow a
// resize, not only fit the size it booted at.
for (const account of ['admin', 'expiring'] as const) {
  test(`§2.6 the top bar of ${account} fits at 1920x1080, 1440x900 and 1280x800: nothing overflows or overlaps`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await home(page, account);
    for (const [width, height] of [
      [1920, 1080],
      [1440, 900],
      [1280, 800],
    ] as const) {
      await test.step(`${width}x${height}`, async () => {
        await page.setViewportSize({ width, height });
        // 01 §2.6, §9: the 我的账户 label only above 1320 px.
        await expect(page.getByRole('button', { name: '我的账户' })).toHaveText(
          width > 1320 ? '我的账户' : '',
        );
        // the bar's overflow measuring answers a resize a frame or two later: its settled layout counts
        await expect.poll(() => topBarProblems(page)).toEqual([]);
        await page
          .locator('.ant-layout-header')
          .screenshot({ path: testInfo.outputPath(`topbar-${account}-${width}.png`) });
        await page.screenshot({ path: testInfo.outputPath(`layout-${account}-${width}.png`) });
      });
    }
  });
}
