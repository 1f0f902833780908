#!/usr/bin/env node
// `npm test`: every gate, stopping at the first stage that fails. The steps of a stage run side by side
// (the static checks are mostly single-threaded: on the 2-core CI machine two at a time took ~100 s
// instead of ~125 s); each step's output is printed whole when it ends, so outputs never interleave.
// The summary at the end lists the steps with their times.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';

const stages = [
  [
    ['typecheck', 'npm run --silent typecheck'],
    ['generated files up to date', 'node tools/codegen/run.mjs --check'],
    ['contract lint (redocly + asyncapi)', 'npm run --silent lint:contracts'],
    ['eslint', 'npx eslint --max-warnings=0 .'],
    ['prettier', 'npx prettier --check --log-level warn .'],
    // Installs Debian's Chromium, its headless shell and CJK fonts when missing (apt-get waits on the
    // network, not the CPU).
    ['browsers for e2e', 'node tools/test/ensure-chromium.mjs'],
    // The e2e suite's build: it needs none of the checks before it, and in a lane of its own here it
    // costs less than a stage of its own between Vitest (which holds both cores) and e2e.
    ['build console', 'npm run --silent build -w web'],
  ],
  // One after the other: Vitest keeps both cores busy (the summary's CPU figure), so Vitest beside the
  // journeys took as long in all (docs/adr/0082); the journeys fill the two cores with two workers of
  // their own (playwright.config.ts, docs/adr/0101).
  [['unit + contract tests (vitest)', 'npx vitest run']],
  [['e2e (playwright, chromium)', 'npx playwright test']],
];
const SIDE_BY_SIDE = 2;

/** Runs one step; resolves with its result once it ends. `echo`: print output as it comes. */
function run([name, command], echo) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: echo ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!echo) process.stdout.write(`\n=== ${name} (${seconds} s)\n${Buffer.concat(output).toString()}`);
      resolve({ name, ok: code === 0, seconds });
    });
  });
}

/** The steps of a stage, at most SIDE_BY_SIDE at a time, in order of listing. */
async function runStage(steps) {
  if (steps.length === 1) {
    console.log(`\n=== ${steps[0][0]}`);
    return [await run(steps[0], true)];
  }
  const results = [];
  const queue = [...steps];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) results.push(await run(step, false));
  };
  await Promise.all(Array.from({ length: SIDE_BY_SIDE }, lane));
  return steps.map(([name]) => results.find((r) => r.name === name));
}

/**
 * Busy CPU time of the whole machine so far (Linux /proc/stat: every state but idle and iowait), in
 * core-seconds; undefined elsewhere. On an otherwise idle machine the difference over the run is what
 * the gates cost, and that divided by the cores is the shortest the run could take.
 */
function busyCoreSeconds() {
  if (!existsSync('/proc/stat')) return undefined;
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = fields.map(Number);
  const idle = ticks[3] + (ticks[4] ?? 0);
  return (ticks.slice(0, 8).reduce((sum, t) => sum + t, 0) - idle) / 100;
}

/** Wall time and machine busy CPU since `from` (a `mark()`), as printed in the summary. */
const mark = () => ({ at: Date.now(), busy: busyCoreSeconds() });
function usage(from) {
  const wall = (Date.now() - from.at) / 1000;
  const cores = os.cpus().length;
  if (from.busy === undefined) return `${wall.toFixed(0)} s`;
  const busy = busyCoreSeconds() - from.busy;
  return (
    `${wall.toFixed(0)} s, machine CPU busy ${busy.toFixed(0)} core-s of ${(wall * cores).toFixed(0)} ` +
    `(${cores} cores, ${((100 * busy) / (wall * cores)).toFixed(0)}%)`
  );
}

const started = mark();
const results = [];
const stageUsage = [];
for (const steps of stages) {
  const stageStart = mark();
  const stage = await runStage(steps);
  results.push(...stage);
  // Whether a stage is bound by the CPU or by waiting (docs/adr/0082).
  stageUsage.push(
    `${steps.length === 1 ? steps[0][0] : `${steps.length} steps side by side`}: ${usage(stageStart)}`,
  );
  if (stage.some((r) => !r.ok)) break;
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
for (const line of stageUsage) console.log(`stage ${line}`);
console.log(`wall ${usage(started)}`);
const failed = results.filter((r) => !r.ok);
if (failed.length || results.length < stages.flat().length) {
  console.log(`\nnpm test failed at: ${failed.map((r) => r.name).join(', ')}`);
  process.exit(1);
}
console.log('\nall gates passed');
