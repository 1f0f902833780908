// Debian's Chromium through Playwright, CPU throttling through CDP and the in-page observers the browser
// figures are read from (paint, LCP, long tasks), installed before any page script runs.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { CHROMIUM } from '../../test/ensure-chromium.mjs';

/** The full browser, as operators run it (the e2e suite uses the headless shell). */
export const CHROMIUM_PATH = CHROMIUM;
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];
/** CPU slow-down for the browser figures (the brief's 4x). */
export const CPU_THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 4);

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export const CONTEXT: BrowserContextOptions = {
  viewport: { width: 1440, height: 900 },
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
};

/** Collects LCP and long tasks from document start on (read with `vitals`). */
function installObservers(): void {
  const w = window as unknown as { __bench: { lcp: number; longtasks: [number, number][] } };
  w.__bench = { lcp: 0, longtasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.longtasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/** A page of a fresh context (cold HTTP cache) with the observers in and the CPU throttled. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
  throttle = CPU_THROTTLE,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...CONTEXT, ...options });
  // tsx (esbuild keepNames) wraps named functions in the code sent to the page with __name()
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  await context.addInitScript(installObservers);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return { context, page };
}

export interface Vitals {
  fcp: number;
  lcp: number;
}

export async function vitals(page: Page): Promise<Vitals> {
  // the paint entry can trail the content being laid out by a frame
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  return page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const w = window as unknown as { __bench: { lcp: number } };
    return { fcp, lcp: w.__bench.lcp || NaN };
  });
}

/** Long tasks (ms) that started at or after `since` (performance.now() time). */
export async function longTasksSince(page: Page, since: number): Promise<number[]> {
  return page.evaluate(
    (t) =>
      (window as unknown as { __bench: { longtasks: [number, number][] } }).__bench.longtasks
        .filter(([start]) => start >= t)
        .map(([, d]) => d),
    since,
  );
}

/**
 * What starts a timed interaction: a click on the first element matching (with this text), a hash
 * change, or typing a value into an input (set through the native setter plus an input event, as React
 * listens for).
 */
export type Act = { click: string; text?: string } | { hash: string } | { fill: string; value: string };
/** When it is done: an element matching `selector` (with this text) exists and is rendered visible. */
export interface Ready {
  selector: string;
  text?: string;
}

/**
 * Performs `act` in the page and resolves with the ms from just before it to the first frame after
 * `ready` holds (checked every animation frame; the time is taken in the next frame's callback, i.e.
 * once the frame showing it has been produced). No eval: the console is served with a CSP.
 */
export async function timeToFrame(page: Page, act: Act, ready: Ready, timeoutMs = 30_000): Promise<number> {
  return page.evaluate(
    ({ act, ready, timeoutMs }) =>
      new Promise<number>((resolve, reject) => {
        const find = (selector: string, text?: string) =>
          [...document.querySelectorAll<HTMLElement>(selector)].filter(
            (el) => text === undefined || el.textContent?.includes(text),
          );
        const t0 = performance.now();
        if ('hash' in act) location.hash = act.hash;
        else if ('fill' in act) {
          const input = document.querySelector<HTMLInputElement>(act.fill);
          if (!input) return reject(new Error(`no input: ${act.fill}`));
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, act.value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        } else {
          const target = find(act.click, act.text)[0];
          if (!target) return reject(new Error(`nothing to click: ${act.click} ${act.text ?? ''}`));
          target.click();
        }
        const tick = () => {
          if (performance.now() - t0 > timeoutMs) return reject(new Error(`not ready: ${ready.selector}`));
          if (find(ready.selector, ready.text).some((el) => el.checkVisibility()))
            requestAnimationFrame(() => resolve(performance.now() - t0));
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { act, ready, timeoutMs },
  );
}
