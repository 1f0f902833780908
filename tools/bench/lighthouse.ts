// `npm run bench` section 'lighthouse': Lighthouse (npm, desktop preset) driving Debian's Chromium on the
// login page and on a list page after login (住户管理). The sign-in runs in the same Chrome through
// Playwright's connectOverCDP; Lighthouse then keeps that storage (disableStorageReset).
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildConsole } from './lib/builds.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.js';
import { login, startConsoleServer, stopServer } from './lib/console.js';
import { row, writeSection, type BenchRow } from './lib/report.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const PAGES = [
  { name: '登录页', hash: '/login', signedIn: false },
  { name: '住户管理', hash: '/user/resident', signedIn: true },
];

interface Audit {
  id: string;
  title: string;
  score: number | null;
  details?: { items?: { node?: { selector?: string } }[] };
}

/** The first elements an audit flags, as selectors. */
const flagged = (audit: Audit) =>
  (audit.details?.items ?? [])
    .map((item) => item.node?.selector)
    .filter(Boolean)
    .slice(0, 3)
    .map((sel) => `\`${sel}\``)
    .join(', ');

async function main() {
  const webDir = await buildConsole();
  const server = await startConsoleServer(webDir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  const rows: BenchRow[] = [];
  const failing: string[] = [];
  try {
    for (const page of PAGES) {
      if (page.signedIn) {
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const tab = await browser.contexts()[0]!.newPage();
        await login(tab, server.url);
        await tab.close();
        await browser.close(); // disconnects; Chrome keeps running with the session in its storage
      }
      const result = await lighthouse(
        `${server.url}/#${page.hash}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          disableStorageReset: true,
          onlyCategories: [...CATEGORIES],
        },
        desktopConfig,
      );
      if (!result) throw new Error(`lighthouse gave no result for ${page.name}`);
      const { categories, audits, finalDisplayedUrl } = result.lhr;
      if (!finalDisplayedUrl.includes(page.hash))
        throw new Error(`${page.name}: ended on ${finalDisplayedUrl}`);
      for (const id of CATEGORIES) {
        const score = Math.round((categories[id]?.score ?? 0) * 100);
        const bound = id === 'performance' ? {} : { atLeast: 90 };
        rows.push(row(`${page.name} ${categories[id]?.title ?? id}`, score, '', bound));
        for (const ref of categories[id]?.auditRefs ?? []) {
          const audit = audits[ref.id] as Audit | undefined;
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1 && id !== 'performance')
            failing.push(
              `| ${page.name} | ${id} | ${audit.id} | ${audit.title} | ${audit.score} | ${flagged(audit)} |`,
            );
        }
      }
      console.log(
        `${page.name}: ${CATEGORIES.map((id) => `${id} ${Math.round((categories[id]?.score ?? 0) * 100)}`).join(', ')}`,
      );
    }
  } finally {
    chrome.kill();
    await stopServer(server);
  }
  for (const r of rows) console.log(`${r.figure.padEnd(36)} ${r.value.padStart(5)}   target ${r.target}`);
  if (failing.length) console.log('failing audits:\n' + failing.join('\n'));
  writeSection({
    id: 'lighthouse',
    title: 'Lighthouse',
    method:
      'Lighthouse 12.8.2 from npm (desktop preset, its simulated throttling) driving Debian Chromium (headless=new) ' +
      'launched by chrome-launcher, on a fresh production build served by the mock server. The list page is 住户管理 ' +
      '(#/user/resident) after signing in as admin through the same Chrome (Playwright connectOverCDP), audited with ' +
      'disableStorageReset so the session stays.',
    rows,
    details: failing.length
      ? [
          'Audits scoring below 1 (accessibility, best practices):',
          '',
          '| page | category | audit | title | score | elements |',
          '|---|---|---|---|---:|---|',
          ...failing,
        ].join('\n')
      : 'No accessibility or best-practices audit below 1.',
  });
}

await main();
