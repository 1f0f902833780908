// `npm run bench` section 'bundle': the console's production bundle against a bare Vite + React + antd +
// react-router app (tools/bench/baseline) built in the same run, lazy and eager. Sizes are gzip (level 9,
// node:zlib) of the JS a route loads before it renders: the entry and its static imports, plus the
// route's lazy chunks and their static imports, read from the Vite manifest.
import { statSync } from 'node:fs';
import path from 'node:path';
import { cataloguePages } from '../codegen/page-graph.mjs';
import { buildBaseline, buildConsole } from './lib/builds.js';
import { Build, kB } from './lib/manifest.js';
import { repoRoot, row, writeSection, type BenchRow, printRows } from './lib/report.js';

/** The console's routes measured (manifest keys, relative to web/). */
const CONSOLE = {
  /** the login route's page (LoginPage) and, once it paints, its extras (not counted: loaded after) */
  login: 'src/app/login-route.tsx',
  /** every route but login, added on the first navigation past the login page (App.tsx) */
  appRoutes: 'src/app/app-routes.tsx',
  layout: 'src/shell/layout/AppLayout.tsx',
  /** admin's home page (控制台, 01 §2.4.5) */
  home: 'src/features/complex/dashboards/ComplexConsolePage.tsx',
};
const BASELINE = { login: 'src/LoginPage.tsx', layout: 'src/LayoutPage.tsx', home: 'src/TablePage.tsx' };
/** Libraries that must stay out of the entry chunk's static graph. */
const HEAVY = /[\\/]node_modules[\\/](echarts|zrender|exceljs|xlsx|leaflet)[\\/]/;
/** Where the console's pages are declared: each catalogue route's `page`, loaded by a glob in app/pages.ts. */
const PAGE_DECLARATIONS =
  'the `page` of each route in web/src/app/catalogue/modules/*.ts (one glob in web/src/app/pages.ts)';

interface PageCheck {
  declared: number;
  lazy: number;
  notLazy: string[];
}

/** Every page a catalogue route names must be a module whose chunk is outside the entry's static graph. */
async function checkPages(web: Build, entryFiles: Set<string>): Promise<PageCheck> {
  const check: PageCheck = { declared: 0, lazy: 0, notLazy: [] };
  const chunkOf = new Map<string, string>();
  for (const [file, modules] of Object.entries(web.modules))
    for (const id of Object.keys(modules)) chunkOf.set(id, file);
  for (const { file } of await cataloguePages(repoRoot)) {
    check.declared++;
    const chunk = chunkOf.get(file);
    if (!chunk || entryFiles.has(chunk)) check.notLazy.push(path.relative(repoRoot, file));
    else check.lazy++;
  }
  return check;
}

const fmtKB = (bytes: number) => `${kB(bytes).toFixed(1)} kB`;

