// One population of data (02 §2 人员查询, 住户管理, 车辆管理, 人脸抓拍, 车辆抓拍, 房屋管理): the person of a
// capture or of a pushed alarm is a resident found by name in 人员查询 and 住户管理, a captured
// vehicle's plate is in 车辆管理 with the same owner, a room marked 自住 or 出租 has its owner (and a let
// room its tenant) among its residents, and the capture pictures are drawn faces and vehicles.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { button, main, openSignedIn, pickOption, rows } from './module-pages';
import { pixelStats } from './pixels';

test.describe.configure({ timeout: 90_000 });

/** The text of a row's cell under the column titled `title`. */
async function cellOf(page: Page, row: Locator, title: string): Promise<string> {
  const titles = await main(page).locator('.ant-table-thead:visible th').allInnerTexts();
  const index = titles.findIndex((t) => t.trim() === title);
  expect(index, `column ${title}`).toBeGreaterThanOrEqual(0);
  return (await row.locator('td').nth(index).innerText()).trim();
}

/** The first listed row whose `title` cell names someone (not empty, not '-'). */
async function firstNamed(page: Page, title: string): Promise<{ row: Locator; text: string }> {
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  const count = await rows(page).count();
  for (let i = 0; i < count; i++) {
    const row = rows(page).nth(i);
    const text = await cellOf(page, row, title);
    if (text && text !== '-') return { row, text };
  }
  throw new Error(`no row with ${title}`);
}

async function expectDrawnPicture(page: Page, picture: Locator): Promise<void> {
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const stats = await pixelStats(page, await picture.screenshot());
  expect(stats.spread).toBeGreaterThan(20);
  expect(stats.colours).toBeGreaterThan(8);
}

test('the person of a face capture is a resident found in 人员查询 and 住户管理; the capture shows a face', async ({
  page,
}) => {
  await openSignedIn(page, '/#/security/SecurityCamera');
  const { row, text: name } = await firstNamed(page, '人员姓名');
  await expectDrawnPicture(page, row.locator('img').first());

  await openSignedIn(page, '/#/user/PeoSearch');
  const search = main(page).locator('form#people-search');
  await search.getByLabel('关键字').fill(name);
  await button(search, '查询').click();
  const found = rows(page).filter({ hasText: name });
  await expect(found.first()).toBeVisible();
  await expect(found.first()).toContainText('住户');

  await expectResident(page, name);
});

test('a captured vehicle is in 车辆管理 with its owner; the capture shows the vehicle and its plate', async ({
  page,
}) => {
  await openSignedIn(page, '/#/security/vehicleSnapshot');
  const { row, text: owner } = await firstNamed(page, '登记车主');
  const plate = await cellOf(page, row, '车牌号');
  await expectDrawnPicture(page, row.locator('img').first());

  await openSignedIn(page, '/#/park/vehicle');
  await expect(rows(page).first()).toBeVisible();
  await main(page).locator('input[id$="search_plateNo"]:visible').fill(plate);
  await button(main(page), '查询').click();
  const registered = rows(page).filter({ hasText: plate });
  await expect(registered).toHaveCount(1);
  await expect(registered).toContainText(owner);
});

/** The digits a masked ID number shows (`4401**********2811`) are those of `cardNo` (masked or not). */
function sameCard(masked: string, cardNo: string): boolean {
  return (
    masked.length === cardNo.length &&
    [...masked].every((ch, i) => ch === '*' || cardNo[i] === '*' || cardNo[i] === ch)
  );
}

/**
 * 住户管理 lists a resident of exactly that name (a search by name also lists longer names holding it);
 * with `cardNo` (as an alarm shows it, masked), one whose ID number is that one.
 */
async function expectResident(page: Page, name: string, cardNo?: string): Promise<void> {
  await openSignedIn(page, '/#/user/resident');
  await expect(rows(page).first()).toBeVisible();
  const userName = main(page).locator('input[id$="search_userName"]:visible');
  await userName.fill(name);
  await userName.press('Enter');
  await expect(rows(page).filter({ hasText: name }).first()).toBeVisible();
  const found: string[] = [];
  for (const row of await rows(page).filter({ hasText: name }).all()) {
    if ((await cellOf(page, row, '姓名')) === name) found.push(await cellOf(page, row, '身份证号'));
  }
  expect(found, `a resident named ${name}`).not.toEqual([]);
  if (cardNo)
    expect(
      found.some((shown) => sameCard(cardNo, shown)),
      `${name} with ID ${cardNo}`,
    ).toBe(true);
}

for (const [status, tenant] of [
  ['自住', null],
  ['出租', '租客'],
] as const) {
  test(`a room marked ${status} has its owner among its residents${tenant ? ', and a tenant' : ''}`, async ({
    page,
  }) => {
    await openSignedIn(page, '/#/estate/PropertyRoom');
    await expect(rows(page).first()).toBeVisible();
    await main(page).getByRole('button', { name: /展开/ }).filter({ visible: true }).click();
    const search = main(page).locator('form').filter({ visible: true, hasText: '房屋状态' });
    await pickOption(page, search, '房屋状态', status);
    await button(search, '查询').click();
    const room = rows(page).first();
    await expect(room).toContainText(status);
    await expect.poll(() => cellOf(page, room, '房屋状态')).toBe(status);
    // Every room listed with that status has its owner.
    for (const listed of await rows(page).all()) {
      expect(await cellOf(page, listed, '房屋状态')).toBe(status);
      expect(await cellOf(page, listed, '业主'), 'a listed room without its owner').not.toMatch(/^-?$/);
    }
    const owner = await cellOf(page, room, '业主');

    await button(room, '详情').click();
    await expect(main(page).getByRole('tab', { name: /^住户（[1-9]\d*）$/ })).toBeVisible();
    const residents = rows(page);
    await expect(residents.filter({ hasText: owner }).filter({ hasText: '业主' })).not.toHaveCount(0);
    if (tenant) await expect(residents.filter({ hasText: tenant })).not.toHaveCount(0);
  });
}

test('a pushed alarm names a resident: the pop-up, its 身份证预警 record with their face, 住户管理 by name and ID number', async ({
  page,
  request,
}) => {
  await openSignedIn(page, '/#/complex/ComplexHome');
  await expect.poll(async () => (await request.get('/__mock/realtime')).json()).toMatchObject({ alert: 1 });
  const pushed = await request.post('/__mock/alerts', { data: { type: 'id', depId: 1499 } });
  expect(pushed.ok()).toBe(true);

  const popup = page.getByRole('alertdialog', { name: '身份证预警' });
  await expect(popup).toBeVisible();
  const nameField = popup.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^姓名$/ }) });
  const name = (await nameField.locator('dd').innerText()).trim();
  expect(name).not.toBe('-');
  const cardField = popup.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^身份证号$/ }) });
  const cardNo = (await cardField.locator('dd').innerText()).trim();
  expect(cardNo).toMatch(/^[\dX*]{18}$/);
  await popup.getByRole('button', { name: /查看详情/ }).click();
  const record = rows(page).filter({ hasText: name }).first();
  await expect(record).toBeVisible();
  await expectDrawnPicture(page, record.locator('img').first());

  await expectResident(page, name, cardNo);
});
