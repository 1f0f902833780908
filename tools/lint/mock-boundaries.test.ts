// The mock server's own import rules (eslint.config.js): its modules under src/ are named `#mock/…`
// (mock-server/package.json "imports") rather than by climbing three or more folders, and its store
// holds data only (it imports nothing from domains/ or resources/).
import { readdirSync, readFileSync } from 'node:fs';
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

const STORE_FILE = 'mock-server/src/store/probe.ts';
const STORE_DIR = new URL('../../mock-server/src/store/', import.meta.url);

describe('the mock store holds data only', () => {
  beforeAll(() => eslint.lintText('', { filePath: STORE_FILE }), 60_000);

  it.each([
    '../domains/states.js',
    '../domains/auth/login-throttle.js',
    '../resources/store.js',
    '#mock/domains/store.js',
    '#mock/resources/types.js',
  ])('a store file may not import %s', async (specifier) => {
    expect(await refusals(STORE_FILE, specifier)).toEqual([expect.stringContaining('holds data only')]);
  });

  it.each(['./sessions.js', '../realtime/time.js', '@zhsq/contract/resources', '@faker-js/faker'])(
    'a store file may import %s',
    async (specifier) => {
      expect(await refusals(STORE_FILE, specifier)).toEqual([]);
    },
  );

  it('no store module imports the domains or the resource engine', () => {
    const files = (readdirSync(STORE_DIR, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts'));
    const offending = files.filter((file) =>
      /from '(#mock\/|(\.\.\/)+)(domains|resources)\//.test(readFileSync(new URL(file, STORE_DIR), 'utf8')),
    );
    expect(files.length).toBeGreaterThan(0);
    expect(offending).toEqual([]);
  });
});
