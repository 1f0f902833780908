// Roles are enforced (DESIGN.md "Security rules"), in Chromium as the property-staff account
// `operator`: every page its keys open works without one refused call (the console only calls what
// the contract grants its pages), and a call outside its keys, sent with its own token, is refused
// with 100403 while the console stays signed in.
import type { Page, Response } from '@playwright/test';
import { catalogueRoutes, type CatalogueRoute } from '@zhsq/contract/catalogue';
import { STORAGE_PREFIX, TOKEN_STORAGE_KEY } from '../../web/src/lib/constants/storage';
import { OPERATOR_KEYS } from '../../mock-server/src/store/users';
import { PERMISSION_DENIED } from '../contract/lib/permissions';
import { expect, test } from './fixtures';
import { breadcrumb, button, main, menu, openFromMenu, openSignedIn, watchErrors } from './module-pages';

// A control that went away (a kept-alive page hidden by the next) must fail its step, not the test.
test.use({ actionTimeout: 10_000 });

/** The operator's pages inside the layout: what its menu (and 我的账户 in the top bar) opens. */
const operatorPages = catalogueRoutes.filter(
  (r) =>
    !r.hidden &&
    r.access === 'permission' &&
    r.layout === 'frame' &&
    !r.roles?.length &&
    OPERATOR_KEYS.includes(r.authKey),
);

/** Every /api answer of the page: its path and envelope code; and the calls still in flight. */
function watchApi(page: Page) {
  const answers: { path: string; code: unknown }[] = [];
  const reading: Promise<unknown>[] = [];
  const pending = new Set<string>();
  page.on('request', (r) => {
    if (r.url().includes('/api/')) pending.add(r.url() + r.method());
  });
  page.on('requestfailed', (r) => pending.delete(r.url() + r.method()));
  page.on('requestfinished', (r) => pending.delete(r.url() + r.method()));
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const json = (response.headers()['content-type'] ?? '').includes('application/json');
    // a body the page never finished reading (a navigation aborted it) counts as no code
    const unread = new Promise<undefined>((resolve) => setTimeout(resolve, 5_000));
    const body = json ? Promise.race([response.json().catch(() => undefined), unread]) : unread;
    reading.push(
      body.then((b) => answers.push({ path: url.pathname, code: (b as { code?: unknown })?.code })),
    );
  });
  /** Every answer so far, read. */
  const all = async () => {
    await Promise.all(reading);
    return answers;
  };
  return { all, pending };
}

async function settled(page: Page, pending: Set<string>): Promise<void> {
  await expect.poll(() => pending.size, { message: 'calls still in flight' }).toBe(0);
}

const openDialogs = (page: Page) => page.getByRole('dialog').filter({ visible: true });

async function openPage(page: Page, route: CatalogueRoute): Promise<void> {
  if (route.module === 'MyAccount') await page.goto(`/#${route.path}`);
  else await openFromMenu(page, route);
  await expect(page).toHaveURL(new RegExp(`#${route.path}$`));
  // the page on show is this route's (the one left behind is hidden, kept alive)
  await expect(breadcrumb(page).filter({ visible: true })).toContainText(route.title);
}

test('operator: every page it can open calls only operations it may call', async ({ page }) => {
  // every page settled twice (opened, then its add form): room for a loaded machine
  test.setTimeout(120_000);
  expect(operatorPages.map((r) => r.name)).toEqual(
    expect.arrayContaining(['DashboardProperty', 'ReportRepair', 'CommunityRelease', 'CommunityCaring']),
  );
  const errors = watchErrors(page);
  const { all, pending } = watchApi(page);
  await openSignedIn(page, '/', 'operator');
  await expect(page).toHaveURL(/#\/complex\/DashboardProperty$/);
  await expect(menu(page)).toBeVisible();
  for (const route of operatorPages) {
    await openPage(page, route);
    await settled(page, pending);
    // the add form reads its options (communities, buildings, referenced records) too
    const add = button(main(page), '新增');
    if ((await add.count()) > 0) {
      const from = page.url();
      await add.first().click();
      // the add form opens in a dialog (mounted apart from the page, ADR 0078) or on its own page
      await expect
        .poll(async () => page.url() !== from || (await openDialogs(page).count()) > 0, {
          message: `${route.title}: 新增 opened neither a dialog nor a page`,
        })
        .toBe(true);
      await settled(page, pending);
      if ((await openDialogs(page).count()) > 0) {
        await page.keyboard.press('Escape');
        await expect(openDialogs(page)).toHaveCount(0);
      }
    }
  }
  await settled(page, pending);
  const answers = await all();
  const refused = answers.filter((a) => a.code === PERMISSION_DENIED.code);
  expect(refused, 'calls of the console the contract refuses the operator').toEqual([]);
  expect(answers.length).toBeGreaterThan(operatorPages.length);
  await expect(page.getByText(PERMISSION_DENIED.message)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('operator: saving role permissions with its own token is refused; the console stays signed in', async ({
  page,
}) => {
  await openSignedIn(page, '/', 'operator');
  await expect(page).toHaveURL(/#\/complex\/DashboardProperty$/);
  const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_PREFIX + TOKEN_STORAGE_KEY);
  const token = (JSON.parse(stored!) as { value: string }).value;
  const headers = { 'DOOR-Authorization': token };

  const save = await page.request.post('/api/s_sys/role/permission/save/v1', {
    headers,
    form: { roleId: 3, keys: [...OPERATOR_KEYS, 'SystemRole'].join(','), sessionId: token },
  });
  expect(await save.json()).toEqual(PERMISSION_DENIED);
  const read = await page.request.get('/api/s_sys/role/permission/v1', { headers, params: { roleId: 3 } });
  expect(await read.json()).toEqual(PERMISSION_DENIED);
  const accounts = await page.request.get('/api/s_sys/user/page/v2', { headers, params: { limit: 10 } });
  expect(await accounts.json()).toEqual(PERMISSION_DENIED);

  // the session is kept: the console reloads signed in, with the same menu (no 角色管理)
  await page.reload();
  await expect(page).toHaveURL(/#\/complex\/DashboardProperty$/);
  await expect(menu(page)).toBeVisible();
  await expect(menu(page).locator('li[data-menu-id$="-SystemRole"]')).toHaveCount(0);
  const info = await page.request.post('/api/f_l/getUserInfo/v1', { headers, form: { sessionId: token } });
  expect(((await info.json()) as { code: unknown }).code).not.toBe(PERMISSION_DENIED.code);
});
