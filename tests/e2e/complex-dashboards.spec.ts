// 02 §2 complex control, 01 §2.9, §3: the editable dashboards on a wall screen — 综合态势
// fills the content area without a page scrollbar at 1920×1080 and 1366×768, its layout is edited,
// saved and survives a reload, a pushed alert updates it live; the other three dashboards show the
// aggregates the server computed; the editor is out of reach without the editor key.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openSignedIn } from './module-pages';

type Json = Record<string, any>;

/** The next answer of an aggregate call, as JSON. */
function aggregate(page: Page, path: string): Promise<Json> {
  return page
    .waitForResponse((r) => r.url().includes(`/api/dashboard/${path}/v2`) && r.request().method() === 'GET')
    .then((r) => r.json() as Promise<Json>);
}

const stat = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

/** Neither the document nor the content area scrolls. */
async function expectNoPageScroll(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const doc = document.documentElement;
        const content = document.querySelector<HTMLElement>('[data-scroll-container]')!;
        return doc.scrollHeight <= doc.clientHeight && content.scrollHeight <= content.clientHeight;
      }),
    )
    .toBe(true);
}

test('综合态势 fills the wall screen, keeps an edited layout and updates on a live alert', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openSignedIn(page, '/');
  await expect(page.getByRole('heading', { name: '控制台' })).toBeVisible();
  const first = aggregate(page, 'overview');
  await page.goto('/#/complex/DashboardPolice');
  const dashboard = page.locator('[data-dashboard="DashboardPolice"]');
  const overview = (await first).data;
  await expect(stat(page, '近 7 天告警')).toHaveText(`近 7 天告警${overview.alarms.total}条`);
  await expect(dashboard).toHaveAttribute('data-template', 'Template1');
  await expectNoPageScroll(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await expectNoPageScroll(page);
  await expect(dashboard.getByRole('region', { name: '实时告警' })).toBeVisible();

  // 01 §2.9 editor button → template 2, 车辆进出 moved to the left column, saved.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: '编辑' }).click();
  await expect(page).toHaveURL(/#\/complex\/DashboardEdit/);
  await page.locator('label', { hasText: '两栏等宽' }).click();
  await expect(page.getByRole('radio', { name: '两栏等宽' })).toBeChecked();
  const right = page.getByRole('list', { name: '右栏面板' });
  await right.getByRole('button', { name: '车辆进出', exact: true }).click();
  await page.getByRole('button', { name: '放入左栏' }).click();
  await expect(page.getByRole('list', { name: '左栏面板' }).getByText('车辆进出')).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().includes('/api/l_o/save/v2'));
  await page.getByRole('button', { name: '保存' }).click();
  expect(await (await saved).json()).toMatchObject({
    code: '200',
    data: { layoutId: 'Template2', saved: true },
  });
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page).toHaveURL(/#\/complex\/DashboardPolice$/);
  await expect(dashboard).toHaveAttribute('data-template', 'Template2');
  await expect(dashboard.locator('[data-slot="left"] [data-panel="vehicleFlow"]')).toBeVisible();

  await page.reload();
  await expect(dashboard).toHaveAttribute('data-template', 'Template2');
  await expect(dashboard.locator('[data-slot="left"] [data-panel="vehicleFlow"]')).toBeVisible();

  // A pushed alert re-fetches the aggregates and flashes in 实时告警.
  await expect.poll(async () => (await request.get('/__mock/realtime')).json()).toMatchObject({ alert: 1 });
  const todayText = (await stat(page, '今日告警').textContent()) ?? '';
  const today = Number(/(\d+)条$/.exec(todayText)![1]);
  const refetched = aggregate(page, 'overview');
  const pushed = await request.post('/__mock/alerts', { data: { type: 'smoke' } });
  expect(pushed.ok()).toBe(true);
  const live = dashboard.getByRole('region', { name: '实时告警' });
  await expect(live.getByRole('alert')).toHaveText(/新告警：烟感报警/);
  expect((await refetched).data.alarms.today).toBe(today + 1);
  await expect(stat(page, '今日告警')).toHaveText(`今日告警${today + 1}条`);
  await expect(live.getByRole('list', { name: '最新告警' }).locator('li').first()).toContainText('烟感报警');
});

