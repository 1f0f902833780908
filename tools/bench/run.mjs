#!/usr/bin/env node
// `npm run bench`: figures, not pass/fail. Runs each benchmark (a TypeScript module under tools/bench,
// one process each so they do not disturb one another), then assembles bench/results.md from the
// sections they wrote and prints the summary table. `npm run bench -- server bundle` runs a subset;
// sections not re-run keep their last figures.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';

/** Section id -> script. Order = order in results.md. */
const BENCHES = [
  ['server', 'tools/bench/server.ts'],
  ['bundle', 'tools/bench/bundle.ts'],
  ['browser', 'tools/bench/browser.ts'],
  ['interactions', 'tools/bench/interactions.ts'],
  ['cold', 'tools/bench/cold.ts'],
  ['lighthouse', 'tools/bench/lighthouse.ts'],
  ['storm', 'tools/bench/alert-storm.ts'],
];

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
let failed = false;
for (const [id, script] of BENCHES) {
  if (wanted.length && !wanted.includes(id)) continue;
  if (!existsSync(script)) {
    console.error(`bench ${id}: ${script} missing`);
    failed = true;
    continue;
  }
  console.log(`\n=== bench ${id}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`bench ${id} failed (exit ${r.status})`);
    failed = true;
  }
}

const sections = BENCHES.map(([id]) => `bench/sections/${id}.json`)
  .filter((f) => existsSync(f))
  .map((f) => JSON.parse(readFileSync(f, 'utf8')));
const mark = (met) => (met === null ? '' : met ? 'yes' : '**no**');
const lines = [
  '# Benchmarks',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}.`,
  '',
];
lines.push('| section | figure | value | target | met |', '|---|---|---:|---:|:---:|');
for (const s of sections)
  for (const r of s.rows)
    lines.push(`| ${s.title} | ${r.figure} | ${r.value} | ${r.target} | ${mark(r.met)} |`);
for (const s of sections) {
  lines.push('', `## ${s.title}`, '', s.method);
  if (s.details) lines.push('', s.details);
}
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.md', lines.join('\n') + '\n');
console.log('\n' + lines.slice(0, 4 + sections.reduce((n, s) => n + s.rows.length, 2)).join('\n'));
console.log('\nfull report: bench/results.md');

// README "Benchmarks" shows the latest figures that have a target, between its two markers.
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';
const readme = readFileSync('README.md', 'utf8');
if (readme.includes(START) && readme.includes(END)) {
  const targeted = sections.flatMap((s) => s.rows.filter((r) => r.met !== null).map((r) => ({ s, r })));
  const table = [
    `Latest \`npm run bench\` (${new Date().toISOString().slice(0, 10)}, Node ${process.version}; every figure and how it was measured: [bench/results.md](bench/results.md)).`,
    '',
    '| section | figure | value | target | met |',
    '|---|---|---:|---:|:---:|',
    ...targeted.map(({ s, r }) => `| ${s.title} | ${r.figure} | ${r.value} | ${r.target} | ${mark(r.met)} |`),
  ];
  const before = readme.slice(0, readme.indexOf(START) + START.length);
  const after = readme.slice(readme.indexOf(END));
  writeFileSync('README.md', `${before}\n${table.join('\n')}\n${after}`);
}
process.exit(failed ? 1 : 0);
