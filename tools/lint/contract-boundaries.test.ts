// The contract package stands below every workspace: it imports none of them, and the mock backend and
// the simulators reach the console's shared code only through it (eslint.config.js).
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The import rules that refuse `specifier` in a file at `filePath` (repository-relative). */
async function refusals(filePath: string, specifier: string): Promise<string[]> {
  const code = `import { value } from '${specifier}';\nexport const used = value;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('contract package boundaries', () => {
  // The first lint loads the configuration and the TypeScript parser (seconds on a loaded machine).
  beforeAll(() => eslint.lintText('', { filePath: 'contract/src/probe.ts' }), 60_000);

  it.each([
    '@zhsq/web/lib/constants',
    '@zhsq/mock-server/src/app',
    '@zhsq/contract/api',
    '@/lib/constants',
    '../../../web/src/lib/constants',
    '../../../mock-server/src/store/index.js',
    '../../../hardware-sim/src/server',
  ])('a contract file may not import %s', async (specifier) => {
    expect(await refusals('contract/src/catalogue/modules/probe.ts', specifier)).toHaveLength(1);
  });

  it('a contract file imports its own modules by relative path', async () => {
    expect(await refusals('contract/src/catalogue/modules/probe.ts', '../declare')).toEqual([]);
  });

  it.each(['mock-server/src/store/probe.ts', 'hardware-sim/src/qt/probe.ts'])(
    '%s imports the contract package, never the console',
    async (filePath) => {
      for (const specifier of ['@zhsq/web', '@zhsq/web/lib/constants', '../../../web/src/shell/route-types'])
        expect(await refusals(filePath, specifier), specifier).toContainEqual(
          expect.stringContaining('not the console'),
        );
      expect(await refusals(filePath, '@zhsq/contract/catalogue')).toEqual([]);
    },
  );
});
