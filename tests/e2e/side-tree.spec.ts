// The side tree in Chromium (01 §2.10, §4, §5, §9) on 门口机 (DoorDevice, NormalTree), against a mock
// backend of its own with 10,000 communities (MOCK_SCALE=10000) so the top-level list really pages.
import type { Page } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { startMockServer } from './mock-server-process';
import { openSignedIn } from './module-pages';

const COMMUNITIES = 10_000;

const test = base.extend<object, { bigServer: string }>({
  bigServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies
    async ({}, use) => {
      const server = await startMockServer({ MOCK_SCALE: String(COMMUNITIES) }, 90_000);
      await use(server.url);
      server.stop();
    },
    // Making 10,000 communities and starting takes a while on a busy machine: not the first test's time.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ bigServer }, use) => {
    await use(bigServer);
  },
});

test.describe.configure({ timeout: 60_000 });

const panel = (page: Page) => page.getByRole('complementary', { name: '小区树' });
/** The visible rows of the virtual list (rc-tree keeps one hidden row for measuring). */
const rows = (page: Page) => panel(page).locator('.ant-tree-list .ant-tree-treenode:not([aria-hidden])');
const row = (page: Page, title: string) => panel(page).getByTitle(title, { exact: true });

async function openDoorDevices(page: Page): Promise<void> {
  // The 控制台 home aggregates every table of 10,000 communities on first use (the mock seeds them
  // lazily: 10-25 s of its one thread on a busy machine), which has nothing to do with the tree and
  // would hold up its requests: the console opens on 门口机 itself, and dashboard calls are left
  // unanswered here.
  await page.route('**/api/dashboard/**', (route) => route.abort());
  await openSignedIn(page, '/#/estate/DoorDevice');
  await expect(panel(page).getByText(`当前小区数：${COMMUNITIES}`)).toBeVisible({ timeout: 20_000 });
}

