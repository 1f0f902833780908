// What an operator reads (docs/adr/0066, 0067): the dark theme covers every surface (tab bar,
// breadcrumb, cards, tables, dialogs, drawers, the alert pop-up) with readable text; the dashboards' chart labels never
// overlap at 1366×768 and 1920×1080; list tables show whole date-times and nothing lies under the fixed
// 操作 column at 1366 and 1600 px; the support dock covers no control.
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { button, main, openSignedIn, openedDialog, rows } from './module-pages';
import { overlappingControls, overlappingPairs, tableCellProblems } from './table-checks';

/** Relative luminance (WCAG) of the first opaque background behind the element, 0 (black) … 1 (white). */
async function backgroundLuminance(target: Locator): Promise<number> {
  return target.evaluate((element) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    for (let node: Element | null = element; node; node = node.parentElement) {
      const match = /rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)/.exec(
        getComputedStyle(node).backgroundColor,
      );
      if (match && (match[4] === undefined || Number(match[4]) > 0.5)) {
        const [r, g, b] = [match[1], match[2], match[3]].map((c) => channel(Number(c)));
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      }
    }
    return 1; // the page's white canvas
  });
}

/** Dark enough for light text: below the luminance of #595959 (antd grey-8). */
const DARK = 0.1;

test('the dark theme: tab bar, breadcrumb, card, table, 新增 dialog, drawer and alert pop-up are dark; the drawer closes; no serious axe finding, the pop-up open too', async ({
  page,
  request,
}, testInfo) => {
  // a community of the account's own (the side tree's first), for an alert its lookup finds
  const tree = page.waitForResponse((r) => r.url().includes('/h_d/treeList/v2') && r.ok());
  // 代理商管理员 (role 2) works in the dark theme (01 §2.6).
  await openSignedIn(page, '/#/community/Caring', 'expiring');
  const depId = Number(/"dep:(\d+)"/.exec(await (await tree).text())?.[1]);
  expect(depId).toBeGreaterThan(0);
  await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', 'themedark');
  await expect(rows(page).first()).toBeVisible();
  const surfaces: [string, Locator][] = [
    ['tab bar', page.locator('.app-tabs')],
    ['breadcrumb', page.locator('.ant-breadcrumb')],
    ['list card', main(page).locator('.ant-card').filter({ visible: true }).first()],
    ['table header', main(page).locator('.ant-table-thead th').filter({ visible: true }).first()],
    ['table cell', rows(page).first().locator('td').nth(1)],
    ['side tree', page.locator('.side-tree-panel').filter({ visible: true })],
  ];
  for (const [name, surface] of surfaces)
    expect(await backgroundLuminance(surface), `${name} background`).toBeLessThan(DARK);
  expect(await seriousViolations(page)).toEqual([]);

  await button(main(page), '新增').click();
  const add = await openedDialog(page);
  expect(await backgroundLuminance(add.locator('.ant-form'))).toBeLessThan(DARK);
  expect(await backgroundLuminance(add.getByRole('textbox').first())).toBeLessThan(DARK);
  await button(add, '取消').click();
  await expect(add).toBeHidden();

  await page.getByRole('button', { name: '布局设置' }).click();
  // The drawer's panel (antd keeps the drawer's root element, without a panel, once it is closed).
  const drawer = page.getByRole('dialog').filter({ hasText: '主题风格' });
  await expect(drawer).toBeVisible();
  expect(await backgroundLuminance(drawer.locator('.ant-drawer-body'))).toBeLessThan(DARK);
  // Nothing from outside the drawer (the support intro included) lies over its controls.
  const covered = await drawer.evaluate((panel) =>
    [...panel.querySelectorAll<HTMLElement>('button, input, [role="switch"]')]
      .filter((control) => {
        const r = control.getBoundingClientRect();
        if (!r.width || !r.height) return false;
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return top !== null && !panel.contains(top);
      })
      .map((control) => control.getAttribute('aria-label') ?? (control.textContent || control.tagName)),
  );
  expect(covered, 'drawer controls under another layer').toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('dark-drawer.png') });
  // The drawer closes by its close button, and by Esc.
  await drawer.getByRole('button', { name: /关\s?闭|Close/ }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: '布局设置' }).click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await expect.poll(async () => (await request.get('/__mock/realtime')).json()).toMatchObject({ alert: 1 });
  const pushed = await request.post('/__mock/alerts', { data: { type: 'id', depId, to: { userId: '4' } } });
  expect(((await pushed.json()) as { sent: number }).sent).toBe(1);
  const popup = page.getByRole('alertdialog', { name: '身份证预警' });
  await expect(popup).toBeVisible();
  expect(await backgroundLuminance(popup), 'alert pop-up background').toBeLessThan(DARK);
  expect(await backgroundLuminance(popup.locator('footer')), 'alert pop-up footer').toBeLessThan(DARK);
  await page.screenshot({ path: testInfo.outputPath('dark-alert-popup.png') });
  expect(await seriousViolations(page), 'axe with the alert pop-up open').toEqual([]);
});

