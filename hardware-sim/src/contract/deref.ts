// Inlines the internal `$ref`s (`#/...`) of a bundled document so every schema can be compiled on its
// own. The bundles may keep references to `#/components/...`; contracts here have no recursive schemas.

function pointerGet(root: unknown, pointer: string): unknown {
  let node = root;
  for (const raw of pointer.replace(/^#\/?/, '').split('/')) {
    if (raw === '') continue;
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

export function derefDocument<T>(doc: T): T {
  const done = new Map<string, unknown>();
  const visit = (node: unknown, stack: string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, stack));
    if (typeof node !== 'object' || node === null) return node;
    const record = node as Record<string, unknown>;
    const ref = record.$ref;
    if (typeof ref === 'string' && ref.startsWith('#')) {
      if (stack.includes(ref)) throw new Error(`recursive $ref ${ref}`);
      let target = done.get(ref);
      if (target === undefined) {
        const resolved = pointerGet(doc, ref);
        if (resolved === undefined) throw new Error(`unresolved $ref ${ref}`);
        target = visit(resolved, [...stack, ref]);
        done.set(ref, target);
      }
      const siblings = Object.entries(record).filter(([k]) => k !== '$ref');
      if (!siblings.length) return target;
      return { ...(target as object), ...Object.fromEntries(siblings.map(([k, v]) => [k, visit(v, stack)])) };
    }
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, visit(v, stack)]));
  };
  return visit(doc, []) as T;
}
