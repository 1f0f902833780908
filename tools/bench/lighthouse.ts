// `npm run bench` section 'lighthouse': Lighthouse (npm, desktop preset) driving Debian's Chromium on the
// login page and, as a reload or bookmark with the session kept, on a list page (住户管理) and a dashboard
// (综合态势), and the floor under each: the same page in the same frame built from antd (and ECharts) alone
// (tools/bench/baseline #/console/resident over the list answer 住户管理 gets, #/console/police; antd
// styled from its static stylesheet as the console is); the bare app's antd Table page (#/list) is
// audited beside them. The sign-in
// runs in the same Chrome through Playwright's connectOverCDP; Lighthouse then keeps that storage
// (disableStorageReset). Each page is audited BENCH_LH_RUNS times (default 3): the median score, the
// largest CLS, and the diagnostics of the median run (what to fix when a score drops). A console page's
// Performance target is 90, or its floor page's median where that is lower: what antd and React alone
// score on this machine for what the operator sees is the floor (docs/adr/0081, 0095).
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildBaseline, buildConsole } from './lib/builds.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.js';
import { login, startConsoleServer, stopServer } from './lib/console.js';
import { median, row, writeSection, type BenchRow } from './lib/report.js';
import { serveStatic } from './lib/static-server.js';

const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/** The Performance score a signed-in console page is held to, unless the bare page scores lower. */
const PERFORMANCE_TARGET = 90;
/** The list request of 住户管理 (GET u_r/resident/page/…), handed to the bare page. */
const LIST_REQUEST = /\/api\/u_r\/resident\/page\//;
interface AuditedPage {
  name: string;
  hash: string;
  signedIn: boolean;
  /** A page of the bare app (its lazy build), audited for Performance only. */
  bare?: boolean;
  /** Served from the bare app's build with antd's static stylesheet (the console's styling). */
  staticStyles?: boolean;
  /** The console page whose Performance target this page's score bounds (its floor). */
  floorOf?: string;
  /** Held to the Performance target (or the bare page's score where that is lower). */
  target?: boolean;
}
/** Pages audited, each floor page before the console page its score bounds (rows in this order). */
const PAGES: AuditedPage[] = [
  { name: '登录页', hash: '/login', signedIn: false },
  { name: '裸 antd 表格页 (bare app)', hash: '/list', signedIn: true, bare: true },
  {
    name: '同内容裸 antd 住户管理 (bare app)',
    hash: '/console/resident',
    signedIn: true,
    bare: true,
    staticStyles: true,
    floorOf: '住户管理',
  },
  {
    name: '同内容裸 antd 综合态势 (bare app)',
    hash: '/console/police',
    signedIn: true,
    bare: true,
    staticStyles: true,
    floorOf: '综合态势',
  },
  { name: '住户管理', hash: '/user/resident', signedIn: true, target: true },
  { name: '综合态势', hash: '/complex/DashboardPolice', signedIn: true, target: true },
];

interface AuditItem {
  /** A list of tables (largest-contentful-paint-element) nests its rows here. */
  items?: AuditItem[];
  node?: { selector?: string };
  phase?: string;
  timing?: number;
  url?: string;
  groupLabel?: string;
  total?: number;
  duration?: number;
  wastedBytes?: number;
  wastedMs?: number;
}
interface Audit {
  id: string;
  title: string;
  score: number | null;
  numericValue?: number;
  details?: { items?: AuditItem[] };
}
type Audits = Record<string, Audit | undefined>;
type Categories = Record<
  string,
  { title: string; score: number | null; auditRefs: { id: string; weight: number }[] }
>;
interface Run {
  categories: Categories;
  audits: Audits;
}

/** The rows of an audit's details, those of nested tables included. */
const rowsOf = (audit: Audit | undefined) =>
  (audit?.details?.items ?? []).flatMap((item) => (item.items ? item.items : [item]));

/** The first elements an audit flags, as selectors. */
const flagged = (audit: Audit | undefined) =>
  rowsOf(audit)
    .map((item) => item.node?.selector)
    .filter(Boolean)
    .slice(0, 3)
    .map((sel) => `\`${sel}\``)
    .join(', ');

