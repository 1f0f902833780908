// The mock server's own import rules (eslint.config.js): its modules under src/ are named `#mock/…`
// (mock-server/package.json "imports") rather than by climbing three or more folders.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The import rules that refuse `specifier` in a file at `filePath` (repository-relative). */
async function refusals(filePath: string, specifier: string): Promise<string[]> {
  const code = `import { value } from '${specifier}';\nexport const used = value;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const DEEP_FILE = 'mock-server/src/domains/datapump/targets/probe.ts';

describe('mock server imports', () => {
  // The first lint loads the configuration and the TypeScript parser (seconds on a loaded machine).
  beforeAll(() => eslint.lintText('', { filePath: DEEP_FILE }), 60_000);

  it.each(['../../../store/index.js', '../../../../tools/codegen/resources.mjs', '../../../../../x.js'])(
    'a mock file may not climb three or more folders: %s',
    async (specifier) => {
      expect(await refusals(DEEP_FILE, specifier)).toEqual([expect.stringContaining('#mock/')]);
    },
  );

  it.each([
    '#mock/store/index.js',
    '@zhsq/tools/codegen/resources.mjs',
    '../../handlers.js',
    './resource.js',
  ])('a mock file may import %s', async (specifier) => {
    expect(await refusals(DEEP_FILE, specifier)).toEqual([]);
  });
});