// Two consoles for the five journeys (steps): the tree's start on 10,000 communities is most of a
// test's time. One opens a community, filters and runs the advanced query; the other pages by scrolling,
// then resizes, collapses and reloads.
test('01 §2.10, §4, §5, §9: auto-selected first community, the filter and the advanced query', async ({
  page,
}) => {
  await openDoorDevices(page);
  await test.step('01 §2.10: NormalTree auto-selects the first community and opens it to its buildings', async () => {
    const first = rows(page).first();
    await expect(first).toHaveClass(/ant-tree-treenode-selected/);
    await first.locator('.ant-tree-switcher').click();
    await expect(row(page, '1栋')).toBeVisible();
    await expect(row(page, '3栋')).toBeVisible();
    await expect(panel(page).locator('.side-tree-icon-building').first()).toBeVisible();
  });

  await test.step('01 §4, §9: the filter shows the matches, opens their ancestors and hides the rest', async () => {
    // the first community is open from the step before, down to its buildings
    const first = rows(page).first();
    const community = (await first.locator('.ant-tree-node-content-wrapper').getAttribute('title'))!;
    await expect(row(page, '2栋')).toBeVisible();
    await first.locator('.ant-tree-switcher').click(); // closed: the filter has to open it again
    await expect(row(page, '2栋')).toBeHidden();

    await panel(page).getByPlaceholder('请输入关键词').fill('2栋');
    await expect(row(page, '2栋')).toBeVisible();
    await expect(row(page, community)).toBeVisible();
    await expect(row(page, '1栋')).toBeHidden();
    // The community and its matching building; the list's end row (加载更多) stays below them.
    await expect(panel(page).locator('.side-tree-title')).toHaveCount(2);
    await expect(row(page, '2栋').locator('mark')).toHaveText('2栋');

    await panel(page).getByPlaceholder('请输入关键词').fill('没有这个名字');
    await expect(panel(page).getByText('暂无相关数据')).toBeVisible();

    // cleared, the whole list is back (the advanced query starts from it)
    await panel(page).getByPlaceholder('请输入关键词').fill('');
    await expect(row(page, community)).toBeVisible();
  });

  await test.step('01 §5: advanced query cascade, disabled rules and the search it runs', async () => {
    await panel(page).getByRole('button', { name: '高级查询' }).click();
    const form = page.locator('.ant-popover');
    const run = form.getByRole('button', { name: '查询' });
    await expect(run).toBeDisabled();
    await expect(form.getByLabel('市')).toBeDisabled();
    await expect(form.getByLabel('区/县')).toBeDisabled();
    await expect(form.getByLabel('街道/镇')).toBeDisabled();

    const choose = async (label: string, option: string) => {
      await form.getByLabel(label).click();
      await page.locator('.ant-select-item-option').getByText(option, { exact: true }).click();
    };
    await choose('省', '广东省');
    await expect(run).toBeEnabled();
    await expect(form.getByLabel('市')).toBeEnabled();
    await expect(form.getByLabel('区/县')).toBeDisabled();
    await choose('市', '广州市');
    await choose('区/县', '天河区');
    await expect(form.getByLabel('街道/镇')).toBeEnabled();

    await form.getByLabel('关键词').fill('花园');
    const search = page.waitForRequest((r) => r.url().includes('/h_d/searchTree/v1'));
    await form.getByLabel('小区名称').press('Enter');
    const params = new URL((await search).url()).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      provinceId: '440000',
      cityId: '440100',
      districtId: '440106',
      limit: '40',
    });
    expect(params.has('searchData')).toBe(false);
    const count = panel(page).getByText(/当前小区数：\d+/);
    await expect(count).not.toHaveText(`当前小区数：${COMMUNITIES}`);
    await expect(panel(page).getByRole('button', { name: '高级查询' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // 重置 brings the whole list back.
    await panel(page).getByRole('button', { name: '高级查询' }).click();
    await form.getByRole('button', { name: '重置' }).click();
    await expect(count).toHaveText(`当前小区数：${COMMUNITIES}`);
  });
});

test('01 §2.10, §4, §9: scrolling pages the list; the panel collapses and re-opens at its width', async ({
  page,
}) => {
  const pages: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // 门口机's tree's own pages (the session start-up and the home page ask with other limits; the
    // BasicTree loaded ahead on the home page asks with onlyDepFlag).
    if (
      url.pathname.endsWith('/h_d/treeList/v2') &&
      url.searchParams.get('limit') === '40' &&
      !url.searchParams.has('onlyDepFlag')
    )
      pages.push(url.searchParams);
  });
  await openDoorDevices(page);
  await test.step('01 §9: scrolling to the end loads the next 40 communities; the list stays virtual', async () => {
    const list = panel(page).locator('.ant-tree-list');
    for (const next of ['2', '3', '4']) {
      // Wheel towards the end; the next page is asked for 200 ms after scrolling stops within 50 px of it.
      await expect
        .poll(
          async () => {
            await list.hover();
            await page.mouse.wheel(0, 1500);
            return pages.some((p) => p.get('page') === next);
          },
          { timeout: 15_000 },
        )
        .toBe(true);
    }
    expect(pages.map((p) => [p.get('page'), p.get('limit')])).toEqual([
      ['1', '40'],
      ['2', '40'],
      ['3', '40'],
      ['4', '40'],
    ]);
    // 160 communities loaded, a few dozen rows in the DOM.
    expect(await rows(page).count()).toBeLessThan(60);
  });

  await test.step('01 §2.10, §4: collapse to a 15 px strip and re-open at the remembered width, also after a reload', async () => {
    const handle = page.getByRole('separator', { name: '拖动调整侧边树宽度' });
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + 1, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 81, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(panel(page)).toHaveCSS('width', '320px');

    await panel(page).getByRole('button', { name: '收起侧边树' }).click();
    await expect(panel(page)).toHaveCSS('width', '15px');
    await page.reload();
    await expect(panel(page)).toHaveCSS('width', '15px');
    await panel(page).getByRole('button', { name: '展开侧边树' }).click();
    await expect(panel(page)).toHaveCSS('width', '320px');
    await expect(panel(page).getByText(`当前小区数：${COMMUNITIES}`)).toBeVisible({ timeout: 20_000 });
  });
});