const score = (run: Run, id: string) => Math.round((run.categories[id]?.score ?? 0) * 100);
const numeric = (run: Run, id: string) => run.audits[id]?.numericValue ?? NaN;
const file = (url = '') => url.replace(/^.*\//, '');
const items = (run: Run, id: string) => rowsOf(run.audits[id]);

/** What Lighthouse's own audits say the page's load spends, for the details table. */
function diagnostics(page: string, run: Run): string[] {
  const top = (id: string, label: (item: AuditItem) => string, n = 3) =>
    items(run, id).slice(0, n).map(label).join('; ') || '—';
  return [
    `| ${page} | LCP ${numeric(run, 'largest-contentful-paint').toFixed(0)} ms, TBT ${numeric(run, 'total-blocking-time').toFixed(0)} ms, ` +
      `CLS ${numeric(run, 'cumulative-layout-shift').toFixed(3)}, SI ${numeric(run, 'speed-index').toFixed(0)} ms, ` +
      `main thread ${numeric(run, 'mainthread-work-breakdown').toFixed(0)} ms |`,
    `| ${page} LCP element | ${flagged(run.audits['largest-contentful-paint-element']) || '—'} |`,
    `| ${page} LCP phases | ${items(run, 'largest-contentful-paint-element')
      .filter((i) => i.phase)
      .map((i) => `${i.phase} ${(i.timing ?? 0).toFixed(0)} ms`)
      .join('; ')} |`,
    `| ${page} layout shifts | ${flagged(run.audits['layout-shifts']) || '—'} |`,
    `| ${page} script boot-up | ${top('bootup-time', (i) => `${file(i.url)} ${(i.total ?? 0).toFixed(0)} ms`)} |`,
    `| ${page} main thread | ${top('mainthread-work-breakdown', (i) => `${i.groupLabel} ${(i.duration ?? 0).toFixed(0)} ms`, 4)} |`,
    `| ${page} unused JS | ${top('unused-javascript', (i) => `${file(i.url)} ${((i.wastedBytes ?? 0) / 1000).toFixed(0)} kB`)} |`,
    `| ${page} render-blocking | ${top('render-blocking-resources', (i) => `${file(i.url)} ${(i.wastedMs ?? 0).toFixed(0)} ms`)} |`,
  ];
}

/**
 * Signs in as admin, then hands the list request 住户管理 sends (URL and token) to the bare app's origins
 * (localStorage `bench-list`), so that their pages show the same answer.
 */
async function signIn(port: number, baseUrl: string, bareUrls: string[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const tab = await browser.contexts()[0]!.newPage();
  await login(tab, baseUrl);
  const listed = tab.waitForRequest(LIST_REQUEST);
  await tab.goto(`${baseUrl}/#/user/resident`);
  const request = await listed;
  const list = {
    url: request.url().replace(baseUrl, ''),
    headers: { 'DOOR-Authorization': (await request.allHeaders())['door-authorization'] ?? '' },
  };
  for (const bareUrl of bareUrls) {
    await tab.goto(`${bareUrl}/#/login`);
    await tab.evaluate((value) => localStorage.setItem('bench-list', value), JSON.stringify(list));
  }
  await tab.close();
  await browser.close(); // disconnects; Chrome keeps running with the session in its storage
}

async function audit(port: number, url: string, hash: string): Promise<Run> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: [...CATEGORIES] },
    desktopConfig,
  );
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  if (!result.lhr.finalDisplayedUrl.includes(hash))
    throw new Error(`${url}: ended on ${result.lhr.finalDisplayedUrl}`);
  return { categories: result.lhr.categories as Categories, audits: result.lhr.audits as Audits };
}

