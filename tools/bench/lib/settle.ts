// When a page has settled before a timed step: no request in flight and no long task for a while (the
// in-page long-task observer of chromium.ts), so idle work a page starts on its own is over too.
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
