// One population of data (02 §2 人员查询, 住户管理, 车辆管理, 人脸抓拍, 车辆抓拍): the person of a
// capture is a resident found by name in 人员查询 and 住户管理, a captured vehicle's plate is in
// 车辆管理 with the same owner, and the capture pictures are drawn faces and vehicles, not blank tiles.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { button, main, openSignedIn, rows } from './module-pages';
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

  await openSignedIn(page, '/#/user/resident');
  await expect(rows(page).first()).toBeVisible();
  const userName = main(page).locator('input[id$="search_userName"]:visible');
  await userName.fill(name);
  await userName.press('Enter');
  await expect(rows(page).filter({ hasText: name }).first()).toBeVisible();
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
