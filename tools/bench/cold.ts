// `npm run bench` section 'cold': what an operator meets first. (1) A module page whose code is not loaded
// yet, opened from the side menu: click on 住户管理 -> the first frame showing its first table row,
// against the bare app's lazily loaded antd Table page showing the same list answer from the same mock
// server, and against the same page built from antd alone (the floor, docs/adr/0095). (2) A bookmark
// into a module page opened without a session: navigation -> the first frame showing the login form,
// against the bare app's login page. (3) A bookmark into 住户管理 with the session kept, against the same
// page in the same frame built from antd alone, and the layout shift (CLS, Lighthouse's session windows)
// of those loads.
// Fresh context per load (cold HTTP cache), CPU throttled, console and bare interleaved, medians.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { buildBaseline, buildConsole } from './lib/builds.js';
import { CPU_THROTTLE, launchChromium, openPage, timeToFrame } from './lib/chromium.js';
import {
  LIST_REQUEST,
  login,
  probeList,
  startConsoleServer,
  stopServer,
  type ListRequest,
  type State,
} from './lib/console.js';
import { median, row, writeSection, printRows, wholeNumbers } from './lib/report.js';
import { requestTracker, settled, still } from './lib/settle.js';
import { serveStatic } from './lib/static-server.js';

const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const MODULE = { path: '/user/resident', title: '住户管理', sections: ['物业管理', '住户管理'] };
const LOGIN_FORM = 'input[autocomplete="username"]';
const TABLE_ROW = '.ant-table-tbody > tr.ant-table-row';

interface ColdFigures {
  seen: number;
  scripts: number;
  longest: number;
  blocking: number;
  cls: number;
}

/**
 * In-page, from document start: the time of the first frame after `selector` is visible (`__cold.seen`),
 * the scripts asked for by then (`__cold.scripts`), the long tasks before it (`__cold.longest`, and
 * `__cold.blocking`: the sum of their time over 50 ms, as Lighthouse's TBT counts it) and the layout
 * shift as Lighthouse counts it (`__cold.cls`: the largest session window, shifts less than 1 s apart
 * within 5 s, without those right after an input).
 */
function installColdObservers(selector: string): void {
  const w = window as unknown as { __cold: ColdFigures };
  w.__cold = { seen: 0, scripts: 0, longest: 0, blocking: 0, cls: 0 };
  const tasks: { start: number; duration: number }[] = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  let windowSum = 0;
  let windowStart = 0;
  let last = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (e.hadRecentInput) continue;
      if (e.startTime - last > 1000 || e.startTime - windowStart > 5000) {
        windowSum = 0;
        windowStart = e.startTime;
      }
      windowSum += e.value;
      last = e.startTime;
      w.__cold.cls = Math.max(w.__cold.cls, windowSum);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const tick = () => {
    const el = document.querySelector<HTMLElement>(selector);
    if (el?.checkVisibility())
      requestAnimationFrame(() => {
        const seen = performance.now();
        const before = tasks.filter((t) => t.start < seen);
        w.__cold.seen = seen;
        w.__cold.scripts = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('.js')).length;
        w.__cold.longest = Math.max(0, ...before.map((t) => t.duration));
        w.__cold.blocking = before.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
      });
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

async function coldPage(browser: Browser, options: BrowserContextOptions, selector: string) {
  const opened = await openPage(browser, options);
  await opened.context.addInitScript(installColdObservers, selector);
  return opened;
}

const coldFigures = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cold: ColdFigures }).__cold);

async function waitSeen(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { __cold: { seen: number } }).__cold.seen > 0);
}

/** Signs in once (not throttled): the session's storage and the home page's URL. */
async function session(browser: Browser, baseUrl: string): Promise<{ state: State; home: string }> {
  const { context, page } = await openPage(browser, {}, 1);
  await login(page, baseUrl);
  const result = { state: await context.storageState(), home: page.url() };
  await context.close();
  return result;
}

/** Opens the module's sections in the side menu (not timed) so that its item can be clicked. */
async function showMenuItem(page: Page): Promise<void> {
  const menu = page.getByRole('navigation', { name: '主菜单' });
  for (const section of MODULE.sections) {
    const item = menu.locator('li.ant-menu-item', { hasText: MODULE.title });
    if (await item.isVisible()) break;
    await menu.locator('.ant-menu-submenu-title', { hasText: section }).last().click();
  }
  await menu.locator('li.ant-menu-item', { hasText: MODULE.title }).waitFor();
}

