#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project, checked by TypeScript 7 (the native compiler, installed
// as `typescript-native`), about 3x faster than TypeScript 5 here (53 s -> 16 s for five projects).
// TypeScript 5 (`typescript`) stays the one editors and typescript-eslint load: typescript-eslint does
// not support 7 yet. Called by path: both packages name their binary `tsc`, and which one npm links into
// node_modules/.bin is not defined.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const packageJson = createRequire(import.meta.url).resolve('typescript-native/package.json');
const tsc = path.join(path.dirname(packageJson), 'bin', 'tsc');
const projects =
  process.argv.length > 2
    ? process.argv.slice(2)
    : ['contract', 'web', 'mock-server', 'hardware-sim', 'tests', 'tools'];

for (const project of projects) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project, '--noEmit'], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
