import { defineConfig } from '@playwright/test';
import { HEADLESS_SHELL } from './tools/test/ensure-chromium.mjs';

// E2E in Debian's Chromium (no browser download). Each worker starts its own mock server (serving the
// built console) on a free port (tests/e2e/fixtures.ts), so two workers share no state; the one spec
// that needs the fixed local ports of the desktop simulators (hardware.spec.ts) runs in one worker, and
// no other journey reaches those ports (docs/adr/0101).
// The console runs in Beijing time (timezoneId below) and the mock server counts days in Beijing time;
// the tests' own date arithmetic (dayjs() for "today" in a query) must too, or between 16:00 and 24:00
// UTC the tests ask for the wrong day. Set before the workers start, which inherit it.
process.env.TZ = 'Asia/Shanghai';

export default defineConfig({
  testDir: './tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  // Two workers fill the 2-core CI machine (one left it 30% idle: a journey's critical path is one
  // renderer thread and its waits; docs/adr/0101). Tests of a file run in order in one worker.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry on CI, in a fresh worker (a new mock server, so no state left by the failed attempt). The
  // list reporter names a test that passed only on its retry as flaky. The CI machines are shared and
  // slow, and one flake should not sink a 40-minute run.
  retries: process.env.CI ? 1 : 0,
  // Room for a slow machine: a CI machine ran the suite 2.5x slower than usual (42 min), with tests
  // that take 15 s here taking up to 30 s there. A hang still fails.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // The console then runs antd without animations (app/use-reduced-motion.ts): no click lands on a dialog
    // still zooming in or a button still fading, the commonest race on a slow machine.
    reducedMotion: 'reduce',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    // A trace records a screenshot of every action: the browser and GPU processes then took as much CPU
    // as the page itself (tabs.spec: 2.1 min with traces, 1.2 min without). Recorded on the retry of a
    // failed test (CI retries once), or on demand with `npx playwright test --trace on`.
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's chromium-headless-shell (tools/test/ensure-chromium.mjs says why).
      executablePath: HEADLESS_SHELL,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
        // V8 without its optimising compilers (Maglev, TurboFan): a journey's console lives a few seconds,
        // too short for their background compiles to pay back; the journeys took 5-10% less CPU
        // (docs/adr/0100). Its garbage collector on the main thread alone: with two workers on two cores,
        // V8's parallel and concurrent GC helpers only contend with the other worker (docs/adr/0102).
        // The console's speed is measured by `npm run bench`, in a full V8.
        '--js-flags=--no-opt --no-maglev --single-threaded-gc',
      ],
    },
  },
});