/** Console: click on the menu item -> the first frame showing the module's first row. */
async function consoleModule(browser: Browser, home: string, state: State, list: ListRequest) {
  const { context, page } = await openPage(browser, { storageState: state });
  const requests = requestTracker(page);
  await page.goto(home);
  await showMenuItem(page);
  // What 控制台 does ahead once idle is over, as on a home page open for a moment: the community trees
  // it loads ahead are drawn, hidden (docs/adr/0104).
  await page.locator('aside[data-tree="NormalTree"]').waitFor({ state: 'attached' });
  await settled(page, requests);
  // 控制台's charts animate in for a second or so without a long task: the click comes after them
  await still(page);
  const chunkLoaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').some((e) => /\/resident-[\w-]+\.js$/.test(e.name)),
  );
  if (chunkLoaded) throw new Error(`${MODULE.title}: its chunk was loaded before the click, not a cold page`);
  const ms = await timeToFrame(
    page,
    { click: 'nav[aria-label="主菜单"] li.ant-menu-item', text: MODULE.title },
    { selector: `.app-page ${TABLE_ROW}`, text: list.firstName },
  );
  await context.close();
  return ms;
}

/** The bare app's pages a cold module page is measured against: its menu item and its table. */
const BARE_TABLE_PAGE = { item: '住户列表', table: '[data-bench-list]' };
const BARE_SAME_PAGE = { item: '住户管理', table: '[data-bench-resident]' };

/** Bare app: from its settled Tree page (no Table loaded), click on a page's menu item -> first frame with a row. */
async function bareModule(
  browser: Browser,
  bareUrl: string,
  list: ListRequest,
  target: typeof BARE_TABLE_PAGE,
): Promise<number> {
  const { context, page } = await openPage(browser);
  await context.addInitScript(
    (request) => sessionStorage.setItem('bench-list', JSON.stringify(request)),
    list,
  );
  const requests = requestTracker(page);
  await page.goto(`${bareUrl}/#/tree`);
  await page.locator('.ant-tree-treenode:not([aria-hidden])').first().waitFor();
  await settled(page, requests);
  await still(page);
  const ms = await timeToFrame(
    page,
    { click: '.ant-layout-sider .ant-menu-item', text: target.item },
    { selector: `${target.table} ${TABLE_ROW}`, text: list.firstName },
  );
  await context.close();
  return ms;
}

/**
 * Bare app: a fresh tab on the same 住户管理 in the same frame built from antd alone -> the first frame
 * showing a row of its table (the list request handed over in sessionStorage, as to the bare pages).
 */
async function bareBookmark(browser: Browser, url: string, list: ListRequest): Promise<ColdFigures> {
  const { context, page } = await coldPage(browser, {}, `[data-bench-resident] ${TABLE_ROW}`);
  await context.addInitScript(
    (request) => sessionStorage.setItem('bench-list', JSON.stringify(request)),
    list,
  );
  await page.goto(url);
  await waitSeen(page);
  const figures = await coldFigures(page);
  await context.close();
  return figures;
}

/**
 * A fresh tab at `url` -> the first frame showing `selector`; with the load's CLS and, once the network
 * is idle, how many times it asked for 住户管理's list (a page that shows rows and then asks again in its
 * tree's community would count two).
 */
async function firstSight(browser: Browser, url: string, selector: string, state?: State) {
  const { context, page } = await coldPage(browser, state ? { storageState: state } : {}, selector);
  await page.goto(url);
  await waitSeen(page);
  await page.waitForLoadState('networkidle');
  const figures = await coldFigures(page);
  const lists = await page.evaluate(
    (source) =>
      performance.getEntriesByType('resource').filter((e) => new RegExp(source).test(e.name)).length,
    LIST_REQUEST.source,
  );
  await context.close();
  return { ...figures, lists };
}

