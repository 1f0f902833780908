// Functions stay small: no function of the console, the mock server or the hardware simulators runs
// over MAX_FUNCTION_LINES lines (its whole span, signature to closing brace, nested functions included).
// Generated code and tests are left out. `node tools/lint/long-functions.mjs [dirs...]` lists the
// offenders and exits 1 when there are any; tools/lint/long-functions.test.ts runs it in the unit project.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const MAX_FUNCTION_LINES = 150;
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CHECKED_DIRS = ['web/src', 'mock-server/src', 'hardware-sim/src'];

const SOURCE = /\.(m?[jt]sx?)$/;
const LEFT_OUT = [
  /(^|\/)generated\//,
  /(^|\/)node_modules\//,
  /(^|\/)dist\//,
  /\.test\.[mc]?[jt]sx?$/,
  /\.d\.m?ts$/,
];

/** Source files under `dir` (relative to ROOT), tests and generated code left out. */
export function sourceFiles(dir) {
  const files = readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true });
  return files
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) =>
      path
        .relative(ROOT, path.join(entry.parentPath ?? entry.path, entry.name))
        .split(path.sep)
        .join('/'),
    )
    .filter((file) => !LEFT_OUT.some((pattern) => pattern.test(file)))
    .sort();
}

/** The name a reader would look for: the declaration's own, or the variable / property it is assigned to. */
function functionName(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (
    parent &&
    (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
  )
    return parent.name.getText();
  if (parent && ts.isCallExpression(parent)) {
    const holder = parent.parent;
    if (holder && ts.isVariableDeclaration(holder)) return holder.name.getText();
    return `${parent.expression.getText().slice(0, 40)}(…)`;
  }
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  return '(anonymous)';
}

/** Every function in one file with its length in lines. */
export function functionLengths(file, text = readFileSync(path.join(ROOT, file), 'utf8')) {
  const kind = file.endsWith('x')
    ? ts.ScriptKind.TSX
    : file.endsWith('.ts') || file.endsWith('.mts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ file, name: functionName(node), line: start + 1, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Functions longer than `max` lines in `dirs`, longest first. */
export function longFunctions(dirs = CHECKED_DIRS, max = MAX_FUNCTION_LINES) {
  return dirs
    .flatMap((dir) => sourceFiles(dir).flatMap((file) => functionLengths(file)))
    .filter((fn) => fn.lines > max)
    .sort((a, b) => b.lines - a.lines);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const max = Number(args.find((arg) => arg.startsWith('--max='))?.slice(6) ?? MAX_FUNCTION_LINES);
  const dirs = args.filter((arg) => !arg.startsWith('--'));
  const offenders = longFunctions(dirs.length > 0 ? dirs : CHECKED_DIRS, max);
  for (const fn of offenders) console.log(`${fn.lines}\t${fn.name}\t${fn.file}:${fn.line}`);
  if (offenders.length > 0) {
    console.error(`${offenders.length} function(s) over ${max} lines: split them into named parts.`);
    process.exitCode = 1;
  }
}
