// The bundles as other OpenAPI tools read them (docs/adr/0013): only internal `#/components/...` references,
// every one resolving, and the recursive schemas (the menu tree, the community tree, the agent tree)
// kept as references a tool can follow instead of an endless inline expansion. Checked with
// @apidevtools/json-schema-ref-parser, the resolver Prism and many generators build on; Prism itself
// reads the api bundle in prism.test.ts.
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { describe, expect, it } from 'vitest';
import { loadBundled } from './lib/openapi.js';

type Json = Record<string, unknown>;

function refsOf(node: unknown, out = new Set<string>()): Set<string> {
  if (node && typeof node === 'object') {
    const ref = (node as Json).$ref;
    if (typeof ref === 'string') out.add(ref);
    for (const value of Object.values(node as Json)) refsOf(value, out);
  }
  return out;
}

describe.each(['api', 'qt-client', 'video-service'] as const)('openapi/dist/%s.json', (name) => {
  it('holds only internal references, each resolving, and dereferences with a standard resolver', async () => {
    const doc = loadBundled(name);
    const refs = [...refsOf(doc)];
    expect(refs.filter((r) => !r.startsWith('#/components/'))).toEqual([]);
    const parser = new $RefParser();
    const resolved = await parser.resolve(structuredClone(doc) as never);
    for (const ref of refs) expect(() => resolved.get(ref), ref).not.toThrow();
    const dereferenced = await new $RefParser().dereference(structuredClone(doc) as never, {
      dereference: { circular: 'ignore' },
    });
    expect(Object.keys((dereferenced as Json).paths as Json).length).toBeGreaterThan(0);
  });
});

it('the recursive schemas stay references (a reader follows them, nothing expands forever)', () => {
  const schemas = (loadBundled('api').components as { schemas: Json }).schemas;
  for (const name of ['MenuItem', 'TreeNode', 'AgentNode']) {
    const own = refsOf(schemas[name]);
    if (schemas[name])
      expect(
        [...own].some((r) => r === `#/components/schemas/${name}`),
        name,
      ).toBe(true);
  }
});