async function main() {
  const [webDir, lazyDir, staticDir] = [
    await buildConsole(),
    await buildBaseline('lazy'),
    await buildBaseline('lazy-static'),
  ];
  const server = await startConsoleServer(webDir);
  const bare = await serveStatic(lazyDir, server.url);
  const bareStatic = await serveStatic(staticDir, server.url);
  const browser = await launchChromium();
  try {
    const { state, home } = await session(browser, server.url);
    const list = await probeList(browser, server.url, state);
    const module: number[] = [];
    const bareModules: number[] = [];
    const samePages: number[] = [];
    const sameStaticPages: number[] = [];
    const deepLogin: { seen: number; cls: number }[] = [];
    const login: number[] = [];
    const bareLogin: number[] = [];
    const bookmark: (ColdFigures & { lists: number })[] = [];
    const sameBookmark: ColdFigures[] = [];
    for (let i = 0; i < LOADS; i++) {
      const ms = await consoleModule(browser, home, state, list);
      module.push(ms);
      bareModules.push(await bareModule(browser, bare.url, list, BARE_TABLE_PAGE));
      samePages.push(await bareModule(browser, bare.url, list, BARE_SAME_PAGE));
      sameStaticPages.push(await bareModule(browser, bareStatic.url, list, BARE_SAME_PAGE));
      deepLogin.push(await firstSight(browser, `${server.url}/#${MODULE.path}`, LOGIN_FORM));
      bareLogin.push((await firstSight(browser, `${bare.url}/#/login`, LOGIN_FORM)).seen);
      login.push((await firstSight(browser, `${server.url}/#/login`, LOGIN_FORM)).seen);
      bookmark.push(
        await firstSight(browser, `${server.url}/#${MODULE.path}`, `.app-page ${TABLE_ROW}`, state),
      );
      sameBookmark.push(await bareBookmark(browser, `${bareStatic.url}/#/console/resident`, list));
      console.log(
        `load ${i + 1}/${LOADS}: module ${ms.toFixed(0)} ms (bare ${bareModules[i]!.toFixed(0)}, ` +
          `same page in antd ${samePages[i]!.toFixed(0)}, with the static stylesheet ` +
          `${sameStaticPages[i]!.toFixed(0)}), ` +
          `bookmark to login ${deepLogin[i]!.seen.toFixed(0)} ms (bare login ${bareLogin[i]!.toFixed(0)}, ` +
          `console login ${login[i]!.toFixed(0)}), bookmark into ${MODULE.title} ${bookmark[i]!.seen.toFixed(0)} ms ` +
          `(the same in bare antd ${sameBookmark[i]!.seen.toFixed(0)}), ` +
          `CLS ${deepLogin[i]!.cls.toFixed(3)} / ${bookmark[i]!.cls.toFixed(3)}`,
      );
    }
    const m = median;
    const ratio = (xs: number[], ys: number[]) => m(xs.map((x, i) => x / ys[i]!));
    const rows = [
      row(`cold ${MODULE.title} from the menu to its first row: console`, m(module), ' ms'),
      row('a lazily loaded antd Table page of the same answer: bare app', m(bareModules), ' ms'),
      row('cold module page: console / bare', ratio(module, bareModules), 'x', { atMost: 1.2 }, 2),
      row(
        `the same page as ${MODULE.title} built from antd alone, lazily loaded: bare app`,
        m(samePages),
        ' ms',
      ),
      row(
        'the same page, antd styled from its static stylesheet as the console is: bare app',
        m(sameStaticPages),
        ' ms',
      ),
      row('cold module page: console / the same page in bare antd', ratio(module, samePages), 'x', {}, 2),
      row(
        'cold module page: console / the same page in bare antd with the static stylesheet',
        ratio(module, sameStaticPages),
        'x',
        { atMost: 1.2 },
        2,
      ),
      row('bookmark without a session to the login form: console', m(deepLogin.map((r) => r.seen)), ' ms'),
      row('login page to its form: console (#/login)', m(login), ' ms'),
      row('login page to its form: bare app', m(bareLogin), ' ms'),
      row(
        'cold bookmark to the login form: console / bare login',
        ratio(
          deepLogin.map((r) => r.seen),
          bareLogin,
        ),
        'x',
        { atMost: 1.2 },
        2,
      ),
      row(
        `bookmark into ${MODULE.title} with the session kept, to its first row`,
        m(bookmark.map((r) => r.seen)),
        ' ms',
      ),
      row(
        `bookmark into the same ${MODULE.title} in the same frame built from antd alone, to its first row: bare app`,
        m(sameBookmark.map((r) => r.seen)),
        ' ms',
      ),
      row(
        `bookmark into ${MODULE.title}: console / the same frame and page in bare antd`,
        ratio(
          bookmark.map((r) => r.seen),
          sameBookmark.map((r) => r.seen),
        ),
        'x',
        { atMost: 1.2 },
        2,
      ),
      row(
        `scripts asked for by the bookmark into ${MODULE.title} before its first row`,
        m(bookmark.map((r) => r.scripts)),
        '',
      ),
      row(
        `list requests of the bookmark into ${MODULE.title} until the network is idle`,
        m(bookmark.map((r) => r.lists)),
        '',
      ),
      row(
        `longest task of the bookmark into ${MODULE.title} before its first row`,
        m(bookmark.map((r) => r.longest)),
        ' ms',
      ),
      row(
        `blocking time (tasks' time over 50 ms) of the bookmark into ${MODULE.title} before its first row`,
        m(bookmark.map((r) => r.blocking)),
        ' ms',
      ),
      row(
        'longest task of the bookmark into the same page in bare antd before its first row',
        m(sameBookmark.map((r) => r.longest)),
        ' ms',
      ),
      row(
        "blocking time (tasks' time over 50 ms) of the bookmark into the same page in bare antd",
        m(sameBookmark.map((r) => r.blocking)),
        ' ms',
      ),
      row(
        'CLS: cold bookmark to the login form (max of loads)',
        Math.max(...deepLogin.map((r) => r.cls)),
        '',
        { atMost: 0.1 },
        3,
      ),
      row(
        `CLS: bookmark into ${MODULE.title} (max of loads)`,
        Math.max(...bookmark.map((r) => r.cls)),
        '',
        { atMost: 0.1 },
        3,
      ),
    ];
    printRows(rows, 64, 9);
    writeSection({
      id: 'cold',
      title: 'Cold pages (Chromium)',
      method:
        `Debian Chromium via Playwright, headless, 1440x900, CPU throttled ${CPU_THROTTLE}x; ${LOADS} rounds, each load in a ` +
        'fresh context (cold HTTP cache), console and bare app interleaved; ratios are medians of per-round ratios. ' +
        `Cold module page: from the settled home page (the community trees it draws ahead when idle drawn, no request in ` +
        'flight, 500 ms without a long task, then 500 ms ' +
        `without a change to the document: 控制台's charts animate in without long tasks; the ${MODULE.title} ` +
        'chunk checked not loaded), a click on its side-menu item to the first frame showing a row of its table; the bare ' +
        'app (tools/bench/baseline, lazy routes) from its settled Tree page (antd Table not loaded) clicks 住户列表, a lazily ' +
        'loaded antd Table page that sends the same list request (URL and token the console sent) to the same mock server ' +
        'through its static server, to the frame showing the same first row. The same page: the bare app clicks 住户管理, ' +
        `a lazily loaded page built from antd alone with what ${MODULE.title} shows (tools/bench/baseline/src/ResidentPage.tsx: ` +
        'the community tree panel, the search card, the table card with its tool buttons, the same list answer in the ' +
        'same columns with selection, tags, ellipsis, a sticky header, sideways scroll and the 操作 column fixed on the ' +
        'right, and the pager; about as many elements as the console page and its tree panel), once with antd as it ' +
        "comes (each component's rules made at run time) and once in a build of the bare app that takes antd's " +
        'static stylesheet as the console does (docs/adr/0083); what that page costs is what any console showing ' +
        'this content with antd pays, and the ratio to it is what the console itself adds. Cold bookmark: a fresh tab on ' +
        `#${MODULE.path} without a session to the first frame showing the login form's 用户名 field, against the bare ` +
        "app's #/login. Bookmark into the same page: a fresh tab on the bare app's #/console/resident (the build with " +
        'the static stylesheet), the same 住户管理 in the same frame built from antd alone (ConsoleFrame.tsx: banner, ' +
        'top bar and main menu, the side menu of 121 pages, history tabs, breadcrumb, the page, support dock and ' +
        'watermark), to the frame showing its first row. Frames are read in the page each animation frame from document start. CLS as Lighthouse counts ' +
        'it (largest session window of layout shifts without recent input), read once the network is idle.',
      rows,
      details: [
        '| figure | samples (ms) |',
        '|---|---|',
        `| cold module page console | ${wholeNumbers(module)} |`,
        `| cold module page bare | ${wholeNumbers(bareModules)} |`,
        `| cold module page, the same page in bare antd | ${wholeNumbers(samePages)} |`,
        `| cold module page, the same page with the static stylesheet | ${wholeNumbers(sameStaticPages)} |`,
        `| bookmark to login console | ${wholeNumbers(deepLogin.map((r) => r.seen))} |`,
        `| login console | ${wholeNumbers(login)} |`,
        `| login bare | ${wholeNumbers(bareLogin)} |`,
        `| bookmark into ${MODULE.title} | ${wholeNumbers(bookmark.map((r) => r.seen))} |`,
        `| bookmark into the same page in bare antd | ${wholeNumbers(sameBookmark.map((r) => r.seen))} |`,
      ].join('\n'),
    });
  } finally {
    await browser.close();
    await bare.close();
    await bareStatic.close();
    await stopServer(server);
  }
}

await main();
