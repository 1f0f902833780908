#!/usr/bin/env node
// Generates everything derived from the contracts. Never edit the outputs by hand.
//   openapi/<api>.yaml      -> openapi/dist/<api>.json (bundled with internal $refs, used at run time and by Prism)
//                           -> contract/src/generated/<api>.ts (openapi-typescript)
//   asyncapi/*.yaml         -> contract/src/generated/asyncapi.ts (payload types)
//   openapi/resources/      -> mock-server/src/domains/generated/resource-operations.ts (where the mock answers each)
//   resources' route: blocks -> contract/src/generated/list-page-routes.ts (placed by the catalogue)
//   domains/<tag>/seeds/    -> mock-server/src/domains/generated/seeds.ts (every resource's seed, by convention)
// `--check` regenerates in memory and fails when a committed output is stale.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateOpenApi } from './openapi.mjs';
import { generateAsyncApi } from './asyncapi.mjs';
import { generateResources } from './resources.mjs';
import { generateMockOperationIndex } from './mock-operation-index.mjs';
import { generateSeedIndex } from './seed-index.mjs';
import { generateListPageRoutes } from './list-page-routes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const check = process.argv.includes('--check');

// Resource declarations expand into contract files first: the bundles below read them from disk.
// The catalogue reads the list page routes before the /api bundle derives permissions from it.
const resourceOutputs = [...(await generateResources(root)), ...(await generateListPageRoutes(root))];
let stale = await writeOutputs(resourceOutputs);
const outputs = [
  ...resourceOutputs,
  ...(await generateOpenApi(root)),
  ...(await generateAsyncApi(root)),
  ...(await generateMockOperationIndex(root)),
  ...(await generateSeedIndex(root)),
];
stale += await writeOutputs(outputs.slice(resourceOutputs.length));
if (stale) process.exit(1);
console.log(`codegen: ${outputs.length} outputs ${check ? 'up to date' : 'written'}`);

async function writeOutputs(list) {
  let stale = 0;
  for (const { file, content } of list) {
    const abs = path.join(root, file);
    const current = existsSync(abs) ? await readFile(abs, 'utf8') : null;
    if (current === content) continue;
    if (check) {
      console.error(`stale generated file: ${file} (run npm run gen)`);
      stale++;
      continue;
    }
    await mkdir(path.dirname(abs), { recursive: true });
    await writeFile(abs, content);
    console.log(`generated ${file}`);
  }
  return stale;
}
