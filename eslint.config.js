import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true }).filter((e) => e.isDirectory());
const webFeatures = folders('./apps/web/src/features').map((entry) => entry.name);
const apiModules = folders('./apps/api/src/modules').map((entry) => entry.name);
const modules = './apps/api/src/modules';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
      // Deliberate violations, linted only by scripts/lint-fixtures.mjs.
      'scripts/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Type-aware: a promise is awaited, returned or marked `void`, never dropped or passed where a
    // callback's result is ignored.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/crash-test/**/*.ts'],
    ignores: ['*/*/vitest.config.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // The API's tsconfig holds these too, but no tsconfig.json sits above them.
    files: ['bench/**/*.ts', 'scripts/crash-test/**/*.ts'],
    languageOptions: { parserOptions: { projectService: false, project: './apps/api/tsconfig.json' } },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Web features import each other only through components/ and lib/.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features import each other only through components/ and lib/.',
            })),
            // Shared code serves every feature and imports none.
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: './apps/web/src/features',
              message: 'components/ and lib/ serve the features and import none of them.',
            },
            // API layers: routes → operations → repositories.
            {
              target: `${modules}/*/*.routes.ts`,
              from: `${modules}/*/*.repository.ts`,
              message: 'Routes call operations; only operations use repositories.',
            },
            // A module reaches another's data only through that module's operations.
            ...apiModules.map((module) => ({
              target: `${modules}/${module}/**`,
              from: `${modules}/!(${module})/*.repository.ts`,
              message: "Use the other module's operations, not its repository.",
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ['apps/web/**/*.tsx'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A table that scrolls sideways is a focusable region, so the keyboard can scroll it.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region'] }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/apps/**', 'fastify*', 'react*', 'pg', 'drizzle-orm*'] }],
    },
  },
);
