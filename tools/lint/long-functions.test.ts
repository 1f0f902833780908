// Functions stay small: none in the console, the mock server or the hardware simulators runs over
// MAX_FUNCTION_LINES lines (tools/lint/long-functions.mjs; generated code and tests left out).
import { describe, expect, it } from 'vitest';
import {
  CHECKED_DIRS,
  MAX_FUNCTION_LINES,
  functionLengths,
  longFunctions,
  sourceFiles,
} from './long-functions.mjs';

const body = (lines: number): string =>
  Array.from({ length: lines - 2 }, (_, i) => `  const v${i} = ${i};`).join('\n');

describe('long functions', () => {
  it(`no function in ${CHECKED_DIRS.join(', ')} runs over ${MAX_FUNCTION_LINES} lines`, () => {
    const offenders = longFunctions().map((fn) => `${fn.file}:${fn.line} ${fn.name} (${fn.lines} lines)`);
    expect(offenders).toEqual([]);
  });

  it('measures declarations, arrow functions, methods and components from signature to closing brace', () => {
    const text = [
      `export function declared() {\n${body(151)}\n}`,
      `const Arrow = () => {\n${body(10)}\n};`,
      `class Holder {\n  method() {\n${body(3)}\n  }\n}`,
      `export const Page = memo(function Page() {\n${body(160)}\n});`,
    ].join('\n');
    const found = functionLengths('web/src/sample.tsx', text).map(({ name, lines }) => [name, lines]);
    expect(found).toEqual([
      ['declared', 151],
      ['Arrow', 10],
      ['method', 3],
      ['Page', 160],
    ]);
  });

  it('reads every source file of the checked folders and leaves tests and generated code out', () => {
    const files = CHECKED_DIRS.flatMap((dir) => sourceFiles(dir));
    expect(files).toContain('mock-server/src/domains/datapump/tasks.ts');
    expect(files.some((file) => file.startsWith('hardware-sim/src/'))).toBe(true);
    expect(files.filter((file) => /\.test\.tsx?$|\/generated\//.test(file))).toEqual([]);
  });
});
