// One lint configuration for every workspace. Import direction (DESIGN.md): lib and components ->
// features -> app; features never import each other; lib imports no UI.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** A files glob that may not import from the given folders (and, optionally, packages). */
function restrictImports(files, folders, extra) {
  const patterns = [
    { group: folders, message: 'imports flow lib -> components -> shell -> features -> app' },
  ];
  if (extra) patterns.push({ group: extra.patterns, message: extra.message });
  return { files: [`${files}/*.{ts,tsx}`], rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

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
  // Import direction: lib -> components -> shell -> features -> app (the app composes everything).
  restrictImports('web/src/lib/**', ['**/components/**', '**/shell/**', '**/features/**', '**/app/**'], {
    patterns: ['antd', 'antd/*', 'react', 'react-dom', 'react-dom/*', '@ant-design/*'],
    message: 'web/src/lib holds no UI code',
  }),
  restrictImports('web/src/components/**', ['**/shell/**', '**/features/**', '**/app/**']),
  restrictImports('web/src/shell/**', ['**/features/**', '**/app/**']),
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
  // The mock backend and the simulators read the contract package, never the console.
  {
    files: ['mock-server/src/**/*.ts', 'hardware-sim/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@zhsq/web', '@zhsq/web/*', '**/web/src/**'],
              message: 'the mock and the simulators import @zhsq/contract, not the console',
            },
          ],
        },
      ],
    },
  },
  // ...and a feature imports no other feature (shared pieces go to components/, shell/ or lib/).
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
