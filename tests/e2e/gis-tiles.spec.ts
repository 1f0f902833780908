// GIS地图 on an online tile provider (docs/adr/0068), against a mock backend of its own started with
// GIS_TILE_URL: the tiles come from another origin (localhost, while the console runs on 127.0.0.1), so
// the journey also proves the CSP's img-src follows the setting (the fixture fails on any CSP report).
// The mock's demo tile server draws them, so no internet is needed. Without the setting the page draws
// the offline base map (modules-system.spec.ts).
import type { Locator } from '@playwright/test';
import { freePort } from '../contract/lib/processes.js';
import { expect, test as base } from './fixtures';
import { startMockServer } from './mock-server-process';
import { main, openSignedIn } from './module-pages';
import { pixelStats } from './pixels';
import { overlappingPairs } from './table-checks';

const ATTRIBUTION = '© 演示瓦片 审图号：GS(2026)0001号';

const test = base.extend<object, { tileServer: { url: string; tileHost: string } }>({
  tileServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies
    async ({}, use) => {
      const port = await freePort();
      const tileHost = `http://localhost:${port}`;
      const server = await startMockServer(
        { GIS_TILE_URL: `${tileHost}/__tiles/{z}/{x}/{y}.png`, GIS_TILE_ATTRIBUTION: ATTRIBUTION },
        60_000,
        port,
      );
      await use({ url: server.url, tileHost });
      server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ tileServer }, use) => {
    await use(tileServer.url);
  },
});

test.describe.configure({ timeout: 60_000 });

test("02 §2 GIS地图 on a configured tile provider: its tiles under the markers, zoom, pan and a community's card", async ({
  page,
  tileServer,
}) => {
  await openSignedIn(page, '/#/estate/GISMap');
  const map = main(page).getByRole('region', { name: '小区分布地图' });
  await expect(map).toHaveAttribute('data-map', 'tiles');
  // Tiles of the whole country, every one loaded from the provider's host.
  const tiles = map.locator('img.leaflet-tile-loaded');
  const tileLevels = async () =>
    (await tiles.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src))).map((src) =>
      Number(/\/__tiles\/(\d+)\//.exec(src)?.[1]),
    );
  await expect.poll(() => tiles.count()).toBeGreaterThanOrEqual(4);
  const loaded = await tiles.evaluateAll((images) =>
    images.map((image) => ({
      src: (image as HTMLImageElement).src,
      width: (image as HTMLImageElement).naturalWidth,
    })),
  );
  for (const tile of loaded) {
    expect(tile.src).toMatch(new RegExp(`^${tileServer.tileHost}/__tiles/\\d+/\\d+/\\d+\\.png$`));
    expect(tile.width).toBe(256);
  }
  const nationalLevel = Math.max(...(await tileLevels()));
  await expect(map.getByText(ATTRIBUTION)).toBeVisible();
  // One marker per city above the tiles, with its label, in the colours of the community states.
  const markers = main(page).locator('#gis-map-markers li');
  expect(await markers.count()).toBeGreaterThanOrEqual(5);
  await expect(map.locator('path[data-marker]')).toHaveCount(await markers.count());
  await expect(map.getByText(/^广州市（\d+ 个小区）$/)).toBeVisible();
  const pixels = await pixelStats(page, await map.screenshot());
  expect(pixels.colours).toBeGreaterThan(20);
  // The zoom buttons zoom in, 复位 frames the country again; dragging pans.
  await expect(map).toHaveAttribute('data-zoom', '1.00');
  await map.getByRole('button', { name: '放大' }).click();
  await expect(map).toHaveAttribute('data-zoom', '2.00');
  await main(page)
    .getByRole('button', { name: /复\s?位/ })
    .click();
  await expect(map).toHaveAttribute('data-zoom', '1.00');
  const before = await map.locator('path[data-marker]').first().boundingBox();
  const box = (await map.boundingBox())!;
  // From the north-west, where no marker is.
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3 + 120, box.y + box.height * 0.3 + 40, { steps: 5 });
  await page.mouse.up();
  await expect
    .poll(async () =>
      Math.round(((await map.locator('path[data-marker]').first().boundingBox())?.x ?? 0) - before!.x),
    )
    .toBe(120);
  // A city frames its communities on deeper tiles; clicking a community's marker opens its card.
  await main(page).getByRole('radiogroup').getByText('广州市', { exact: true }).click();
  await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeGreaterThan(16);
  const community = map.locator('path[data-marker="阳光雅居"]');
  await expect(community).toBeVisible();
  await community.hover();
  await expect(page.locator('.leaflet-tooltip').filter({ hasText: '广东省广州市天河区' })).toBeVisible();
  await community.click();
  const detail = main(page).locator('.ant-card').filter({ hasText: '设备类型' });
  await expect(detail).toContainText('门口机');
  // The tiles under it are the provider's deeper levels.
  await expect.poll(async () => Math.min(...(await tileLevels()))).toBeGreaterThan(nationalLevel + 3);
});

/** The labels and markers on the tiles whose boxes overlap, with the number of labels drawn. */
async function tileMapCrowding(map: Locator): Promise<{ labels: number; overlaps: string[] }> {
  const boxes = await map.evaluate((box) => {
    const named = (name: string, element: Element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { name, left, top, right, bottom, round: element.localName === 'path' };
    };
    return [
      ...[...box.querySelectorAll('.gis-tile-label')].map((l) => named(l.textContent ?? '', l)),
      ...[...box.querySelectorAll('path[data-marker]')].map((m) =>
        named(`marker ${m.getAttribute('data-marker')}`, m),
      ),
    ];
  });
  return {
    labels: boxes.filter(({ name }) => !name.startsWith('marker ')).length,
    overlaps: overlappingPairs(boxes),
  };
}

test('GIS地图 on tiles at 1366×768 and 1920×1080: no label or marker over another', async ({
  page,
}, testInfo) => {
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(viewport);
    await openSignedIn(page, '/#/estate/GISMap');
    const map = main(page).getByRole('region', { name: '小区分布地图' });
    await expect(map).toHaveAttribute('data-map', 'tiles');
    const cities = await main(page).locator('#gis-map-markers li').count();
    expect(cities).toBeGreaterThanOrEqual(5);
    await expect(map.locator('path[data-marker]')).toHaveCount(cities);
    await expect
      .poll(async () => (await tileMapCrowding(map)).overlaps, { message: `tiles at ${viewport.width}` })
      .toEqual([]);
    // The country fits at a coarse tile level: a label with no free place waits for a zoom (the marker's
    // hover card and the hidden list name it).
    expect((await tileMapCrowding(map)).labels).toBeGreaterThanOrEqual(cities - 1);
    await map.screenshot({ path: testInfo.outputPath(`tiles-${viewport.width}.png`) });
  }
});
