// Each /api operation's handler can be found by its operationId: a hand-written handler names it
// (defineHandler), a generic resource operation is listed in the generated index with its resource,
// handler and seed files. The index is what `npm run gen` makes of the current resources and domains.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateMockOperationIndex } from '@zhsq/tools/codegen/mock-operation-index.mjs';
import { loadDoc, loadOperations } from '../contract/load.js';
import { resourceHandlers } from '../resources/handlers.js';
import { seeds } from './generated/seeds.js';
import { resourceOperations } from './generated/resource-operations.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const ROOT = path.resolve(SRC, '../..');
const sourceFiles = (readdirSync(SRC, { recursive: true }) as string[])
  .map((f) => f.split(path.sep).join('/'))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const sources = sourceFiles.map((file) => ({ file, text: readFileSync(path.join(SRC, file), 'utf8') }));

describe('operationId -> handler', () => {
  it('every operation of the contract is named in a source file of the mock', () => {
    const unnamed = loadOperations(loadDoc('api'))
      .map((op) => op.operationId)
      .filter((id) => !sources.some((s) => new RegExp(`\\b${id}\\b`).test(s.text)));
    expect(unnamed).toEqual([]);
  });

  it('the generated index lists exactly the generic resource operations, with files that exist', () => {
    expect(Object.keys(resourceOperations).sort()).toEqual(resourceHandlers.map((h) => h.operationId).sort());
    for (const [operationId, entry] of Object.entries(resourceOperations)) {
      const files = [entry.handler, ...(entry.seed ? [entry.seed] : []), ...entry.namedIn];
      expect(
        files.filter((f) => !existsSync(path.join(SRC, f))),
        operationId,
      ).toEqual([]);
      expect(Boolean(entry.seed), operationId).toBe(Boolean(seeds[entry.resource]));
    }
  });

  it('the generated index is up to date (npm run gen)', async () => {
    const [output] = await generateMockOperationIndex(ROOT);
    expect(readFileSync(path.join(ROOT, output!.file), 'utf8')).toBe(output!.content);
  });
});
