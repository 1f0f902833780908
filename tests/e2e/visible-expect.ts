// `expect` for the journeys, with toBeVisible waiting the way locator.waitFor does and toHaveURL the way
// page.waitForURL does. Playwright's own matchers (since 1.60) render an ARIA snapshot of the whole page
// on every poll that finds no element, a hidden one or another address, for a failure message they then
// throw away once the wait succeeds (microsoft/playwright#41098): a journey waiting for a page, a row or
// a dialog paid up to a tenth of the page's main-thread time for it, and so did the console under test.
// Here a wait costs only the lookup; one that times out is handed to Playwright's matcher once, for its
// usual message.
import { expect as playwrightExpect, type Locator, type Page } from '@playwright/test';

type UrlExpected = string | RegExp | ((url: URL) => boolean);

/** toHaveURL's test: a pattern, a predicate, or the whole URL (resolved against the page's URL). */
function urlMatcher(page: Page, expected: UrlExpected, ignoreCase = false): (url: URL) => boolean {
  if (typeof expected === 'function') return expected;
  if (expected instanceof RegExp) {
    const flags = ignoreCase ? `${expected.flags.replace('i', '')}i` : expected.flags;
    const pattern = new RegExp(expected.source, flags.replace('g', ''));
    return (url) => pattern.test(url.href);
  }
  const whole = new URL(expected, page.url()).href;
  return (url) => (ignoreCase ? url.href.toLowerCase() === whole.toLowerCase() : url.href === whole);
}

interface MatcherRun {
  name: string;
  isNot: boolean;
  timeout: number;
  /** Resolves once the expectation holds; throws a TimeoutError after `timeout`. */
  wait: () => Promise<unknown>;
  /** Playwright's own matcher for the same expectation, once, with a 1 ms timeout. */
  recheck: () => Promise<void>;
  holds: string;
}

/** A matcher result: `holds` is whether what the journey expects (negated or not) is true. */
async function run({ name, isNot, timeout, wait, recheck, holds }: MatcherRun) {
  const outcome = (ok: boolean, message: string) => ({ pass: ok !== isNot, name, message: () => message });
  try {
    await wait();
    return outcome(true, holds);
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error;
  }
  try {
    await recheck();
    return outcome(true, holds);
  } catch (error) {
    return outcome(false, String((error as Error).message).replace('Timeout: 1ms', `Timeout: ${timeout}ms`));
  }
}

export const expect = playwrightExpect.extend({
  async toBeVisible(locator: Locator, options: { timeout?: number; visible?: boolean } = {}) {
    const visible = (options.visible ?? true) !== this.isNot;
    const timeout = options.timeout ?? this.timeout;
    return run({
      name: 'toBeVisible',
      isNot: this.isNot,
      timeout,
      wait: () => locator.waitFor({ state: visible ? 'visible' : 'hidden', timeout }),
      recheck: () =>
        (this.isNot ? playwrightExpect(locator).not : playwrightExpect(locator)).toBeVisible({
          visible: options.visible,
          timeout: 1,
        }),
      holds: `${locator} is ${visible ? 'visible' : 'hidden'}`,
    });
  },
  async toHaveURL(
    page: Page,
    expected: UrlExpected,
    options: { ignoreCase?: boolean; timeout?: number } = {},
  ) {
    const timeout = options.timeout ?? this.timeout;
    const matches = urlMatcher(page, expected, options.ignoreCase);
    return run({
      name: 'toHaveURL',
      isNot: this.isNot,
      timeout,
      // follows the page's navigations, hash changes included, instead of polling the page
      wait: () => page.waitForURL((url) => matches(url) !== this.isNot, { timeout, waitUntil: 'commit' }),
      recheck: () =>
        (this.isNot ? playwrightExpect(page).not : playwrightExpect(page)).toHaveURL(expected, {
          ignoreCase: options.ignoreCase,
          timeout: 1,
        }),
      holds: `the page's URL ${this.isNot ? 'does not match' : 'matches'} ${String(expected)}`,
    });
  },
});
