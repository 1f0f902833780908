// Waiting for a page to settle before a timed step: no request in flight and no long task for a while
// (the page's own rendering and its idle work are over), read from the observers lib/chromium.ts installs.
import type { Page, Request } from '@playwright/test';

/** Resolves once the page has run no long task for `ms` (the page's own rendering is over). */
export async function quiet(page: Page, ms = 500): Promise<void> {
  await page.waitForFunction(
    (gap) => {
      const tasks = (window as unknown as { __bench: { longtasks: [number, number][] } }).__bench.longtasks;
      const last = tasks.reduce((end, [start, duration]) => Math.max(end, start + duration), 0);
      return performance.now() - last >= gap;
    },
    ms,
    { polling: 100 },
  );
}

/**
 * Resolves once the document has not changed for `ms` (a chart's opening animation, which runs no long
 * task, is over); fails after `limitMs` of changes, so that a page that never stops is not measured.
 */
export async function still(page: Page, ms = 500, limitMs = 20_000): Promise<void> {
  await page.evaluate(
    ([gap, limit]) =>
      new Promise<void>((resolve, reject) => {
        const done = () => {
          observer.disconnect();
          clearTimeout(cap);
          resolve();
        };
        let timer = setTimeout(done, gap);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, gap);
        });
        const cap = setTimeout(() => {
          observer.disconnect();
          clearTimeout(timer);
          reject(new Error(`the page kept changing for ${limit} ms`));
        }, limit);
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    [ms, limitMs] as const,
  );
}

/**
 * Follows the page's requests from now on: how many have started, and `drained()`, which resolves once
 * none is in flight.
 */
export function requestTracker(page: Page): { started(): number; drained(): Promise<void> } {
  const pending = new Set<Request>();
  let started = 0;
  let waiters: (() => void)[] = [];
  page.on('request', (request) => {
    started++;
    pending.add(request);
  });
  const finished = (request: Request) => {
    pending.delete(request);
    if (pending.size) return;
    waiters.forEach((resolve) => resolve());
    waiters = [];
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    started: () => started,
    drained: () => (pending.size ? new Promise((resolve) => waiters.push(resolve)) : Promise.resolve()),
  };
}

export type Tracker = ReturnType<typeof requestTracker>;

/**
 * Resolves once the page has settled: no request in flight and no long task for 500 ms, so the work
 * a page does while idle (the tree prefetch) is over too. Both sides of a comparison start from here.
 */
export async function settled(page: Page, requests: Tracker): Promise<void> {
  let seen: number;
  do {
    seen = requests.started();
    await requests.drained();
    await quiet(page);
  } while (requests.started() !== seen); // idle work that started meanwhile
}
