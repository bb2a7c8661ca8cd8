import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noModuleCycle } from './scripts/lint/no-module-cycle.js';

const WEB = 'apps/web/src';
const API = 'apps/api/src';

/** Every folder under features/, read from disk so that a new feature is fenced the day it appears. */
const FEATURES = readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Code every layer may use; it imports neither a feature nor the app (bulletproof-react's zones). */
const WEB_SHARED = ['lib', 'components', 'config'].map((folder) => `${WEB}/${folder}`);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'screenshots/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ['apps/web/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  // Imports resolve as TypeScript resolves them ('./x.js' → x.ts), for the boundary and cycle rules below.
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse the imported files as TypeScript too, or no-cycle cannot follow them.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/shared/tsconfig.json', 'apps/api/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    // No module reaches itself again through its imports (type-only imports excepted: they vanish at build).
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // One direction in the web: shared (lib, components, config) ← features ← app.
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: WEB_SHARED,
              from: [`${WEB}/features`, `${WEB}/app`],
              message: 'Shared code (lib, components, config) imports neither a feature nor the app.',
            },
            {
              target: `${WEB}/features`,
              from: `${WEB}/app`,
              message: 'Features do not import the app; app/routes composes them.',
            },
            ...FEATURES.map((feature) => ({
              target: `${WEB}/features/${feature}`,
              from: `${WEB}/features`,
              except: [`./${feature}`],
              message: 'Features do not import each other; compose them in app/routes.',
            })),
          ],
        },
      ],
    },
  },
  // One direction in the API: infra, db, plugins ← modules ← app.ts; and modules in no circle.
  {
    files: [`${API}/**/*.ts`],
    plugins: { flarescope: { rules: { 'no-module-cycle': noModuleCycle } } },
    rules: {
      'flarescope/no-module-cycle': ['error', { root: `${API}/modules` }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [`${API}/lib`, `${API}/infra`, `${API}/db`],
              from: `${API}/modules`,
              message: 'lib, infra and db are the floor the modules share: they import no module.',
            },
            {
              target: `${API}/plugins`,
              from: `${API}/modules`,
              // The request guards (plugins/auth.ts) resolve the session and ask the access policies;
              // these two are the exceptions until the guards move into a module of their own.
              except: ['./session/session.service.ts', './access/policies.ts'],
              message: 'plugins sit below the modules and do not import them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@flarescope/api', '@flarescope/web', 'node:*'],
              message: 'packages/shared has no I/O and imports neither app.',
            },
          ],
        },
      ],
    },
  },
);
