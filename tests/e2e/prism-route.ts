// The console talking to the mock server through `prism proxy --errors`, Stoplight's
// independent reading of the same contract. Every /api call of a page is sent on to Prism (which
// forwards it to the mock): a request or answer that breaks the contract comes back as Prism's own
// error (422 / 500 problem+json) or is marked in an `sl-violations` header; both count as violations.
import type { APIResponse, Page, Route } from '@playwright/test';
import { expect } from './fixtures';

export interface PrismWatch {
  /** One line per violating call: method, path, status and Prism's finding. */
  violations: string[];
  /** Resolves once no call is on its way through Prism. */
  settled(): Promise<void>;
}

/**
 * The request sent on to Prism. A connection Prism has just closed can be reset under the client's feet
 * (keep-alive race, seen in CI on a loaded machine as `read ECONNRESET`): that is transport, not the
 * contract, so a GET is sent again (at most twice more); other methods are not repeated.
 */
async function fetchThroughPrism(route: Route, url: string): Promise<APIResponse> {
  const repeatable = route.request().method() === 'GET';
  for (let attempt = 1; ; attempt++) {
    try {
      return await route.fetch({ url });
    } catch (error) {
      if (!repeatable || attempt >= 3 || !/ECONNRESET|socket hang up/.test(String(error))) throw error;
    }
  }
}

/** Playwright's errors for a call whose page, context or answer is gone. */
export const ENDED = /has been disposed|has been closed|Target closed/;

/** Routes the page's /api calls through the Prism proxy at `prismUrl` (operations without /api). */
export async function routeThroughPrism(page: Page, prismUrl: string): Promise<PrismWatch> {
  const violations: string[] = [];
  let inFlight = 0;
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/api/static/')) return route.continue(); // files, not operations
    inFlight++;
    try {
      const response = await fetchThroughPrism(
        route,
        prismUrl + url.pathname.replace(/^\/api/, '') + url.search,
      );
      const marked = response.headers()['sl-violations'];
      const problem = (response.headers()['content-type'] ?? '').includes('problem+json');
      if (marked || problem)
        violations.push(
          `${route.request().method()} ${url.pathname}: ${response.status()} ${marked ?? (await response.text()).slice(0, 300)}`,
        );
      await route.fulfill({ response });
    } catch (error) {
      // The test ended (its context closing) or the document went away with the call on its way:
      // Playwright disposes the answer and the page has stopped waiting for it. Transport, not contract.
      if (!ENDED.test(String(error))) throw error;
    } finally {
      inFlight--;
    }
  });
  return {
    violations,
    settled: () => expect.poll(() => inFlight, { intervals: [100] }).toBe(0),
  };
}
