// `npm run bench` section 'storm': 100 alerts/s for STORM_SECONDS (default 60) through POST /__mock/alerts
// while a signed-in console (控制台) is open in Chromium. Figures: the longest task and the longest gap
// between animation frames during the storm, JS heap after vs before (both after a forced GC, CDP), and
// the most alert pop-ups on screen at once (an in-page MutationObserver sees every DOM change).
import type { Page } from '@playwright/test';
import { buildConsole } from './lib/builds.js';
import { launchChromium, longTasksSince, openPage } from './lib/chromium.js';
import { login, startConsoleServer, stopServer } from './lib/console.js';
import { row, writeSection, printRows } from './lib/report.js';

const SECONDS = Number(process.env.STORM_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.STORM_WARMUP_SECONDS ?? 10);
const RATE = 100;
/** Batches per second: 10 alerts every 100 ms. */
const TICKS = 10;
const TYPES = ['heat', 'id', 'native', 'stanger', 'car', 'smoke'] as const;
const POPUP = '[role="alertdialog"][data-alert-type]';

/** Counts pop-ups on every DOM change and the longest gap between animation frames. */
function watch(selector: string): void {
  const w = window as unknown as {
    __storm: { maxPopups: number; maxFrameGap: number; frames: number; on: boolean };
  };
  const s = (w.__storm = { maxPopups: 0, maxFrameGap: 0, frames: 0, on: true });
  new MutationObserver(() => {
    s.maxPopups = Math.max(s.maxPopups, document.querySelectorAll(selector).length);
  }).observe(document.body, { childList: true, subtree: true });
  let last = performance.now();
  const frame = (now: number) => {
    s.maxFrameGap = Math.max(s.maxFrameGap, now - last);
    s.frames++;
    last = now;
    if (s.on) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  // twice: the first pass frees what finalizers release
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

/** Waits until the page has no request in flight for 500 ms; resolves with the seconds it took. */
async function drain(inFlight: () => number, timeoutMs = 180_000): Promise<number> {
  const started = Date.now();
  let idleSince = 0;
  while (Date.now() - started < timeoutMs) {
    if (inFlight() > 0) idleSince = 0;
    else if (!idleSince) idleSince = Date.now();
    else if (Date.now() - idleSince >= 500) return (idleSince - started) / 1000;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(
    `the console still had ${inFlight()} requests in flight ${timeoutMs / 1000} s after the storm`,
  );
}

async function push(baseUrl: string, n: number, i0: number): Promise<number> {
  const sent = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const res = await fetch(`${baseUrl}/__mock/alerts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: TYPES[(i0 + i) % TYPES.length] }),
      });
      if (!res.ok) throw new Error(`/__mock/alerts: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { sent: number }).sent;
    }),
  );
  return sent.filter((s) => s > 0).length;
}

/** RATE alerts/s for `seconds`, in batches on schedule whatever the server's answer time. */
async function storm(
  baseUrl: string,
  seconds: number,
  onTick: (tick: number) => Promise<void> | void,
): Promise<{ pushed: number; seconds: number; delivered: number }> {
  const batches: Promise<number>[] = [];
  let pushed = 0;
  const started = Date.now();
  for (let tick = 0; tick < seconds * TICKS; tick++) {
    await new Promise((r) => setTimeout(r, Math.max(0, started + (tick * 1000) / TICKS - Date.now())));
    batches.push(push(baseUrl, RATE / TICKS, pushed));
    pushed += RATE / TICKS;
    await onTick(tick);
  }
  const sent = (Date.now() - started) / 1000;
  const delivered = (await Promise.all(batches)).reduce((a, b) => a + b, 0);
  return { pushed, seconds: sent, delivered };
}

