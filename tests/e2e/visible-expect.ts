// `expect` for the journeys, with toBeVisible waiting the way locator.waitFor does. Playwright's own
// toBeVisible (since 1.60) renders an ARIA snapshot of the whole page on every poll that finds no
// element, for a failure message it then throws away when the element appears
// (microsoft/playwright#41098): a journey waiting for a page, a row or a dialog paid up to a tenth of the
// page's main-thread time for it, and so did the console under test. Here the wait costs only the
// lookup; a wait that times out is handed to Playwright's matcher once, for its usual message.
import { expect as playwrightExpect, type Locator } from '@playwright/test';

interface VisibleOptions {
  timeout?: number;
  visible?: boolean;
}

export const expect = playwrightExpect.extend({
  async toBeVisible(locator: Locator, options: VisibleOptions = {}) {
    const wantVisible = (options.visible ?? true) !== this.isNot;
    const timeout = options.timeout ?? this.timeout;
    const outcome = (holds: boolean, message: string) => ({
      pass: holds !== this.isNot,
      name: 'toBeVisible',
      message: () => message,
    });
    try {
      await locator.waitFor({ state: wantVisible ? 'visible' : 'hidden', timeout });
      return outcome(true, `${locator} is ${wantVisible ? 'visible' : 'hidden'}`);
    } catch (error) {
      if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error;
    }
    // Timed out: the same check once more through Playwright's matcher, for its message (what it found,
    // the page's ARIA snapshot), with the time this wait took.
    try {
      const matcher = this.isNot ? playwrightExpect(locator).not : playwrightExpect(locator);
      await matcher.toBeVisible({ visible: options.visible, timeout: 1 });
      return outcome(true, `${locator} is ${wantVisible ? 'visible' : 'hidden'}`);
    } catch (error) {
      return outcome(
        false,
        String((error as Error).message).replace('Timeout: 1ms', `Timeout: ${timeout}ms`),
      );
    }
  },
});
