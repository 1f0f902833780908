#!/usr/bin/env node
// `npm test`: every gate in order, stopping at the first failure. Each step prints its own output;
// the summary at the end lists the steps with their times.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

const steps = [
  ['generated files up to date', 'node tools/codegen/run.mjs --check'],
  ['contract lint (redocly + asyncapi)', 'npm run --silent lint:contracts'],
  ['eslint', 'npx eslint --max-warnings=0 .'],
  ['prettier', 'npx prettier --check --log-level warn .'],
  ['typecheck', 'npm run --silent typecheck'],
  ['unit + contract tests (vitest)', 'npx vitest run'],
  ['build console', 'npm run --silent build -w web'],
  ['e2e (playwright, chromium)', () => ensureChromium(), 'npx playwright test'],
];

const results = [];
for (const [name, ...actions] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  let ok = true;
  for (const action of actions) {
    if (typeof action === 'function') {
      action();
      continue;
    }
    const r = spawnSync(action, { shell: true, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
    if (r.status !== 0) {
      ok = false;
      break;
    }
  }
  results.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (!ok) break;
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
if (failed || results.length < steps.length) {
  console.log(`\nnpm test failed at: ${results.find((r) => !r.ok)?.name}`);
  process.exit(1);
}
console.log('\nall gates passed');
