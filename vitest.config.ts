import { defineConfig } from 'vitest/config';

// Two projects: `unit` (beside the code, web in jsdom) and `contract` (tests/contract against the
// bundled contracts). Playwright e2e runs separately (playwright.config.ts).
export default defineConfig({
  test: {
    // Every core (vitest's default leaves one for itself): on the 2-core CI machines the suite takes
    // ~215 s instead of ~320 s (issue 9: keep npm test well under 20 minutes).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['mock-server/src/**/*.test.ts', 'hardware-sim/src/**/*.test.ts', 'tools/**/*.test.ts'],
          environment: 'node',
          // The files of a worker share one module graph: each mock-server test file imported the whole
          // server again (75 s -> 23 s for the project; passes under shuffled file orders). The web
          // project keeps isolation: its files leave React and antd state behind in jsdom.
          isolate: false,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // jsdom renders of whole pages take seconds on a loaded 2-core machine (seen: a 2.5x slower
          // CI machine); a test that hangs still fails, only later than vitest's 5 s default.
          testTimeout: 30000,
        },
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
