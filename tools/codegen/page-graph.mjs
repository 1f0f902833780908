// The console's module graph, read statically with the TypeScript parser: which files each page
// module reaches (static and dynamic imports, type-only imports left out) and the string literals
// they hold (all of them, and those in a resource slot: `resource:` / `resource=` / `log=`, or the
// argument of `metaOf()`). The pages are the modules the catalogue routes name (`page`, relative to
// web/src/features; the console loads them by a glob, which is no import here); everything reachable
// from main.tsx is the shell.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { tsImport } from 'tsx/esm/api';

export const SHELL_ENTRY = 'web/src/main.tsx';
export const CATALOGUE = 'contract/src/catalogue/index.ts';
const PAGES_ROOT = 'web/src/features';
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const RESOURCE_SLOTS = new Set(['resource', 'log']);
const RESOURCE_CALLS = new Set(['metaOf']);

/** The console's `@/` alias (web/vite.config.ts, web/tsconfig.json): the web/src of the importer. */
const aliasRoot = (from) => {
  const at = from.lastIndexOf(`${path.sep}web${path.sep}src${path.sep}`);
  return at < 0 ? undefined : from.slice(0, at) + `${path.sep}web${path.sep}src`;
};

/** A file of the contract package (`@zhsq/contract/...`), found through its package.json "exports". */
function contractFile(from, specifier) {
  try {
    return createRequire(from).resolve(specifier);
  } catch {
    return undefined;
  }
}

function resolveImport(from, specifier) {
  if (specifier.startsWith('@zhsq/contract/')) return contractFile(from, specifier);
  const aliased = specifier.startsWith('@/') && aliasRoot(from);
  if (!aliased && !specifier.startsWith('.')) return undefined;
  const base = aliased ? path.join(aliased, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (/\.tsx?$/.test(file) && existsSync(file)) return file;
  }
  return undefined;
}

/** A string literal where the console names a list-page resource. */
function inResourceSlot(node) {
  const parent = node.parent;
  if ((ts.isPropertyAssignment(parent) || ts.isJsxAttribute(parent)) && parent.initializer === node)
    return RESOURCE_SLOTS.has(parent.name.getText());
  return (
    ts.isCallExpression(parent) &&
    ts.isIdentifier(parent.expression) &&
    RESOURCE_CALLS.has(parent.expression.text) &&
    parent.arguments[0] === node
  );
}

function isDynamicImport(node) {
  return ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword;
}

/** Imports (static, dynamic) and string literals of one file. */
function parseFile(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const staticImports = [];
  const dynamicImports = [];
  const strings = new Set();
  const resources = new Set();
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
      const target = resolveImport(file, node.moduleSpecifier.text);
      if (target && !typeOnly) staticImports.push(target);
      return;
    }
    if (isDynamicImport(node)) {
      const [arg] = node.arguments;
      const target = arg && ts.isStringLiteralLike(arg) ? resolveImport(file, arg.text) : undefined;
      if (target) dynamicImports.push(target);
    }
    if (ts.isStringLiteralLike(node)) {
      strings.add(node.text);
      if (inResourceSlot(node)) resources.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { staticImports, dynamicImports, strings, resources };
}

/** The file of a catalogue route's `page` ('property/list-pages/resident#ResidentAddPage'). */
export function pageFileOf(root, page) {
  return path.join(root, PAGES_ROOT, `${page.split('#')[0]}.tsx`);
}

/** Every catalogue route that names a page: { route, file }; a page naming no file fails. */
export async function cataloguePages(root) {
  const { catalogueRoutes } = await tsImport(path.join(root, CATALOGUE), import.meta.url);
  return catalogueRoutes
    .filter((r) => r.page)
    .map((r) => {
      const file = pageFileOf(root, r.page);
      if (!existsSync(file)) throw new Error(`route ${r.name}: no page module ${r.page}`);
      return { route: r.name, file };
    });
}

/** Reads the console under `root` once; answers reachability questions over it. */
export function readConsoleGraph(root, pages) {
  const cache = new Map();
  const parsed = (file) => {
    let entry = cache.get(file);
    if (!entry) cache.set(file, (entry = parseFile(file)));
    return entry;
  };
  /** Files reachable from `entry`. */
  const reach = (entry) => {
    const seen = new Set();
    const stack = [entry];
    while (stack.length) {
      const file = stack.pop();
      if (seen.has(file)) continue;
      seen.add(file);
      const { staticImports, dynamicImports } = parsed(file);
      stack.push(...staticImports, ...dynamicImports);
    }
    return seen;
  };

  /** Every string literal of a set of files, and those in resource slots. */
  const stringsOf = (files) => {
    const strings = new Set();
    const resources = new Set();
    for (const file of files) {
      for (const s of parsed(file).strings) strings.add(s);
      for (const s of parsed(file).resources) resources.add(s);
    }
    return { strings, resources };
  };

  return { reach, stringsOf, pages, shellEntry: path.join(root, SHELL_ENTRY) };
}
