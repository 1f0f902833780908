// Seeds are found by convention: `export const <resourceName>: ResourceSeed` in domains/<tag>/seeds/.
// The index the mock reads is generated from them (npm run gen); no seed folder keeps a registry.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SEED_INDEX, findSeeds, generateSeedIndex } from '@zhsq/tools/codegen/seed-index.mjs';
import { seeds } from './generated/seeds.js';

const DOMAINS = fileURLToPath(new URL('.', import.meta.url));
const ROOT = path.resolve(DOMAINS, '../../..');

describe('resource seeds', () => {
  it('have no hand-written index: every seed folder holds seeds and their tests only', () => {
    const indexes = readdirSync(DOMAINS)
      .map((domain) => path.join(DOMAINS, domain, 'seeds', 'index.ts'))
      .filter((file) => existsSync(file));
    expect(indexes).toEqual([]);
    expect(existsSync(path.join(DOMAINS, 'seeds.ts'))).toBe(false);
  });

  it('are what npm run gen finds by their export names', async () => {
    const [generated] = await generateSeedIndex(ROOT);
    if (!generated) throw new Error('no output');
    expect(generated.file).toBe(SEED_INDEX);
    expect(readFileSync(path.join(ROOT, SEED_INDEX), 'utf8')).toBe(generated.content);
    const found = await findSeeds(ROOT);
    expect(Object.keys(seeds).sort()).toEqual(found.map((seed) => seed.resource).sort());
    for (const seed of found)
      expect(seed.ident).toBe(seed.resource.charAt(0).toLowerCase() + seed.resource.slice(1));
  });
});