/** For each chart on show, the pairs of its text labels whose boxes overlap. */
async function overlappingChartLabels(page: Page): Promise<{ charts: number; overlaps: string[] }> {
  return page.evaluate(() => {
    const charts = [...document.querySelectorAll('main [role="img"]')].filter(
      (chart) => chart.querySelector('svg') && chart.getBoundingClientRect().width > 0,
    );
    const overlaps: string[] = [];
    for (const chart of charts) {
      const labels = [...chart.querySelectorAll('svg text')]
        .map((text) => ({ text: text.textContent ?? '', box: text.getBoundingClientRect() }))
        .filter(({ text, box }) => text.trim() && box.width > 0 && box.height > 0);
      labels.forEach((a, i) =>
        labels.slice(i + 1).forEach((b) => {
          const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (x > 1 && y > 1) overlaps.push(`${chart.getAttribute('aria-label')}: "${a.text}" × "${b.text}"`);
        }),
      );
    }
    return { charts: charts.length, overlaps };
  });
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
]) {
  test(`charts at ${viewport.width}×${viewport.height}: no two labels of 控制台 or 综合态势 overlap`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, '/#/complex/ComplexHome');
    for (const [path, chart] of [
      ['/#/complex/ComplexHome', '设备在线'],
      ['/#/complex/DashboardPolice', '设备在线'],
    ] as const) {
      await page.goto(path);
      const chartText = (name: RegExp) =>
        main(page).getByRole('img', { name }).filter({ visible: true }).locator('svg text').first();
      await expect(chartText(new RegExp(`^${chart}`))).toBeVisible();
      if (path.endsWith('DashboardPolice')) await expect(chartText(/^近 \d+ 天车辆驶入/)).toBeVisible();
      // ECharts animates labels into place: wait for the drawn state, which must have no overlap.
      await expect
        .poll(async () => (await overlappingChartLabels(page)).overlaps, { message: `labels on ${path}` })
        .toEqual([]);
    }
  });
}

/**
 * GIS地图's offline map: the pairs of its texts (province names, marker labels) and markers whose boxes
 * overlap; with the number of marker labels drawn.
 */
async function gisMapCrowding(map: Locator): Promise<{ labels: number; overlaps: string[] }> {
  const boxes = await map.evaluate((box) => {
    const STATE_FILLS = ['#52c41a', '#fa8c16', '#f5222d', '#8c8c8c'];
    const named = (name: string, element: Element, round = false) => {
      const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
      return width > 0 && height > 0 ? [{ name, left, top, right, bottom, round }] : [];
    };
    const texts = [...box.querySelectorAll('svg text')].flatMap((t) =>
      t.textContent?.trim() ? named(t.textContent, t) : [],
    );
    const markers = [...box.querySelectorAll('svg path')]
      .filter((p) => STATE_FILLS.includes((p.getAttribute('fill') ?? '').toLowerCase()))
      .flatMap((p, i) => named(`marker ${i + 1}`, p, true));
    return [...texts, ...markers];
  });
  return {
    labels: boxes.filter(({ name }) => /（\d+ 个小区）$/.test(name)).length,
    overlaps: overlappingPairs(boxes),
  };
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
]) {
  test(`GIS地图 at ${viewport.width}×${viewport.height}: every city labelled, no label, province name or marker over another`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, '/#/estate/GISMap');
    const map = main(page).getByRole('img', { name: '小区分布地图' });
    await expect(map.locator('svg text').filter({ hasText: /^广州市（\d+ 个小区）$/ })).toHaveCount(1, {
      timeout: 30_000,
    });
    const cities = await main(page).locator('#gis-map-markers li').count();
    expect(cities).toBeGreaterThanOrEqual(5);
    await expect
      .poll(() => gisMapCrowding(map), { message: 'GIS地图 全国' })
      .toEqual({ labels: cities, overlaps: [] });
    await map.screenshot({ path: testInfo.outputPath(`gis-${viewport.width}.png`) });
    // Zoomed in on the east, the names still make room for each other.
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.78, box.y + box.height * 0.62);
    await page.mouse.wheel(0, -400);
    await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeGreaterThan(1.2);
    await expect
      .poll(async () => (await gisMapCrowding(map)).overlaps, { message: 'GIS地图 zoomed' })
      .toEqual([]);
  });
}

for (const width of [1366, 1600]) {
  test(`tables at ${width} px: whole date-times, nothing under 操作, the support dock on no control`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openSignedIn(page, '/#/estate/DoorDevice');
    for (const path of ['/#/estate/DoorDevice', '/#/security/strangerSnaps']) {
      await page.goto(path);
      await expect(rows(page).first()).toBeVisible();
      await expect.poll(() => tableCellProblems(page), { message: `table cells on ${path}` }).toEqual([]);
      const dock = page.getByRole('toolbar', { name: '客服' });
      await expect(dock).toBeVisible();
      // the pager sits at the end of the page
      await main(page).locator('.ant-pagination').filter({ visible: true }).last().scrollIntoViewIfNeeded();
      expect(await overlappingControls(dock), `controls under the support dock on ${path}`).toEqual([]);
    }
  });
}
