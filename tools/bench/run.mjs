#!/usr/bin/env node
// `npm run bench`: figures, not pass/fail. Runs the TypeScript benchmark with tsx.
import { spawnSync } from 'node:child_process';
const r = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'tools/bench/mock-throughput.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(r.status ?? 1);
