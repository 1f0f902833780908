// The overlays that open by themselves after login take turns (docs/adr/0064): the privacy agreement,
// the system notices, the expiry, balance and SIM-card popovers and the support intro open one at a
// time in that order, each closable, none over another's close control; a notice that arrives while
// the operator types in a search field waits until the field is left, so the focus and the typed text
// stay where they are.
import type { Locator, Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { button, main, openSignedIn } from './module-pages';
import { overlappingControls } from './table-checks';

const letter = {
  type: '1',
  contentHeading: '尊敬的各位用户：',
  contentSign: '智慧社区运营中心',
  contentSignTime: '2026-11-20',
  windowLocation: 2,
  notifyWindow: 1,
  notifyWindowForce: 1,
  windowButton: 0,
};
const upgrade = {
  ...letter,
  id: 41,
  title: '关于平台系统升级维护的通知',
  content: '平台将于本周日 00:00-04:00 进行系统升级维护。',
  updateTime: '2026-11-20 10:00:00',
};
const holiday = {
  ...letter,
  id: 40,
  title: '元旦期间客服值班安排',
  content: '元旦期间客服热线照常值班。',
  updateTime: '2026-11-18 09:00:00',
};

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Every overlay of the console on screen: dialogs, popovers, tooltips. */
function openOverlays(page: Page): Locator {
  return page.locator('.ant-modal-wrap, .ant-popover, .ant-tooltip').filter({ visible: true });
}

/** `current` is the only overlay on screen, and nothing fixed on the page lies over its close controls. */
async function aloneWithFreeControls(page: Page, current: Locator, controls: Locator[]): Promise<void> {
  await expect(current).toBeVisible();
  await expect(openOverlays(page)).toHaveCount(1);
  const others = [page.getByRole('toolbar', { name: '客服' })];
  for (const control of controls) {
    const box = await control.boundingBox();
    expect(box, 'close control on screen').not.toBeNull();
    for (const other of others) {
      const otherBox = await other.boundingBox();
      if (otherBox) expect(overlaps(box!, otherBox), 'the support dock over a close control').toBe(false);
    }
  }
}

test('after login as expiring: privacy, notices, expiry, balance, SIM, support intro, one at a time', async ({
  page,
  request,
}, testInfo) => {
  await request.post('/__mock/privacy', { data: { version: 'v2.0.0' } });
  await request.post('/__mock/notices', { data: { notices: [upgrade, holiday] } });
  await login(page, 'expiring');

  const privacy = page.getByRole('dialog', { name: '隐私协议更新' });
  await aloneWithFreeControls(page, privacy, [privacy.getByRole('button', { name: '同意并继续' })]);
  await page.screenshot({ path: testInfo.outputPath('1-privacy.png') });
  await privacy.getByRole('button', { name: '同意并继续' }).click();
  await expect(privacy).toBeHidden();

  // Newest first, each with its close icon and its single confirm.
  for (const notice of [upgrade, holiday]) {
    const dialog = page.getByRole('dialog', { name: notice.title });
    const controls = [
      dialog.getByRole('button', { name: /关\s?闭|Close/ }),
      dialog.getByRole('button', { name: /确\s?定/ }),
    ];
    await aloneWithFreeControls(page, dialog, controls);
    await page.screenshot({ path: testInfo.outputPath(`2-notice-${notice.id}.png`) });
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await expect(dialog).toBeHidden();
  }

  for (const [title, name] of [
    ['帐号即将到期', 'expiry'],
    ['账户余额即将用完', 'balance'],
    ['流量卡续费提醒', 'sim'],
  ] as const) {
    const popover = page.locator('.ant-popover').filter({ hasText: title });
    const dismiss = popover.getByRole('button', { name: '知道了' });
    await aloneWithFreeControls(page, popover, [dismiss]);
    await page.screenshot({ path: testInfo.outputPath(`3-${name}.png`) });
    await dismiss.click();
    await expect(popover).toBeHidden();
  }

  // Last, the support dock's intro: it hides by itself after 5 s (01 §9).
  const intro = page.locator('.ant-tooltip').filter({ hasText: '有问题？点击联系在线客服' });
  await aloneWithFreeControls(page, intro, []);
  await page.screenshot({ path: testInfo.outputPath('4-support-intro.png') });
  await expect(intro).toBeHidden({ timeout: 10_000 });
  await expect(openOverlays(page)).toHaveCount(0);
});

test('a notice that arrives while the operator types in a search field keeps the focus and the text', async ({
  page,
  request,
}, testInfo) => {
  await openSignedIn(page, '/#/estate/DoorDevice');
  const filter = page.getByRole('textbox', { name: '设备名称' });
  await expect(filter).toBeVisible();

  // The notice is published now; the console asks for notices on the next navigation, and its answer
  // is held until the operator is typing.
  await request.post('/__mock/notices', { data: { notices: [upgrade] } });
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/sys/notify/v2**', async (route) => {
    await held;
    await route.continue();
  });
  const answered = page.waitForResponse('**/api/sys/notify/v2**');
  const tabs = page.getByRole('navigation', { name: '历史标签' });
  await tabs.getByText('控制台').click();
  await expect(page.getByRole('heading', { name: '控制台' })).toBeVisible();
  await tabs.getByText('门口机').click();
  await expect(filter).toBeVisible();

  await filter.click();
  await filter.pressSequentially('翠苑', { delay: 50 });
  answer();
  await answered;
  // A person keeps typing for a second after the notice came in.
  await filter.pressSequentially('东门岗亭门口机', { delay: 150 });
  await expect(filter).toBeFocused();
  await expect(filter).toHaveValue('翠苑东门岗亭门口机');
  const dialog = page.getByRole('dialog', { name: upgrade.title });
  await expect(dialog).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('typing-kept.png') });

  // Leaving the field gives the notice its turn; closing it leaves the typed text as it was.
  await page.getByRole('main').getByRole('listitem').filter({ hasText: '门口机' }).click();
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('notice-after-typing.png') });
  await dialog.getByRole('button', { name: /确\s?定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(filter).toHaveValue('翠苑东门岗亭门口机');
});

test('the support intro on 小区列表 at 1366×768 covers no control: 查询 stays clickable while it shows', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openSignedIn(page, '/#/estate/PropertyCommunity');
  const search = button(main(page), '查询');
  await expect(search).toBeVisible();
  const intro = page.locator('.ant-tooltip').filter({ hasText: '有问题？点击联系在线客服' });
  await expect(intro).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('support-intro-community-list.png') });
  // The search button is what a click at its centre reaches, and no control lies under the intro.
  const reached = await search.evaluate((own) => {
    const r = own.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && own.contains(hit);
  });
  expect(reached, '查询 under the support intro').toBe(true);
  expect(await overlappingControls(intro)).toEqual([]);
  // It stays in the dock's column at the right edge.
  const introBox = (await intro.locator('.ant-tooltip-container').boundingBox())!;
  expect(introBox.x).toBeGreaterThanOrEqual(1366 - 40);
  await search.click();
  await expect(intro).toBeHidden({ timeout: 10_000 });
});