// One admin console (steps): the aggregates at 1920 × 1080, then the full-screen rule at 1440 × 900.
test('01 §2.9: the dashboards show the server aggregates; 全屏 on the four wall-screen pages only', async ({
  page,
}) => {
  await test.step('社区看板, 控制台 and 疫情态势 show the server aggregates', async () => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await openSignedIn(page, '/');
    await expect(page.getByRole('heading', { name: '控制台' })).toBeVisible();
    await expect(stat(page, '当前小区数量')).toHaveText(/^当前小区数量\d+个$/);
    await expectNoPageScroll(page);

    const property = aggregate(page, 'overview');
    await page.goto('/#/complex/DashboardProperty');
    const residents = (await property).data.residents.total as number;
    await expect(
      page.locator('[data-dashboard="DashboardProperty"]').getByRole('group', { name: '住户总数' }),
    ).toHaveText(`住户总数${residents}人`);
    await expectNoPageScroll(page);

    const epidemic = aggregate(page, 'epidemic');
    await page.goto('/#/complex/EpidemicSituation');
    const heat = (await epidemic).data.heat;
    await expect(stat(page, '近 7 天预警')).toHaveText(`近 7 天预警${heat.total}条`);
    await expect(stat(page, '体温异常')).toHaveText(`体温异常${heat.fever}人次`);
    await expect(page.getByRole('img', { name: /^健康码：绿码 \d+/ })).toBeVisible();
    await expectNoPageScroll(page);

    // The range select re-reads the aggregate for 30 days.
    const month = aggregate(page, 'epidemic');
    await page.getByRole('combobox', { name: '统计范围' }).click();
    await page.getByTitle('近 30 天').click();
    expect((await month).data.queryDay).toBe(30);
    await expect(stat(page, '近 30 天预警')).toHaveText(`近 30 天预警${(await month).data.heat.total}条`);
  });

  await test.step('01 §2.9: 全屏 on the four wall-screen pages only; the page fills the screen and 退出全屏 returns', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const tabs = page.getByRole('navigation', { name: '历史标签' });
    for (const path of ['PreventionAndControl', 'EpidemicSituation', 'EpidemicPreventionDemo']) {
      await page.goto(`/#/complex/${path}`);
      await expect(tabs.getByRole('button', { name: '全屏' })).toBeVisible();
    }
    // 社区看板 and 控制台 have an editor button but no full-screen button
    await page.goto('/#/complex/DashboardProperty');
    await expect(tabs.getByRole('button', { name: '编辑' })).toBeVisible();
    await expect(tabs.getByRole('button', { name: '全屏' })).toHaveCount(0);

    await page.goto('/#/complex/DashboardPolice');
    await expect(stat(page, '今日告警')).toBeVisible();
    await tabs.getByRole('button', { name: '全屏' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    // the tab bar's own button now says 退出全屏 (the top bar's icon toggle says the same)
    await expect(tabs.getByRole('button', { name: '退出全屏' })).toHaveCount(1);
    await expectNoPageScroll(page);
    await expect(page.getByRole('heading', { name: '综合态势' })).toBeInViewport();
    // only the page is on the screen, so the operator leaves with Esc (the browser's own exit)
    await page.evaluate(() => document.exitFullscreen());
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
    await expect(tabs.getByRole('button', { name: '全屏' })).toBeVisible();
  });
});
test('01 §2.9: a user without the editor key has no editor button and cannot open the editor', async ({
  page,
}) => {
  await openSignedIn(page, '/', 'operator');
  await page.getByRole('navigation', { name: '主菜单' }).waitFor();
  await page.goto('/#/complex/DashboardEdit');
  await expect(page).not.toHaveURL(/DashboardEdit/);
  await expect(page.getByRole('heading', { name: '综合态势 · 布局编辑' })).toHaveCount(0);
});

/** Each chart of the page on show: its box's width and the width ECharts drew its SVG at. */
function chartWidths(page: Page) {
  return page
    .locator('[data-keep-alive-view]:not([inert]) [role="img"]:has(> div > svg)')
    .evaluateAll((boxes) =>
      boxes.map((box) => [box.clientWidth, Number(box.querySelector('svg')!.getAttribute('width'))]),
    );
}
const drawnToTheirBoxes = (widths: number[][]) =>
  widths.length > 0 && widths.every(([box, svg]) => box === svg);

test('控制台: the charts follow the window, and a hidden page draws them again once it shows at another size', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, '/');
  await expect(page.getByRole('heading', { name: '控制台' })).toBeVisible();
  await expect.poll(() => chartWidths(page).then(drawnToTheirBoxes)).toBe(true);
  const before = await chartWidths(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(() => chartWidths(page).then(drawnToTheirBoxes)).toBe(true);
  expect((await chartWidths(page))[0]![0]).toBeLessThan(before[0]![0]!);

  // 门口机 shows its tree beside the content while 控制台 is still on show, then hides 控制台
  await page.goto('/#/estate/DoorDevice');
  await expect(page.getByRole('tab', { name: '门口机', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('tab', { name: '控制台', exact: true }).click();
  await expect(page.getByRole('heading', { name: '控制台' })).toBeVisible();
  await expect.poll(() => chartWidths(page)).toEqual(before);
});
