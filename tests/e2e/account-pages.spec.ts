// Account, edition and support journeys in Chromium against the mock server (01 §2.1, §2.2, §4, §7, §9):
// 版本记录 clears the release-notice flag; 我的账户 recharge → paid order in the order list; product
// activation; the privacy agreement after a version change, accepted once; the support chat window
// (500 × 550, tooltip hidden after 5 s on Playwright's clock) and the 400 line; perfecting for an
// account without menus. Screenshots at 1440 × 900 and 1280 × 800 go to the test's output folder.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { openSignedIn } from './module-pages';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
] as const;

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${size.width}x${size.height}.png`) });
  }
  await page.setViewportSize(SIZES[0]);
}

/** Same-document navigation: in-memory state (push flags) survives, as with an in-app link. */
async function goInApp(page: Page, hash: string): Promise<void> {
  await page.evaluate((target) => {
    window.location.hash = target;
  }, hash);
}

async function signedIn(page: Page, account: 'admin' | 'newuser' = 'admin'): Promise<void> {
  await openSignedIn(page, '/', account);
  if (account === 'admin') await expect(page.getByRole('heading', { name: '控制台' })).toBeVisible();
}

async function connected(request: APIRequestContext): Promise<void> {
  await expect.poll(async () => (await request.get('/__mock/realtime')).json()).toMatchObject({ alert: 1 });
}

// One admin console through the account pages that leave the balance alone or spend it last (steps):
// the privacy agreement at sign-in, 版本记录, 应用中心, then 产品 activation. A console's start is most of
// a test's time; 充值, the support chat (Playwright's clock) and 完善资料 (another account) keep their own.
test('01 §7, §2.1, §2.2, §4: privacy agreement at sign-in, 版本记录, 应用中心, 产品 activation', async ({
  page,
  request,
}, testInfo) => {
  await test.step('01 §7: a new privacy-agreement version is shown at sign-in and accepted once', async () => {
    const published = await request.post('/__mock/privacy', { data: { version: 'v2.0.0' } });
    expect(await published.json()).toMatchObject({ version: 'v2.0.0', accepted: { admin: 'v1.0.0' } });

    await login(page, 'admin');
    const dialog = page.getByRole('dialog', { name: '隐私协议更新' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('版本 v2.0.0', { exact: false })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await shoot(page, testInfo, 'privacy');

    const accepted = page.waitForResponse('**/api/p_a/updateUserPrivacyAgreementVersion/v1');
    await dialog.getByRole('button', { name: '同意并继续' }).click();
    expect(await (await accepted).json()).toMatchObject({ code: '200' });
    await expect(dialog).toBeHidden();
    expect((await (await request.get('/__mock/privacy')).json()).accepted).toMatchObject({ admin: 'v2.0.0' });

    // Once accepted, a reload asks the server again and shows nothing.
    const read = page.waitForResponse((response) =>
      response.url().includes('/api/p_a/getPrivacyAgreement/v1'),
    );
    await page.reload();
    expect(await (await read).json()).toMatchObject({ data: { needAccept: false } });
    await expect(page.getByRole('heading', { name: '控制台' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('01 §2.1, §4: opening 版本记录 clears the release-notice dot', async () => {
    await connected(request);
    const taskMenu = page.getByRole('button', { name: /^任务菜单/ });
    await expect(taskMenu).toHaveAccessibleName('任务菜单');

    const pushed = await request.post('/__mock/push', { data: { event: 'push', payload: { isNotice: 1 } } });
    expect(pushed.ok()).toBe(true);
    await expect(taskMenu).toHaveAccessibleName('任务菜单（有新提醒）');

    // Reached by address, not through the task menu: the page itself clears the flag.
    await goInApp(page, '#/edition/index');
    await expect(page.getByRole('heading', { name: '版本记录' })).toBeVisible();
    const latest = page.getByRole('region', { name: '版本 v1.0.0' });
    await expect(latest.getByText('当前版本')).toBeVisible();
    await expect(latest.getByText('新增我的账户：余额、充值、订单与产品开通')).toBeVisible();
    await expect(taskMenu).toHaveAccessibleName('任务菜单');
    await shoot(page, testInfo, 'edition');

    await page.getByRole('navigation', { name: '分页' }).getByRole('listitem', { name: '2' }).click();
    await expect(page.getByRole('region', { name: '版本 v0.5.0' })).toBeVisible();
  });

  await test.step('01 §2.1: 应用中心 lists the applications with their state and leads to activation', async () => {
    await goInApp(page, '#/application/computer');
    await expect(page.getByRole('heading', { name: '计算机视觉' })).toBeVisible();
    const item = page.getByRole('listitem', { name: '烟火识别' });
    await expect(item.getByText('未开通', { exact: true })).toBeVisible();
    await shoot(page, testInfo, 'application-computer');
    await item.getByRole('button', { name: '去开通' }).click();
    const activation = page.getByRole('dialog', { name: '开通产品' });
    await expect(activation).toContainText('烟火识别');
    await activation.getByRole('button', { name: '取消' }).click();
    await expect(activation).toBeHidden();

    await goInApp(page, '#/application/pension');
    await expect(page.getByRole('heading', { name: '养老应用' })).toBeVisible();
    await expect(
      page.getByRole('listitem', { name: '一键呼救' }).getByText('已开通', { exact: true }),
    ).toBeVisible();
    await shoot(page, testInfo, 'application-pension');

    await goInApp(page, '#/icons/index');
    await expect(page.getByRole('heading', { name: '图标' })).toBeVisible();
    await page.getByRole('searchbox', { name: '搜索图标' }).fill('Wallet');
    const grid = page.getByRole('list', { name: '图标列表' });
    await expect(grid.getByRole('listitem', { name: 'WalletOutlined' })).toBeVisible();
    await expect(grid.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('searchbox', { name: '搜索图标' }).fill('');
    await shoot(page, testInfo, 'icons');
  });

  await test.step('01 §2.2: 产品 activation pays from the balance and turns the product on', async () => {
    await goInApp(page, '#/account/product?category=pension');
    const card = page.getByRole('article', { name: '独居老人关怀' });
    await expect(card.getByText('未开通', { exact: true })).toBeVisible();
    await shoot(page, testInfo, 'products');

    await card.getByRole('button', { name: '开通独居老人关怀' }).click();
    const dialog = page.getByRole('dialog', { name: '开通产品' });
    await dialog.getByText('3 个月').click();
    await expect(dialog.getByText('237.00 元')).toBeVisible();
    await expect(dialog.getByText('1,013.50 元')).toBeVisible();
    await shoot(page, testInfo, 'activate');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('开通成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('已开通', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: '续费独居老人关怀' })).toBeVisible();

    // 12 months of the expired 车辆识别与布控 cost more than what is left: the dialog says so, pays nothing.
    // the product page's own category tab (the history tabs also name the 应用中心 page 计算机视觉)
    await page.getByRole('main').getByRole('tab', { name: '计算机视觉' }).click();
    await page.getByRole('button', { name: '开通车辆识别与布控' }).click();
    const short = page.getByRole('dialog', { name: '开通产品' });
    await short.getByText('12 个月').click();
    await expect(short.getByText('账户余额不足，请先充值')).toBeVisible();
    await expect(short.getByRole('button', { name: '确定' })).toBeDisabled();
    await short.getByRole('button', { name: '取消' }).click();

    await goInApp(page, '#/account/order');
    const first = page.getByRole('row').nth(1);
    await expect(first).toContainText('产品开通');
    await expect(first).toContainText('独居老人关怀（3 个月）');
    await expect(first).toContainText('-237.00');
  });
});

test('01 §2.2: 充值 creates an order that the mock pays and that tops the order list', async ({
  page,
}, testInfo) => {
  await signedIn(page);
  await goInApp(page, '#/account/index');
  await expect(page.getByRole('heading', { name: '我的账户', level: 4 })).toBeVisible();
  await expect(page.getByText('1,250.50')).toBeVisible();
  await expect(page.getByText('预计可用 36 天 · 日均消耗 34.74 元')).toBeVisible();
  await shoot(page, testInfo, 'my-account');

  await page.getByRole('button', { name: '充值', exact: true }).click();
  await expect(page.getByRole('heading', { name: '充值', level: 4 })).toBeVisible();
  await page.getByText('其他金额').click();
  await page.getByRole('button', { name: '立即充值' }).click();
  await expect(page.getByText('请输入充值金额', { exact: true }).last()).toBeVisible();
  await page.getByPlaceholder('请输入充值金额').fill('60000');
  await expect(page.getByPlaceholder('请输入充值金额')).toHaveValue('50000');
  await page.getByPlaceholder('请输入充值金额').fill('1000');
  await page.getByRole('button', { name: '立即充值' }).click();

  const dialog = page.getByRole('dialog', { name: '扫码支付' });
  await expect(dialog.getByText('请使用微信扫一扫完成支付')).toBeVisible();
  await expect(dialog.getByText('¥1,000.00')).toBeVisible();
  const orderNo = (await dialog.getByText(/^CZ\d{18}$/).textContent()) ?? '';
  expect(orderNo).toMatch(/^CZ\d{18}$/);
  await shoot(page, testInfo, 'recharge-pay');

  // The mock pays 3 s after the order was made; the dialog polls every 2 s.
  await expect(dialog.getByText('充值成功')).toBeVisible();
  await dialog.getByRole('button', { name: '查看订单' }).click();
  await expect(page.getByRole('heading', { name: '订单', level: 4 })).toBeVisible();
  const first = page.getByRole('row').nth(1);
  await expect(first).toContainText(orderNo);
  await expect(first).toContainText('已支付');
  await expect(first).toContainText('+1,000.00');
  await shoot(page, testInfo, 'orders');

  await goInApp(page, '#/account/index');
  await expect(page.getByText('2,250.50')).toBeVisible();
});

test('01 §9: the support chat opens at 500 × 550, its tooltip hides after 5 s; the 400 line', async ({
  page,
}, testInfo) => {
  await page.clock.install();
  await signedIn(page);
  const tooltip = page.getByRole('tooltip').filter({ hasText: '有问题？点击联系在线客服' });
  await expect(tooltip).toBeVisible();
  await page.clock.fastForward(5000);
  await expect(tooltip).toBeHidden();

  await page.getByRole('button', { name: '在线客服' }).click();
  const chat = page.getByRole('dialog', { name: '在线客服' });
  await expect(chat.getByText('您好，这里是智慧社区在线客服，请问有什么可以帮您？')).toBeVisible();
  const box = await chat.boundingBox();
  expect(box).toMatchObject({ width: 500, height: 550 });
  await chat.getByRole('textbox', { name: '消息内容' }).fill('充值后多久到账？');
  await chat.getByRole('textbox', { name: '消息内容' }).press('Enter');
  await expect(
    chat.getByText('扫码支付成功后余额即时到账，可在“我的账户 > 订单”查看充值记录。'),
  ).toBeVisible();
  await expect(chat.getByRole('textbox', { name: '消息内容' })).toHaveValue('');
  await shoot(page, testInfo, 'support-chat');
  await chat.getByRole('button', { name: '关闭在线客服' }).click();
  await expect(chat).toBeHidden();

  await page.getByRole('button', { name: '客服热线' }).click();
  const card = page.getByRole('group', { name: '客服联系方式' });
  await expect(card.getByRole('link', { name: /400-800-2026/ })).toHaveAttribute('href', 'tel:4008002026');
  await shoot(page, testInfo, 'support-card');
});

test('01 §2.1, §2.4.5: an account without menus completes its profile on 完善资料', async ({
  page,
}, testInfo) => {
  await signedIn(page, 'newuser');
  await expect(page).toHaveURL(/#\/perfecting/);
  await expect(page.getByRole('heading', { name: '完善资料' })).toBeVisible();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请输入真实姓名')).toBeVisible();
  await expect(page.getByText('请输入手机号码')).toBeVisible();
  await page.getByLabel('真实姓名').fill('赵新');
  await page.getByLabel('手机号码').fill('13912345678');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('手机号码已被其他账号使用')).toBeVisible();
  await expect(page.getByLabel('手机号码')).toHaveValue('13912345678');
  await page.getByLabel('手机号码').fill('13600002222');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await shoot(page, testInfo, 'perfecting');
  await page.reload();
  await expect(page.getByLabel('真实姓名')).toHaveValue('赵新');
});
