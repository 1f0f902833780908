import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The web tests run in happy-dom with one module graph per worker (~100 s for the project instead of
// ~330 s in jsdom with a graph per file). A file keeps jsdom and a graph of its own (the `web-isolated`
// project) when it mocks modules (vi.mock applies only to modules its own graph loads) or says so with
// a `@vitest-environment jsdom` docblock, whose comment gives the reason.
const WEB_TEST = /\.test\.tsx?$/;
const OWN_GRAPH = /\bvi\.(mock|doMock)\(|@vitest-environment jsdom\b/;
const WEB_SRC = fileURLToPath(new URL('./web/src', import.meta.url));
const isolatedWebTests = (readdirSync(WEB_SRC, { recursive: true }) as string[])
  .filter((file) => WEB_TEST.test(file) && OWN_GRAPH.test(readFileSync(join(WEB_SRC, file), 'utf8')))
  .map((file) => `src/${file.split('\\').join('/')}`);
const webTest = {
  extends: './web/vite.config.ts',
  test: {
    root: './web',
    setupFiles: ['./src/test/no-css-motion.ts', './src/test/setup.ts'],
    // Renders of whole pages take seconds on a loaded 2-core machine (seen: a 2.5x slower
    // CI machine); a test that hangs still fails, only later than vitest's 5 s default.
    testTimeout: 30000,
  },
} as const;

// Projects: `unit` (the contract package and node code beside it), `web` and `web-isolated` (the console, above) and `contract`
// (tests/contract against the bundled contracts). Playwright e2e runs separately (playwright.config.ts).
export default defineConfig({
  test: {
    // Every core (vitest's default leaves one for itself): on the 2-core CI machines the suite takes
    // ~215 s instead of ~320 s (npm test stays well under 20 minutes).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'contract/src/**/*.test.ts',
            'mock-server/src/**/*.test.ts',
            'hardware-sim/src/**/*.test.ts',
            'tools/**/*.test.ts',
            // the console's build plugins (web/build), node code
            'web/build/**/*.test.ts',
          ],
          environment: 'node',
          // The files of a worker share one module graph: each mock-server test file imported the whole
          // server again (75 s -> 23 s for the project; passes under shuffled file orders).
          isolate: false,
        },
      },
      {
        ...webTest,
        test: {
          ...webTest.test,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: isolatedWebTests,
          environment: 'happy-dom',
          isolate: false,
        },
      },
      {
        ...webTest,
        test: { ...webTest.test, name: 'web-isolated', include: isolatedWebTests, environment: 'jsdom' },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 30000,
        },
      },
    ],
  },
});
