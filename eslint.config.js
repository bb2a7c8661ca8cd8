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

/** Every API module (folder under modules/), read from disk so that a new module gets its front door rule. */
const API_MODULES = readdirSync(`${API}/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Files that may reach past a module's front door, each for a reason: testing/e2e.ts is the package's
 * entry for the web's e2e helpers, which load nothing of the API but the password hash (the accounts
 * front door would bring its routes and Fastify's types into the web's typecheck); import-bench loads the
 * pipeline's own files, compiled or not, by path; argon2 times the hash with its parameters. Tests inside
 * a module import their own module's files freely (a zone never targets its own module); tests of other
 * modules, the rest of testing/ and the top-level tests go through the front door.
 */
const API_DOOR_EXCEPTIONS = ['testing/e2e.ts', 'bench/import-bench.ts', 'bench/argon2.ts'];

/** Everything in the API but one module and the exceptions: top-level files and folders, other modules. */
const apiOutside = (module) => [
  ...readdirSync(API)
    .filter((name) => !['modules', 'bench', 'testing'].includes(name))
    .map((name) => `${API}/${name}`),
  ...API_MODULES.filter((other) => other !== module).map((other) => `${API}/modules/${other}`),
  ...['bench', 'testing'].flatMap((folder) =>
    readdirSync(`${API}/${folder}`)
      .map((name) => `${folder}/${name}`)
      .filter((file) => !API_DOOR_EXCEPTIONS.includes(file))
      .map((file) => `${API}/${file}`),
  ),
];

/**
 * Where the API's SQL may be written (issue 28, item 4): in a `*.repository.ts` file — a module's, the
 * shared floor's (lib/) or infra's — and in these places that are data access by nature: db/ (the
 * dialect layer: connections, migrations, the bulk insert, the locks and retries of db/races.ts, the app's
 * secrets), testing/ (the tests' factories write rows directly) and bench/ (measures queries), besides
 * the tests. Everywhere else a query goes through a repository's named function.
 */
const SQL_PLACES = [
  `${API}/**/*.repository.ts`,
  `${API}/db/**`,
  `${API}/testing/**`,
  `${API}/bench/**`,
  `${API}/**/*.test.ts`,
];
const SQL_MESSAGE =
  'SQL lives in repositories: move this query into a *.repository.ts function and call that.';

/** Kysely's raw-SQL tools, refused outside SQL_PLACES (renaming the import does not get around it). */
const SQL_IMPORTS = {
  paths: [{ name: 'kysely', importNames: ['sql', 'CompiledQuery'], message: SQL_MESSAGE }],
};

/** The API's modules register routes from the contract (decision 029), never with app.get & co. */
const ROUTE_SYNTAX = [
  {
    selector:
      "CallExpression[callee.object.name='app'][callee.property.name=/^(get|head|post|put|patch|delete|options|all)$/]",
    message:
      'Register a route from its contract: app.route({ ...contractRoute(xContract.route, doc), handler }).',
  },
];
/** Kysely's ways into SQL: a query builder's first call, the raw executor, the sql template and its helpers. */
const SQL_SYNTAX = [
  {
    selector:
      'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|executeQuery)$/]',
    message: SQL_MESSAGE,
  },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: SQL_MESSAGE },
  { selector: "MemberExpression[object.name='sql']", message: SQL_MESSAGE },
];

/**
 * Everything in packages/shared but the finance model's folder (domain/finance/), which the rest reaches
 * only through its index.ts: the model's rooms stay free to move without their callers noticing.
 */
const SHARED = 'packages/shared/src';
const sharedOutsideFinance = [
  ...readdirSync(SHARED)
    .filter((name) => name !== 'domain')
    .map((name) => `${SHARED}/${name}`),
  ...readdirSync(`${SHARED}/domain`)
    .filter((name) => name !== 'finance')
    .map((name) => `${SHARED}/domain/${name}`),
];

/**
 * Every folder under domains/ (decision 028): a domain's screens' building blocks, maps and API hooks, which
 * several features use; read from disk like the features.
 */
const DOMAINS = readdirSync(`${WEB}/domains`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Code every layer may use; it imports no domain, no feature and not the app (bulletproof-react's zones):
 * UI primitives, the API client, i18n, formatting.
 */
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
  // One direction in the web: shared (lib, components, config) ← domains ← features ← app (decision 028).
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: WEB_SHARED,
              from: [`${WEB}/domains`, `${WEB}/features`, `${WEB}/app`],
              message: 'Shared code (lib, components, config) imports no domain, no feature and not the app.',
            },
            {
              target: `${WEB}/domains`,
              from: [`${WEB}/features`, `${WEB}/app`],
              message: 'A domain imports neither a feature nor the app; the features import the domain.',
            },
            ...DOMAINS.map((domain) => ({
              target: `${WEB}/domains/${domain}`,
              from: `${WEB}/domains`,
              except: [`./${domain}`],
              message: 'Domains do not import each other; a feature may use several.',
            })),
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
  // One direction in the API: lib, infra, db, plugins ← modules ← app.ts; modules in no circle; and each
  // module reached only through its front door, modules/<m>/index.ts (decision 027).
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
              // these two front doors are the exceptions until the guards move into a module of their own.
              except: ['./session/index.ts', './access/index.ts'],
              message: 'plugins sit below the modules and do not import them.',
            },
            {
              // Side effects in services, not routes (issue 28, item 4): a route parses, authorises, calls
              // the service and answers; the service that changed something sends its notices.
              target: API_MODULES.filter((module) => module !== 'notifications').map(
                (module) => `${API}/modules/${module}/**/*.routes.ts`,
              ),
              from: `${API}/modules/notifications`,
              message: 'Routes send no notices: the service that makes the change sends them (ctx, input).',
            },
            ...API_MODULES.map((module) => ({
              target: apiOutside(module),
              from: `${API}/modules/${module}`,
              except: ['./index.ts'],
              message: `Reach modules/${module} through its front door, modules/${module}/index.ts; export what others need there.`,
            })),
          ],
        },
      ],
    },
  },
  // One route contract (decision 029): the web calls the API only through `api.call`/`downloadRoute`/
  // `uploadRoute`/`href` with a route of `@flarescope/shared`'s contract, which builds the URL and types the
  // answer; no `api.get<T>('/…')` with a hand-built URL and an asserted type, no '/api/…' string.
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [
      `${WEB}/lib/api-client.ts`,
      `${WEB}/**/*.test.{ts,tsx}`,
      `${WEB}/test/**`,
      `${WEB}/config/paths.ts`,
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='api'][callee.property.name=/^(get|head|post|put|patch|delete|download|upload)$/]",
          message: 'Call the API through its contract: api.call(xContract.route, { params, query, body }).',
        },
        {
          selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
          message: 'No hand-built API URL: api.call, api.downloadRoute or api.href with a contract route.',
        },
      ],
    },
  },
  // Libraries that cost 0.1–0.3 CPU-s to load and that most processes never call are loaded by the function
  // that needs them (infra/load-on-use.ts; decision 049): a static import would load them in every CLI run and
  // server start again. Types come through `import type`. Tests, fixtures and benches import them as they like.
  {
    files: [`${API}/**/*.ts`],
    ignores: [`${API}/**/*.test.ts`, `${API}/testing/**`, `${API}/bench/**`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['exceljs', 'sharp', 'pdf-lib', 'nodemailer', '@node-rs/argon2'].map((name) => ({
            name,
            allowTypeImports: true,
            message: `Load ${name} on use: loadOnUse(() => import('${name}')) in infra/load-on-use.ts (decision 049).`,
          })),
        },
      ],
    },
  },
  // SQL only in repositories (and the places SQL_PLACES names), and, in the modules, routes registered from
  // the contract: app.route({ ...contractRoute(route, doc), handler }). Both rules are these blocks' alone
  // for these files: another block that sets no-restricted-syntax or no-restricted-imports for the API
  // would replace these lists, so add to them here.
  {
    files: [`${API}/**/*.ts`],
    ignores: [...SQL_PLACES, `${API}/modules/**`],
    rules: {
      'no-restricted-syntax': ['error', ...SQL_SYNTAX],
      'no-restricted-imports': ['error', SQL_IMPORTS],
    },
  },
  {
    files: [`${API}/modules/**/*.ts`],
    ignores: SQL_PLACES,
    rules: {
      'no-restricted-syntax': ['error', ...SQL_SYNTAX, ...ROUTE_SYNTAX],
      'no-restricted-imports': ['error', SQL_IMPORTS],
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
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: sharedOutsideFinance,
              from: `${SHARED}/domain/finance`,
              except: ['./index.ts'],
              message: 'Reach the finance model through its front door, domain/finance/index.ts.',
            },
          ],
        },
      ],
    },
  },
);
