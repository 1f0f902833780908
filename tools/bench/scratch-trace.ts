// scratch: timeline trace of tab switches (not committed)
import { readFileSync } from 'node:fs';
import { launchChromium, openPage, timeToFrame } from './lib/chromium.js';
import { login, startConsoleServer, stopServer } from './lib/console.js';

const dist = process.env.DIST ?? '/tmp/s7-unmin';
const server = await startConsoleServer(dist);
const browser = await launchChromium();
const { context, page } = await openPage(browser, {}, Number(process.env.THROTTLE ?? 4));
await login(page, server.url);
const TABS = [
  ['/estate/DoorDevice', '门口机'],
  ['/user/resident', '住户管理'],
] as const;
for (const [p, title] of TABS) {
  await page.evaluate((h) => (location.hash = h), p);
  await page.locator('.app-tabs .ant-tabs-tab-active', { hasText: title }).waitFor();
  const table = page.locator('.ant-table-wrapper:visible:not([data-bench-page])');
  await table.waitFor();
  await page.waitForLoadState('networkidle');
  await table.evaluate((el, n) => el.setAttribute('data-bench-page', n), title);
}
console.log('dom nodes', await page.evaluate(() => document.getElementsByTagName('*').length));
const times: number[] = [];
const totals = new Map<string, number>();
for (let i = 0; i < 6; i++) {
  const [, title] = TABS[i % 2]!;
  await browser.startTracing(page, { path: '/tmp/s7-trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  times.push(
    await timeToFrame(page, { click: '.app-tabs .ant-tabs-tab', text: title }, { selector: `[data-bench-page="${title}"]` }),
  );
  await browser.stopTracing();
  const trace = JSON.parse(readFileSync('/tmp/s7-trace.json', 'utf8'));
  const events = (trace.traceEvents ?? trace) as { name: string; ph: string; dur?: number; args?: { data?: { elementCount?: number } } }[];
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur) continue;
    if (['UpdateLayoutTree', 'Layout', 'Paint', 'FunctionCall', 'EventDispatch', 'FireAnimationFrame', 'RunMicrotasks', 'PrePaint', 'Layerize', 'Commit', 'ParseAuthorStyleSheet', 'ScheduleStyleRecalculation', 'HitTest', 'TimerFire', 'RunTask', 'ThreadControllerImpl::RunTask', 'UpdateLayer', 'IntersectionObserverController::computeIntersections', 'ResizeObserverController::BroadcastObservations'].includes(e.name)) {
      totals.set(e.name, (totals.get(e.name) ?? 0) + e.dur / 1000);
      if (e.name === 'UpdateLayoutTree') totals.set('styled elements', (totals.get('styled elements') ?? 0) + (e.args?.elementCount ?? 0));
    }
  }
  await page.waitForLoadState('networkidle');
}
console.log('times', times.map((t) => t.toFixed(0)).join(' '), 'sum', times.reduce((a, b) => a + b, 0).toFixed(0));
for (const [k, v] of [...totals.entries()].sort((a, b) => b[1] - a[1])) console.log(v.toFixed(1).padStart(9), k);
await context.close();
await browser.close();
await stopServer(server);