/** Audits below 1 in the categories other than performance (accessibility, best practices). */
function failingAudits(page: string, run: Run): string[] {
  const failing: string[] = [];
  for (const id of CATEGORIES.filter((c) => c !== 'performance'))
    for (const ref of run.categories[id]?.auditRefs ?? []) {
      const a = run.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 1)
        failing.push(`| ${page} | ${id} | ${a.id} | ${a.title} | ${a.score} | ${flagged(a)} |`);
    }
  return failing;
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
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  // Lighthouse can end the process from a timer of its own (PROTOCOL_TIMEOUT on a busy machine),
  // past the finally below: Chrome and the mock server must not outlive it.
  process.once('exit', () => {
    chrome.kill();
    server.stop();
    void bare.close();
    void bareStatic.close();
  });
  const rows: BenchRow[] = [];
  const failing: string[] = [];
  const found: string[] = [];
  try {
    const runsOf = new Map<AuditedPage, Run[]>(PAGES.map((page) => [page, []]));
    const auditOnce = async (page: AuditedPage) => {
      const origin = page.staticStyles ? bareStatic.url : page.bare ? bare.url : server.url;
      const runs = runsOf.get(page)!;
      const run = await audit(chrome.port, `${origin}/#${page.hash}`, page.hash);
      runs.push(run);
      console.log(
        `${page.name} ${runs.length}/${RUNS}: ${CATEGORIES.map((id) => `${id} ${score(run, id)}`).join(', ')}, ` +
          `CLS ${numeric(run, 'cumulative-layout-shift').toFixed(3)}`,
      );
    };
    // The login page first: a signed-in browser's login page goes on to the console instead of its form.
    for (const page of PAGES.filter((p) => !p.signedIn)) for (let i = 0; i < RUNS; i++) await auditOnce(page);
    // One sign-in for the signed-in pages (Chrome keeps its session), then rounds of one audit of each:
    // a floor page and its console page are audited under the same load of the machine.
    await signIn(chrome.port, server.url, [bare.url, bareStatic.url]);
    for (let i = 0; i < RUNS; i++) for (const page of PAGES.filter((p) => p.signedIn)) await auditOnce(page);

    const floors = new Map<string, number>();
    for (const page of PAGES) {
      const runs = runsOf.get(page)!;
      const byPerformance = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const middle = byPerformance[Math.floor(RUNS / 2)]!;
      if (page.floorOf) floors.set(page.floorOf, median(runs.map((r) => score(r, 'performance'))));
      const floor = Math.min(PERFORMANCE_TARGET, floors.get(page.name) ?? PERFORMANCE_TARGET);
      // A bare page is a reference for the load, not a page of the console: its Performance alone.
      for (const id of page.bare ? (['performance'] as const) : CATEGORIES) {
        const bound = id !== 'performance' ? { atLeast: 90 } : page.target ? { atLeast: floor } : {};
        const title = middle.categories[id]?.title ?? id;
        rows.push(row(`${page.name} ${title}`, median(runs.map((r) => score(r, id))), '', bound));
      }
      if (!page.bare) {
        const cls = Math.max(...runs.map((r) => numeric(r, 'cumulative-layout-shift')));
        rows.push(row(`${page.name} CLS (largest of runs)`, cls, '', { atMost: 0.1 }, 3));
        failing.push(...failingAudits(page.name, middle));
      }
      found.push(...diagnostics(page.name, middle));
    }
  } finally {
    chrome.kill();
    await bare.close();
    await bareStatic.close();
    await stopServer(server);
  }
  for (const r of rows) console.log(`${r.figure.padEnd(36)} ${r.value.padStart(6)}   target ${r.target}`);
  console.log(found.join('\n'));
  if (failing.length) console.log('failing audits:\n' + failing.join('\n'));
  writeSection({
    id: 'lighthouse',
    title: 'Lighthouse',
    method:
      'Lighthouse 12.8.2 from npm (desktop preset, its simulated throttling) driving Debian Chromium (headless=new) ' +
      'launched by chrome-launcher, on a fresh production build served by the mock server. 住户管理 ' +
      '(#/user/resident) and 综合态势 (#/complex/DashboardPolice) are audited after signing in as admin through the ' +
      'same Chrome (Playwright connectOverCDP) with disableStorageReset: a reload or bookmark with the session kept. ' +
      'The floors: the same page in the same frame built from antd alone (tools/bench/baseline, ConsoleFrame.tsx: ' +
      'banner, top bar and main menu, the side menu of 121 pages, history tabs, breadcrumb, support dock and ' +
      'watermark): #/console/resident (ResidentPage.tsx: the community tree panel, the search and table cards, the ' +
      'list answer 住户管理 got from the same mock server in the same columns, the pager) for 住户管理 and ' +
      '#/console/police (PoliceDashboardPage.tsx: the same eight dark panels, charts in the tree-shaken ECharts ' +
      'drawn as SVG) for 综合态势; antd styled from its static stylesheet as the console is; lazy routes, served ' +
      `statically. A console page is held to Performance ≥ ${PERFORMANCE_TARGET}, or to its floor page's median ` +
      'where that is lower. The ' +
      "bare app's lazily loaded antd Table page (#/list, runtime styles) is audited beside them. " +
      `Each page ${RUNS} runs, the signed-in pages in rounds of one audit each (a floor page beside its console ` +
      'page under the same load of the machine): scores are medians, CLS the largest of the runs, diagnostics from ' +
      'the median run.',
    rows,
    details: [
      "Where the median run's load went (Lighthouse's own audits):",
      '',
      '| page | figures |',
      '|---|---|',
      ...found,
      '',
      ...(failing.length
        ? [
            'Audits scoring below 1 (accessibility, best practices):',
            '',
            '| page | category | audit | title | score | elements |',
            '|---|---|---|---|---:|---|',
            ...failing,
          ]
        : ['No accessibility or best-practices audit below 1.']),
    ].join('\n'),
  });
}

await main();