async function main() {
  const started = Date.now();
  const [webDir, lazyDir, eagerDir] = [
    await buildConsole(),
    await buildBaseline('lazy'),
    await buildBaseline('eager'),
  ];
  const buildSeconds = (Date.now() - started) / 1000;
  const web = new Build(webDir);
  const lazy = new Build(lazyDir);
  const eager = new Build(eagerDir);

  const entry = web.initial([web.entryKey]);
  const login = web.initial([web.entryKey, CONSOLE.login]);
  const home = web.initial([web.entryKey, CONSOLE.appRoutes, CONSOLE.layout, CONSOLE.home]);
  const bareLogin = lazy.initial([lazy.entryKey, BASELINE.login]);
  const bareHomeLazy = lazy.initial([lazy.entryKey, BASELINE.layout, BASELINE.home]);
  const bareEager = eager.initial([eager.entryKey]);

  const entryFiles = new Set(entry.files);
  const lazyFiles = web.jsFiles.filter((f) => !entryFiles.has(f));
  const largest = lazyFiles.reduce((a, b) => (web.gzip(b) > web.gzip(a) ? b : a));
  const totalGzip = web.jsFiles.reduce((n, f) => n + web.gzip(f), 0);
  const totalRaw = web.jsFiles.reduce((n, f) => n + statSync(path.join(webDir, f)).size, 0);
  const heavyInEntry = web.holding(entry.files, HEAVY);
  const heavyInLogin = web.holding(login.files, HEAVY);
  const pages = await checkPages(web, entryFiles);

  const loginRatio = login.js / bareLogin.js;
  const homeRatio = home.js / bareEager.js;
  const rows: BenchRow[] = [
    row('console entry JS (gzip)', kB(entry.js), ' kB', {}, 1),
    row('console entry CSS (gzip)', kB(entry.css), ' kB', {}, 1),
    row('console total JS (gzip)', kB(totalGzip), ' kB', {}, 1),
    {
      figure: 'console largest lazy chunk (gzip)',
      value: `${fmtKB(web.gzip(largest))} (${largest})`,
      target: '—',
      met: null,
    },
    row('login route initial JS (gzip): console', kB(login.js), ' kB', {}, 1),
    row('login route initial JS (gzip): bare app, lazy routes', kB(bareLogin.js), ' kB', {}, 1),
    row('login route initial JS: console / bare lazy', loginRatio, 'x', { atMost: 1.0 }, 2),
    row('home in the layout initial JS (gzip): console', kB(home.js), ' kB', {}, 1),
    row('home in the layout initial JS (gzip): bare app, eager', kB(bareEager.js), ' kB', {}, 1),
    row('home in the layout initial JS: console / bare eager', homeRatio, 'x', { atMost: 1.2 }, 2),
    {
      figure: 'module pages lazy-loaded',
      value: `${pages.lazy}/${pages.declared}`,
      target: `${pages.declared}/${pages.declared}`,
      met: pages.notLazy.length === 0,
    },
    {
      figure: 'entry chunks holding ECharts / exceljs / SheetJS / Leaflet',
      value: String(heavyInEntry.length),
      target: '0',
      met: heavyInEntry.length === 0,
    },
  ];

  printRows(rows, 58, 14);
  if (pages.notLazy.length) console.log('not lazy:', pages.notLazy.join(', '));
  if (heavyInEntry.length) console.log('heavy modules in the entry graph:', heavyInEntry.join(', '));

  const detail = (name: string, b: { js: number; css: number; files: string[] }) =>
    `| ${name} | ${b.files.length} | ${fmtKB(b.js)} | ${fmtKB(b.css)} |`;
  const heavyChunks = web.holding(web.jsFiles, HEAVY);
  writeSection({
    id: 'bundle',
    title: 'Console bundle',
    method:
      `Production builds made in this run (Vite ${(await import('vite')).version}, ${buildSeconds.toFixed(0)} s for the three): ` +
      'the console (web/vite.config.ts) and a bare Vite + React + antd + react-router app (tools/bench/baseline: ' +
      'login form; Layout/Menu/Tabs around a Tree + Table page), once with lazy routes and once eager. ' +
      "Initial JS of a route = the entry chunk and its static imports plus the route's lazy chunks and theirs " +
      "(Vite manifest), gzip level 9. Console login = the login route's chunk (its notices and upgrade banner load after it paints); " +
      "console home = the app routes chunk + AppLayout + ComplexConsolePage (admin's 控制台). " +
      `Pages: every page module named by ${PAGE_DECLARATIONS} must be a dynamic entry outside the entry graph.`,
    rows,
    details: [
      '| route | JS files | JS gzip | CSS gzip |',
      '|---|---:|---:|---:|',
      detail('console entry', entry),
      detail('console login', login),
      detail('console home (layout + 控制台)', home),
      detail('bare lazy: login', bareLogin),
      detail('bare lazy: home (layout + table)', bareHomeLazy),
      detail('bare eager: everything', bareEager),
      '',
      `Console total JS: ${web.jsFiles.length} files, ${fmtKB(totalRaw)} raw, ${fmtKB(totalGzip)} gzip. ` +
        `Chunks holding ECharts/exceljs/SheetJS (all lazy): ${heavyChunks.join(', ') || 'none'}; ` +
        `in the login route's graph: ${heavyInLogin.length}.`,
    ].join('\n'),
  });
}

await main();
