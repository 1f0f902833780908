// The console's module graph, read statically with the TypeScript parser: which files each page
// module reaches (static and dynamic imports, type-only imports left out) and the string literals
// they hold (all of them, and those in a resource slot: `resource:` / `resource=` / `log=`, or the
// argument of `metaOf()`). The two page maps (app/pages.ts, features/resources/routes.ts) are where the shell ends
// and the pages begin: their lazy imports are the pages, everything else reachable from main.tsx is
// the shell.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

export const SHELL_ENTRY = 'web/src/main.tsx';
export const PAGE_MAPS = ['web/src/app/pages.ts', 'web/src/features/resources/routes.ts'];
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

/** Imports (static, dynamic) and string literals of one file; the page entries of a page map. */
function parseFile(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const staticImports = [];
  const dynamicImports = [];
  const strings = new Set();
  const resources = new Set();
  const pages = [];
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
    if (ts.isPropertyAssignment(node) && ts.isArrowFunction(node.initializer)) {
      const name = node.name.getText(source).replace(/^['"]|['"]$/g, '');
      const found = [];
      const findImport = (inner) => {
        if (isDynamicImport(inner) && ts.isStringLiteralLike(inner.arguments[0])) {
          const target = resolveImport(file, inner.arguments[0].text);
          if (target) found.push(target);
        }
        ts.forEachChild(inner, findImport);
      };
      findImport(node.initializer);
      if (found.length) pages.push({ route: name, file: found[0] });
    }
    if (ts.isStringLiteralLike(node)) {
      strings.add(node.text);
      if (inResourceSlot(node)) resources.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { staticImports, dynamicImports, strings, resources, pages };
}

/** Reads the console under `root` once; answers reachability questions over it. */
export function readConsoleGraph(root) {
  const cache = new Map();
  const parsed = (file) => {
    let entry = cache.get(file);
    if (!entry) cache.set(file, (entry = parseFile(file)));
    return entry;
  };
  const pageMaps = new Set(PAGE_MAPS.map((file) => path.join(root, file)));

  /** Files reachable from `entry`; the page maps' lazy page imports are not followed. */
  const reach = (entry) => {
    const seen = new Set();
    const stack = [entry];
    while (stack.length) {
      const file = stack.pop();
      if (seen.has(file)) continue;
      seen.add(file);
      const { staticImports, dynamicImports } = parsed(file);
      stack.push(...staticImports);
      if (!pageMaps.has(file)) stack.push(...dynamicImports);
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

  const pages = [...pageMaps].flatMap((file) => parsed(file).pages);
  return { reach, stringsOf, pages, shellEntry: path.join(root, SHELL_ENTRY) };
}
