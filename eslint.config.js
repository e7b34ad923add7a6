import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

/**
 * A module is a folder under server/modules/; it owns its `*.table.ts` and `*.repository.ts`.
 * Other modules reach its data through the interface it exports (usecases, a writer, a reader),
 * so one zone per module forbids every other module's tables and repositories.
 * Table files are exempt as importers: a Drizzle foreign key names the other table (`schools.id`).
 */
const MODULES = readdirSync('server/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const STORAGE_ZONES = MODULES.map((name) => ({
  target: `./server/modules/${name}/**/!(*.table).ts`,
  from: MODULES.filter((other) => other !== name).flatMap((other) => [
    `./server/modules/${other}/**/*.table.ts`,
    `./server/modules/${other}/**/*.repository.ts`,
  ]),
  message: `Use the module's exported interface, not its tables or repository (docs/ARCHITECTURE.md).`,
}));

/**
 * Tests and their helpers are held to formatting and to no-cycle, not to the size rules (a scenario
 * reads best whole) nor to the storage boundary (they arrange state through any module's repository).
 */
const TEST_FILES = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.e2e.ts',
  '**/fixtures/**',
  '**/*.fixtures.ts',
  '**/*.testing.ts',
  '**/*.test-helpers.ts',
  'server/testing/**',
  'test/**',
  'e2e/**',
];

/**
 * Test-only code (the test tree, server/testing, test helpers and fixtures beside modules) is never
 * imported by production code; test files themselves are exempt from this rule (TEST_FILES).
 */
const TEST_CODE_ZONE = {
  target: ['./server/**/*', './scripts/**/*', './web/**/*', './contracts/**/*'],
  from: [
    './test/**/*',
    './e2e/**/*',
    './server/testing/**/*',
    './server/**/*.testing.ts',
    './server/**/*.test-helpers.ts',
    './server/**/*.fixtures.ts',
    './server/**/fixtures/**/*',
  ],
  message: 'Production code does not import test code (test/, server/testing, *.testing.ts, fixtures).',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'migrations/**',
      '.tmp/**',
      'test-results/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Imports are resolved the way TypeScript's NodeNext does: a `./x.js` specifier names `./x.ts`.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      // A cycle between files makes load order matter and hides a missing boundary.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...STORAGE_ZONES, TEST_CODE_ZONE] }],
    },
  },
  {
    files: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: TEST_FILES,
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Modules log through the injected logger (levels, JSON lines, redaction): a console call in a
    // module is a debugging line left behind (one reached main once, printing every question).
    files: ['server/modules/**/*.ts'],
    ignores: TEST_FILES,
    rules: { 'no-console': 'error' },
  },
  {
    // Components are long by nature (markup); the function limit is for server, scripts and bench code.
    files: ['server/**/*.{ts,mjs}', 'scripts/**/*.{ts,mjs}', 'bench/**/*.ts', 'web/lib/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 120, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
