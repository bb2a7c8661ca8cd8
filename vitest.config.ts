import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const shared = fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url));
const alias = { '@flarescope/shared': shared };

/** Each test file under a folder of the repository (its path from the root) and its source, read once. */
const testSourcesUnder = (folder: string) => {
  const dir = fileURLToPath(new URL(`./${folder}/`, import.meta.url));
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => ({ file: `${folder}/${file}`, source: fs.readFileSync(path.join(dir, file), 'utf8') }));
};
const filesWhose = (sources: Array<{ file: string; source: string }>, test: (source: string) => boolean) =>
  sources.filter(({ source }) => test(source)).map(({ file }) => file);
/** A test file that replaces a module with vi.mock: it needs a module graph of its own. */
const mocks = (source: string) => /\bvi\.(mock|doMock)\(/.test(source);

const API_TESTS = 'apps/api/src/**/*.test.ts';
const API_TEST_SOURCES = testSourcesUnder('apps/api/src');
const apiTestsWhose = (test: (source: string) => boolean) => filesWhose(API_TEST_SOURCES, test);

/**
 * API test files that never open a database (no test app, test database, server process or CLI run):
 * what they test cannot differ between SQLite and PostgreSQL, so they run once, in `api`.
 */
const DIALECT_FREE_API_TESTS = apiTestsWhose(
  (source) =>
    !/buildTestApp|createTestDatabase|createDatabase|DATABASE_URL|startServer|server-processes|runCli/.test(
      source,
    ),
);

/** API test files that replace a module with vi.mock. */
const MOCKING_API_TESTS = apiTestsWhose(mocks);

/**
 * The API integration tests against one database: `api` on DATABASE_URL (SQLite when empty), and
 * `api-postgres` on TEST_DATABASE_URL. Each test file has a database of its own
 * (testing/test-database.ts), so files run side by side; the shipped data is loaded once per
 * project into a template the files copy (testing/global-setup.ts).
 *
 * A worker runs its files in one module graph (`isolate: false`): the API's modules are loaded once per
 * worker instead of once per file (the loading was a fifth of the suite's time, 407 of 2 030 worker-seconds
 * in CI on 2026-11-29). What the modules keep between requests is keyed by database (WeakMaps), and each
 * file has its own. The few files that replace a module with vi.mock run apart, isolated (`<name>-isolated`;
 * they start from empty databases: no seeded template is built for them).
 */
const apiProject = (name: string, databaseUrl: string, exclude: string[] = []) => {
  const test = {
    environment: 'node' as const,
    env: { DATABASE_URL: databaseUrl },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  };
  const isolated = MOCKING_API_TESTS.filter((file) => !exclude.includes(file));
  return [
    {
      resolve: { alias },
      test: {
        ...test,
        name,
        include: [API_TESTS],
        exclude: ['**/node_modules/**', ...exclude, ...MOCKING_API_TESTS],
        globalSetup: ['apps/api/src/testing/global-setup.ts'],
        isolate: false,
      },
    },
    ...(isolated.length > 0
      ? [{ resolve: { alias }, test: { ...test, name: `${name}-isolated`, include: isolated } }]
      : []),
  ];
};

const WEB_TESTS = ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/vite/**/*.test.ts'];
const MAP_ENGINE = fileURLToPath(
  new URL('./apps/web/src/domains/flaring/map/map-engine.ts', import.meta.url),
);
const FAKE_MAP_ENGINE = fileURLToPath(new URL('./apps/web/src/test/fake-map-engine.ts', import.meta.url));
/** Web test files that replace a module with vi.mock. */
const MOCKING_WEB_TESTS = filesWhose(testSourcesUnder('apps/web/src'), mocks);

/**
 * jsdom has no WebGL, so MapLibre cannot draw there: every web test gets test/fake-map-engine.ts in
 * place of the map engine, which records what a screen asks the map to show.
 */
const fakeMapEngine: Plugin = {
  name: 'fake-map-engine',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!source.includes('map-engine') || importer === FAKE_MAP_ENGINE) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id === MAP_ENGINE ? FAKE_MAP_ENGINE : null;
  },
};

/**
 * The web unit and screen tests, in jsdom. A worker runs its files in one module graph (`isolate:
 * false`): React, Mantine and the app's modules are loaded, and jsdom set up, once per worker instead of
 * once per file (half of the project's worker time was loading and environments: 89 of 180 CPU-s on
 * 2026-11-29). Each test ends with the page emptied, local storage cleared and stubbed globals restored
 * (test/setup.ts). Files that replace a module with vi.mock run apart, isolated (`web-isolated`).
 */
const webProject = () => {
  const test = {
    environment: 'jsdom' as const,
    setupFiles: ['apps/web/src/test/setup.ts'],
    // A screen test types and clicks through user-event: ~1–2 s alone, past Vitest's 5 s default when
    // the machine is busy (the settings and console screens timed out at a load of 11–20, passing alone).
    testTimeout: 20_000,
  };
  const config = { plugins: [react(), fakeMapEngine], resolve: { alias } };
  return [
    {
      ...config,
      test: {
        ...test,
        name: 'web',
        include: WEB_TESTS,
        exclude: ['**/node_modules/**', ...MOCKING_WEB_TESTS],
        isolate: false,
      },
    },
    ...(MOCKING_WEB_TESTS.length > 0
      ? [{ ...config, test: { ...test, name: 'web-isolated', include: MOCKING_WEB_TESTS } }]
      : []),
  ];
};

/**
 * The web's and the shared package's files first, then the API's (each group in Vitest's own order): the
 * API projects' seeded templates are still being built when the run starts (testing/global-setup.ts), and
 * the files that need no database keep both cores busy meanwhile.
 */
class DatabaseFreeFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const isApi = (file: TestSpecification) => file.project.name.startsWith('api');
    return [...sorted.filter((file) => !isApi(file)), ...sorted.filter(isApi)];
  }
}

/**
 * Projects: `shared` and `web` are unit tests; `api` runs the API integration tests against the
 * database in DATABASE_URL, and `api-postgres` (when TEST_DATABASE_URL is set, as scripts/test.sh
 * does) runs them again on PostgreSQL.
 *
 * Every core runs a test file: Vitest's default leaves one of them idle (cores − 1, so one worker
 * on the 2-core CI machine). VITEST_MAX_WORKERS overrides it.
 */
export default defineConfig({
  test: {
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || os.availableParallelism(),
    sequence: { sequencer: DatabaseFreeFirst },
    projects: [
      {
        resolve: { alias },
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      ...webProject(),
      ...apiProject('api', process.env.DATABASE_URL ?? ''),
      // npm test: the same files again on PostgreSQL, in the same run and pool, except those that open no database.
      ...(process.env.TEST_DATABASE_URL
        ? apiProject('api-postgres', process.env.TEST_DATABASE_URL, DIALECT_FREE_API_TESTS)
        : []),
    ],
  },
});
