// One lint configuration for every workspace. Import direction (DESIGN.md): lib -> components -> shell
// -> list-page -> features -> app; features never import each other; lib imports no UI.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** A files glob that may not import from the given folders (and, optionally, packages). */
function restrictImports(files, folders, extra) {
  const patterns = [
    { group: folders, message: 'imports flow lib -> components -> shell -> list-page -> features -> app' },
  ];
  if (extra) patterns.push({ group: extra.patterns, message: extra.message });
  return { files: [`${files}/*.{ts,tsx}`], rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

const NOT_THE_CONSOLE = {
  group: ['@zhsq/web', '@zhsq/web/*', '**/web/src/**'],
  message: 'the mock and the simulators import @zhsq/contract, not the console',
};
const NO_CLIMBING_IN_THE_MOCK = {
  regex: '^(\\.\\./){3,}',
  message:
    "import the mock's own modules as '#mock/<path under mock-server/src>', and the repository's tools as '@zhsq/tools/<path>'",
};
const STORE_HOLDS_DATA_ONLY = {
  regex: '^(#mock/|(\\.\\./)+)(domains|resources)(/|$)',
  message: 'mock-server/src/store holds data only: it imports nothing from domains/ or resources/',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      'openapi/dist/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      // scratch files (see .gitignore)
      '.dc-*/**',
      '**/*.tmp.*',
      '**/*.scratch.*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // One query convention (docs/adr/0012): an endpoint's query key and fetcher are written once, in a
  // query module (an api/ folder, *-api.ts, *-queries.ts or get-*.ts); pages and components pass its
  // options (`useQuery(xxxQuery(params))`, `invalidateQueries({ queryKey: xxxKeys.all })`).
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [
      'web/src/**/api/**',
      'web/src/**/*-api.ts',
      'web/src/**/*-queries.ts',
      'web/src/**/get-*.ts',
      'web/src/**/*.test.{ts,tsx}',
      'web/src/**/testing/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ObjectExpression > Property[key.name=/^(queryKey|mutationKey)$/] > ArrayExpression',
          message:
            'Query keys are written in query modules only (docs/adr/0012): use the key factory of the endpoint, e.g. xxxQuery(params).queryKey or xxxKeys.all.',
        },
        {
          selector: "ObjectExpression > Property[key.name='queryFn']",
          message:
            "Fetchers are written in query modules only (docs/adr/0012): pass the endpoint's options, useQuery(xxxQuery(params)).",
        },
      ],
    },
  },
  // The contract package is what every workspace shares: it imports none of them, by relative paths only.
  {
    files: ['contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '@zhsq/*', '**/web/**', '**/mock-server/**', '**/hardware-sim/**'],
              message: 'the contract package imports nothing from the workspaces that use it',
            },
          ],
        },
      ],
    },
  },
  // The mock backend and the simulators read the contract package, never the console; the mock names
  // its own modules from src/ as `#mock/…` (mock-server/package.json "imports") instead of climbing
  // three or more folders.
  {
    files: ['hardware-sim/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NOT_THE_CONSOLE] }] },
  },
  {
    files: ['mock-server/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NOT_THE_CONSOLE, NO_CLIMBING_IN_THE_MOCK] }] },
  },
  // The mock's store holds data only: the domains and the resource engine build on it, never the
  // other way round (domains/store.ts binds their state to it).
  {
    files: ['mock-server/src/store/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [NOT_THE_CONSOLE, NO_CLIMBING_IN_THE_MOCK, STORE_HOLDS_DATA_ONLY] },
      ],
    },
  },
  // Import direction: lib -> components -> shell -> list-page -> features -> app (the app composes
  // everything; list-page is the engine the features' list pages are declared with).
  restrictImports(
    'web/src/lib/**',
    ['**/components/**', '**/shell/**', '**/list-page/**', '**/features/**', '**/app/**'],
    {
      patterns: ['antd', 'antd/*', 'react', 'react-dom', 'react-dom/*', '@ant-design/*'],
      message: 'web/src/lib holds no UI code',
    },
  ),
  restrictImports('web/src/components/**', ['**/shell/**', '**/list-page/**', '**/features/**', '**/app/**']),
  restrictImports('web/src/shell/**', ['**/list-page/**', '**/features/**', '**/app/**']),
  restrictImports('web/src/list-page/**', ['**/features/**', '**/app/**']),
  // ...and a feature imports no other feature (shared pieces go to list-page/, components/, shell/ or
  // lib/).
  ...readdirSync('web/src/features', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => {
      const others = readdirSync('web/src/features').filter((other) => other !== name);
      const paths = others.flatMap((o) => [
        `**/features/${o}/**`,
        ...['..', '../..', '../../..'].map((up) => `${up}/${o}/**`),
      ]);
      return restrictImports(`web/src/features/${name}/**`, ['**/app/**', ...paths]);
    }),
);