async function main() {
  const webDir = await buildConsole();
  const server = await startConsoleServer(webDir);
  const browser = await launchChromium();
  try {
    const { page } = await openPage(browser, {}, 1);
    // Requests the page has in flight (the alert lookups and dashboard refreshes queue up in a storm).
    let inFlight = 0;
    page.on('request', () => inFlight++);
    page.on('requestfinished', () => inFlight--);
    page.on('requestfailed', () => inFlight--);
    await login(page, server.url);
    await page.getByRole('heading', { name: '控制台' }).waitFor();
    if (process.env.STORM_HASH) await page.evaluate((h) => (location.hash = h), process.env.STORM_HASH);
    await drain(() => inFlight);

    // Warm-up storm: the first seconds compile (JIT) the alert path; that code is kept, not leaked.
    await storm(server.url, WARMUP_SECONDS, () => undefined);
    await drain(() => inFlight);
    const before = await heapAfterGc(page);
    await page.evaluate(watch, POPUP);
    const t0 = await page.evaluate(() => performance.now());

    let samples = 0;
    let maxSampled = 0;
    const started = Date.now();
    const {
      pushed,
      seconds: sendSeconds,
      delivered,
    } = await storm(server.url, SECONDS, async (tick) => {
      // the pop-ups are also counted from outside, twice a second
      if (tick % 5 === 0) {
        maxSampled = Math.max(maxSampled, await page.locator(POPUP).count());
        samples++;
      }
      if (tick % (TICKS * 10) === 0)
        console.log(
          `storm: ${(tick * RATE) / TICKS} alerts pushed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
        );
    });
    const backlog = inFlight;
    const drained = await drain(() => inFlight);
    const observed = await page.evaluate(() => {
      const s = (
        window as unknown as {
          __storm: { maxPopups: number; maxFrameGap: number; frames: number; on: boolean };
        }
      ).__storm;
      s.on = false;
      return s;
    });
    const longest = Math.max(0, ...(await longTasksSince(page, t0)));
    const after = await heapAfterGc(page);
    const growth = (after / before - 1) * 100;
    const maxPopups = Math.max(observed.maxPopups, maxSampled);

    const rows = [
      row('alerts pushed / delivered to the console', delivered, ` of ${pushed}`),
      row('push rate achieved', pushed / sendSeconds, ' /s', { atLeast: RATE * 0.95 }),
      row('requests in flight in the console at the end of the storm', backlog, ''),
      row('time for them to drain', drained, ' s', {}, 1),
      row('longest task during the storm', longest, ' ms'),
      row('longest gap between frames during the storm', observed.maxFrameGap, ' ms'),
      row('JS heap before (after GC)', before / 1e6, ' MB', {}, 1),
      row('JS heap after (after GC)', after / 1e6, ' MB', {}, 1),
      row('JS heap growth', growth, ' %', { atMost: 10 }, 1),
      row('alert pop-ups on screen at once (max)', maxPopups, '', { atMost: 1 }),
    ];
    printRows(rows, 46, 14);
    writeSection({
      id: 'storm',
      title: 'Alert storm',
      method:
        `${RATE} alerts/s (${RATE / TICKS} every ${1000 / TICKS} ms, the six kinds in turn) for ${SECONDS} s through POST /__mock/alerts ` +
        'to a signed-in admin console on 控制台 (fresh production build, mock server, Debian Chromium via Playwright, no CPU ' +
        `throttling). A ${WARMUP_SECONDS} s warm-up storm runs first (the pop-up queue reaches its storm state and V8 compiles the alert path) and the heap is read after it. ` +
        'Heap: CDP HeapProfiler.collectGarbage then Runtime.getHeapUsage, before and after (after = once the page has had no request in flight for 500 ms). Long tasks: PerformanceObserver; ' +
        `frame gap: a requestAnimationFrame loop. Pop-ups: max count of ${POPUP} seen by a MutationObserver on every DOM change ` +
        `and by ${samples} samples from the driver.`,
      rows,
    });
  } finally {
    await browser.close();
    await stopServer(server);
  }
}

await main();
