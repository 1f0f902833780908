// One section of `npm run bench`: every benchmark writes its figures to bench/sections/<id>.json with
// the target beside each, and tools/bench/run.mjs assembles bench/results.md and the printed table.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface BenchRow {
  /** What was measured, e.g. "list GET h_d/treeList/v2: mock / bare req/s". */
  figure: string;
  /** The measured value as printed, with its unit ("0.71x", "143 kB", "38 ms"). */
  value: string;
  /** The target as printed ("≥ 0.6x", "≤ 50 ms"), or "—" for a figure reported without a target. */
  target: string;
  /** Whether the target was met; null for figures without a target. */
  met: boolean | null;
}

export interface BenchSection {
  id: string;
  title: string;
  /** How it was measured: tool, load, rounds, throttling, versions. Markdown. */
  method: string;
  rows: BenchRow[];
  /** Detail tables (markdown) printed under the summary rows. */
  details?: string;
}

export function writeSection(section: BenchSection): void {
  const dir = path.join(repoRoot, 'bench/sections');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${section.id}.json`), JSON.stringify(section, null, 2) + '\n');
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** A row comparing a measured value with a bound: `atMost` for costs, `atLeast` for rates and scores. */
export function row(
  figure: string,
  value: number,
  unit: string,
  bound: { atMost?: number; atLeast?: number } = {},
  digits = 0,
): BenchRow {
  const fmt = (n: number) => `${n.toFixed(digits)}${unit}`;
  if (bound.atMost !== undefined)
    return { figure, value: fmt(value), target: `≤ ${fmt(bound.atMost)}`, met: value <= bound.atMost };
  if (bound.atLeast !== undefined)
    return { figure, value: fmt(value), target: `≥ ${fmt(bound.atLeast)}`, met: value >= bound.atLeast };
  return { figure, value: fmt(value), target: '—', met: null };
}

/** Prints a section's rows as a table on the console, figure and value padded to the given widths. */
export function printRows(rows: readonly BenchRow[], figureWidth: number, valueWidth: number): void {
  for (const r of rows)
    console.log(`${r.figure.padEnd(figureWidth)} ${r.value.padStart(valueWidth)}   target ${r.target}`);
}

/** Samples as whole numbers, comma-separated (the per-load figures under a section's table). */
export const wholeNumbers = (xs: readonly number[]): string => xs.map((x) => x.toFixed(0)).join(', ');
