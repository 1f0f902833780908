// The resource metadata types are generated once, beside the metadata they describe, and the console
// and the mock both use that one definition (@zhsq/contract/resources).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const GENERATED = 'contract/src/generated/resources.ts';
/** A declaration of the shape itself (an alias that extends the generated type is not one). */
const DECLARATION = /\binterface\s+(?:FieldMeta|ResourceMeta)\b|\btype\s+(?:FieldMeta|ResourceMeta)\s*=\s*\{/;

function sources(dir: string): string[] {
  return (readdirSync(path.join(root, dir), { recursive: true }) as string[])
    .filter((file) => /\.(ts|tsx|mts)$/.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(dir, file));
}

describe('resource metadata types', () => {
  it('are declared only in the generated resources module', () => {
    const declaredIn = ['contract/src', 'web/src', 'mock-server/src', 'hardware-sim/src', 'tools', 'tests']
      .flatMap(sources)
      .filter((file) => !file.endsWith('.test.ts'))
      .filter((file) => DECLARATION.test(readFileSync(path.join(root, file), 'utf8')));
    expect(declaredIn).toEqual([GENERATED]);
  });

  it('hold the generated metadata: the module checks every resource against them', () => {
    expect(readFileSync(path.join(root, GENERATED), 'utf8')).toContain(
      'as const satisfies Record<ResourceName, ResourceMeta>;',
    );
  });
});
